import { useParams } from 'react-router';
import { TournamentSignupsPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/signups: a tournament's signups for its organizers. */
export default function OrganizerTournamentsSignupsRoute() {
  const { organizationId, tournamentId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentSignupsPage
      key={`${id}-${tournamentId}`}
      organizationId={id}
      tournamentId={Number(tournamentId)}
    />
  );
}

import { useParams } from 'react-router';
import { TournamentMenuPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/menu: a tournament's menu for its organizers. */
export default function OrganizerTournamentsMenuRoute() {
  const { organizationId, tournamentId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentMenuPage
      key={`${id}-${tournamentId}`}
      organizationId={id}
      tournamentId={Number(tournamentId)}
    />
  );
}

import { useParams } from 'react-router';
import { TournamentPropertiesPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/properties: a tournament's properties for its organizers. */
export default function OrganizerTournamentsPropertiesRoute() {
  const { organizationId, tournamentId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentPropertiesPage
      key={`${id}-${tournamentId}`}
      organizationId={id}
      tournamentId={Number(tournamentId)}
    />
  );
}

import { useParams } from 'react-router';
import { TournamentStructurePage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/structure: a tournament's structure for its organizers. */
export default function OrganizerTournamentsStructureRoute() {
  const { organizationId, tournamentId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentStructurePage
      key={`${id}-${tournamentId}`}
      organizationId={id}
      tournamentId={Number(tournamentId)}
    />
  );
}

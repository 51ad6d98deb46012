import { useParams } from 'react-router';
import { TournamentStructurePage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/structure: a tournament's structure for its organizers. */
export default function OrganizerContainersStructureRoute() {
  const { organizationId, containerId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentStructurePage
      key={`${id}-${containerId}`}
      organizationId={id}
      tournamentId={Number(containerId)}
    />
  );
}

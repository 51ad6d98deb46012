import { useParams } from 'react-router';
import { TournamentPropertiesPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/properties: a tournament's properties for its organizers. */
export default function OrganizerContainersPropertiesRoute() {
  const { organizationId, containerId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentPropertiesPage
      key={`${id}-${containerId}`}
      organizationId={id}
      tournamentId={Number(containerId)}
    />
  );
}

import { useParams } from 'react-router';
import { TournamentMenuPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/menu: a tournament's menu for its organizers. */
export default function OrganizerContainersMenuRoute() {
  const { organizationId, containerId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentMenuPage key={`${id}-${containerId}`} organizationId={id} tournamentId={Number(containerId)} />
  );
}

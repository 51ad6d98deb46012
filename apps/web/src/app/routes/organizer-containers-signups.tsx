import { useParams } from 'react-router';
import { TournamentSignupsPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/{containerId}/signups: a tournament's signups for its organizers. */
export default function OrganizerContainersSignupsRoute() {
  const { organizationId, containerId } = useParams();
  const id = Number(organizationId);
  return (
    <TournamentSignupsPage
      key={`${id}-${containerId}`}
      organizationId={id}
      tournamentId={Number(containerId)}
    />
  );
}

import { useParams } from 'react-router';
import { TeamsPage } from '@/features/org-resources';

/** /organizer/organizations/{organizationId}/players: the organization's players alone. */
export default function OrganizerPlayersRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <TeamsPage key={id} organizationId={id} fixed="players" />;
}

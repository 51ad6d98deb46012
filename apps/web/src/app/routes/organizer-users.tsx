import { useParams } from 'react-router';
import { UsersPage } from '@/features/org-workspace';

/** /organizer/organizations/{organizationId}/users: the organization's users, and accounts made for them. */
export default function OrganizerUsersRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <UsersPage key={id} organizationId={id} />;
}

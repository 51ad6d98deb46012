import { useParams } from 'react-router';
import { MembersPage } from '@/features/org-workspace';

/** /organizer/organizations/{organizationId}/members: the organization's members. */
export default function OrganizerMembersRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <MembersPage key={id} organizationId={id} />;
}

import { useParams } from 'react-router';
import { RolesPage } from '@/features/org-workspace';

/** /organizer/organizations/{organizationId}/roles: who is owner, organizer and member. */
export default function OrganizerRolesRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <RolesPage key={id} organizationId={id} />;
}

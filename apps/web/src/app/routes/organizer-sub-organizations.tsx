import { useParams } from 'react-router';
import { SubOrganizationsPage } from '@/features/org-workspace';

/** /organizer/organizations/{organizationId}/organizations: the sub-organizations. */
export default function OrganizerSubOrganizationsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <SubOrganizationsPage key={id} organizationId={id} />;
}

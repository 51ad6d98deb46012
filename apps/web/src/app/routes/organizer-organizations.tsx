import { OrganizationsPage } from '@/features/org-workspace';

/** /organizer/organizations: where organizers land; the organizations you hold a role in, and creating one. */
export default function OrganizerOrganizationsRoute() {
  return <OrganizationsPage />;
}

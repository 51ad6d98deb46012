import { MyOrganizationsPage } from '@/features/orgs';

/** /user/organizations: the organizations the user belongs to and what they follow. */
export default function UserOrganizationsRoute() {
  return <MyOrganizationsPage />;
}

import { OrganizationSearchPage } from '@/features/orgs';

/** /user/organizations/search: find public organizations, follow them and apply to join. */
export default function UserOrganizationsSearchRoute() {
  return <OrganizationSearchPage />;
}

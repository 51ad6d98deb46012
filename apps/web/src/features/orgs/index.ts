export { EntityProfilePage } from './components/entity-profile';
export { MemberProfilePage } from './components/member-profile';
export { MyOrganizationsPage } from './components/my-organizations-page';
export { OrganizationPage } from './components/organization-page';
export { PlayerProfilePage } from './components/player-profile';
export { OrganizationSearchPage } from './components/search-page';

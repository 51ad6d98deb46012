export { OrganizerDashboardPage } from './components/dashboard-page';
export { MembersPage } from './components/members-page';
export { MenuPage } from './components/menu-page';
export { OrganizationsPage } from './components/organizations-page';
export { RolesPage } from './components/roles-page';
export { SubOrganizationsPage } from './components/sub-organizations-page';
export { UsersPage } from './components/users-page';
export { WorkspaceLayout } from './components/workspace-layout';

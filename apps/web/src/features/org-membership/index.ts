export { ApplicationsPage } from './components/applications-page';
export { InvitationsPage } from './components/invitations-page';
export { MyInvitationsPage } from './components/my-invitations-page';
export { OutboxPage } from './components/outbox-page';
export { ReportsPage } from './components/reports-page';

export { DashboardHeader } from './components/dashboard-header';
export { useOrganizerFigures } from './api/summary';
export { NextSteps } from './components/next-steps';
export { OrganizerSummary } from './components/organizer-summary';
export { UserSummary } from './components/user-summary';

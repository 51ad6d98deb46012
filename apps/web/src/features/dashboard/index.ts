export { DashboardHeader } from './components/dashboard-header';
export { NextSteps } from './components/next-steps';

import { OrganizerDashboardPage } from '@/features/org-workspace';

/** /organizer/dashboard: the organizer's overview of their organizations. */
export default function OrganizerDashboardRoute() {
  return <OrganizerDashboardPage />;
}

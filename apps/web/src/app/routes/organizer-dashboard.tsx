import { OrganizerSummary, useOrganizerFigures } from '@/features/dashboard';
import { OrganizerDashboardPage } from '@/features/org-workspace';

/**
 * /organizer/dashboard: the organizer's overview of their organizations, with today's matches by court,
 * sign-ups, applications and requests across all of them from one summary call, so the
 * page costs one request however many organizations they run (decision 021).
 */
export default function OrganizerDashboardRoute() {
  const figures = useOrganizerFigures();
  return <OrganizerDashboardPage summary={<OrganizerSummary />} figures={figures} />;
}

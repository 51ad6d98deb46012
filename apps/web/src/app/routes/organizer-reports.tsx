import { useParams } from 'react-router';
import { ReportsPage } from '@/features/org-membership';

/** /organizer/organizations/{organizationId}/reports: people, matches and results; CSV export. */
export default function OrganizerReportsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <ReportsPage key={id} organizationId={id} />;
}

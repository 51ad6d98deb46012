import { useParams } from 'react-router';
import { ApplicationsPage } from '@/features/org-membership';

/** /organizer/organizations/{organizationId}/applications: applications to join; accept or reject. */
export default function OrganizerApplicationsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <ApplicationsPage key={id} organizationId={id} />;
}

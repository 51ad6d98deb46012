import { useParams } from 'react-router';
import { VenuesPage } from '@/features/org-resources';

/** /organizer/organizations/{organizationId}/venues: the organization's venues and their playing spaces. */
export default function OrganizerVenuesRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <VenuesPage key={id} organizationId={id} />;
}

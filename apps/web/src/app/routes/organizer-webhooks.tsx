import { useParams } from 'react-router';
import { WebhooksPage } from '@/features/webhooks';

/** /organizer/organizations/{organizationId}/webhooks: the organization's URLs called as things happen. */
export default function OrganizerWebhooksRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <WebhooksPage key={id} organizationId={id} />;
}

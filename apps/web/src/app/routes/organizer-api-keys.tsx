import { useParams } from 'react-router';
import { ApiKeysPage } from '@/features/api-keys';

/** /organizer/organizations/{organizationId}/api-keys: the keys the organization's programs call the API with. */
export default function OrganizerApiKeysRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <ApiKeysPage key={id} organizationId={id} />;
}

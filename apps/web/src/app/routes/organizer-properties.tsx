import { useParams } from 'react-router';
import { PropertiesPage } from '@/features/org-resources';

/** /organizer/organizations/{organizationId}/properties: the organization's custom fields. */
export default function OrganizerPropertiesRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <PropertiesPage key={id} organizationId={id} />;
}

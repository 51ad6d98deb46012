import { useParams } from 'react-router';
import { MenuPage } from '@/features/org-workspace';

/** /organizer/organizations/{organizationId}/menu: the workspace's home: details, logo and the sections. */
export default function OrganizerMenuRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <MenuPage key={id} organizationId={id} />;
}

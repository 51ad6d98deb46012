import { useParams } from 'react-router';
import { SeasonsPage } from '@/features/org-resources';

/** /organizer/organizations/{organizationId}/seasons: the organization's seasons. */
export default function OrganizerSeasonsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <SeasonsPage key={id} organizationId={id} />;
}

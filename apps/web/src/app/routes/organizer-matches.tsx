import { useParams } from 'react-router';
import { OrgMatchesPage } from '@/features/org-matches';

/** /organizer/organizations/{organizationId}/matches: the organization's matches; "New match" for its organizers. */
export default function OrganizerMatchesRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <OrgMatchesPage key={id} organizationId={id} />;
}

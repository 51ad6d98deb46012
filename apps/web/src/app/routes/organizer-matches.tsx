import { useParams } from 'react-router';
import { OrgMatchesPage } from '@/features/org-matches';
import { useCurrentUser } from '@/features/user';

/** /organizer/organizations/{organizationId}/matches: the organization's matches; "New match" for its organizers. */
export default function OrganizerMatchesRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  const { user } = useCurrentUser();
  return <OrgMatchesPage key={id} organizationId={id} userId={user?.id ?? null} />;
}

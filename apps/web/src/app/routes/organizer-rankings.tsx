import { useParams } from 'react-router';
import { OrgRankingsPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/tournaments: the ranking table and rankings. */
export default function OrganizerRankingsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <OrgRankingsPage key={id} organizationId={id} />;
}

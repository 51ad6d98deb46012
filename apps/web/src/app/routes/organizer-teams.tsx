import { useParams } from 'react-router';
import { TeamsPage } from '@/features/org-resources';

/** /organizer/organizations/{organizationId}/teams: the organization's players, teams and formations. */
export default function OrganizerTeamsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <TeamsPage key={id} organizationId={id} />;
}

import { useParams } from 'react-router';
import { OrgTournamentsPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers: the organization's tournaments. */
export default function OrganizerTournamentsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <OrgTournamentsPage key={id} organizationId={id} />;
}

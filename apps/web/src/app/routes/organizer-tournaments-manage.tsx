import { useParams } from 'react-router';
import { NewTournamentPage } from '@/features/tournaments';

/** /organizer/organizations/{organizationId}/containers/manage: a new tournament. */
export default function OrganizerTournamentsManageRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <NewTournamentPage key={id} organizationId={id} />;
}

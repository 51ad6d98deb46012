import { useParams } from 'react-router';
import { InvitationsPage } from '@/features/org-membership';

/** /organizer/organizations/{organizationId}/invitations: the organization's invitations; inviting people. */
export default function OrganizerInvitationsRoute() {
  const { organizationId } = useParams();
  const id = Number(organizationId);
  return <InvitationsPage key={id} organizationId={id} />;
}

import { MyInvitationsPage } from '@/features/org-membership';

/** /user/organizations/invitations: your invitations (accept, decline) and your applications. */
export default function UserOrganizationInvitationsRoute() {
  return <MyInvitationsPage />;
}

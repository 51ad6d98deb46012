import { useParams } from 'react-router';
import { MemberProfilePage } from '@/features/orgs';

/** /public/members/{memberId}/profile: a member's public profile, no sign-in. */
export default function PublicMemberProfileRoute() {
  const id = Number(useParams().memberId);
  return <MemberProfilePage key={id} memberId={id} mode="public" />;
}

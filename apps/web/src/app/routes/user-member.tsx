import { useParams } from 'react-router';
import { MemberProfilePage } from '@/features/orgs';

/** /user/members/{id}: a member's profile for signed-in users. */
export default function UserMemberRoute() {
  const id = Number(useParams().id);
  return <MemberProfilePage key={id} memberId={id} mode="user" />;
}

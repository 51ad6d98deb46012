import { useParams } from 'react-router';
import { EntityProfilePage } from '@/features/orgs';

/** /user/entities/{id}/public: a team's or formation's profile for signed-in users, with a follow button. */
export default function UserEntityPublicRoute() {
  const id = Number(useParams().id);
  return <EntityProfilePage key={id} entityId={id} mode="user" />;
}

import { useParams } from 'react-router';
import { EntityProfilePage } from '@/features/orgs';

/** /public/entities/{entityId}/profile: a team's or formation's public profile, no sign-in. */
export default function PublicEntityProfileRoute() {
  const id = Number(useParams().entityId);
  return <EntityProfilePage key={id} entityId={id} mode="public" />;
}

import { useParams } from 'react-router';
import { PlayerProfilePage } from '@/features/orgs';

/** /public/players/{playerId}/profile: a player's public profile, no sign-in. */
export default function PublicPlayerProfileRoute() {
  const id = Number(useParams().playerId);
  return <PlayerProfilePage key={id} playerId={id} mode="public" />;
}

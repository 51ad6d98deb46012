import { useParams } from 'react-router';
import { PlayerProfilePage } from '@/features/orgs';

/** /user/player/{id}: a player record as the signed-in user may see it (private details for members). */
export default function UserPlayerRoute() {
  const id = Number(useParams().id);
  return <PlayerProfilePage key={id} playerId={id} mode="user" showRecord />;
}

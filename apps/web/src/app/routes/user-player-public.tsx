import { useParams } from 'react-router';
import { PlayerProfilePage } from '@/features/orgs';

/** /user/players/{id}/public: a player's profile for signed-in users, with a follow button. */
export default function UserPlayerPublicRoute() {
  const id = Number(useParams().id);
  return <PlayerProfilePage key={id} playerId={id} mode="user" />;
}

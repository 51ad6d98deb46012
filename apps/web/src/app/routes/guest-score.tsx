import { useParams, useSearchParams } from 'react-router';
import { ScoreConsolePage } from '@/features/score-console';
import { isMatchSport } from '@/lib/matches/paths';
import { NotFoundPage } from './not-found';

/** `/<sport>/guest-score/{id}?token=…`: the console with a guest link's token instead of sign-in. */
export default function GuestScoreRoute() {
  const { sport, id } = useParams();
  const [params] = useSearchParams();
  const matchId = Number(id);
  const token = params.get('token');
  if (!isMatchSport(sport) || !Number.isInteger(matchId) || matchId < 1) return <NotFoundPage />;
  return (
    <ScoreConsolePage
      key={`${matchId}-${token}`}
      id={matchId}
      sport={sport}
      guestToken={token || 'missing'}
    />
  );
}

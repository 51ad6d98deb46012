import { useParams } from 'react-router';
import { ScoreConsolePage } from '@/features/score-console';
import { isMatchSport } from '@/lib/matches/paths';
import { NotFoundPage } from './not-found';

/** `/<sport>/score/{id}`: signed in (the guard); the server checks the scorer right and the page says when it refuses. */
export default function ScoreConsoleRoute() {
  const { sport, id } = useParams();
  const matchId = Number(id);
  if (!isMatchSport(sport) || !Number.isInteger(matchId) || matchId < 1) return <NotFoundPage />;
  return <ScoreConsolePage id={matchId} sport={sport} guestToken={null} key={matchId} />;
}

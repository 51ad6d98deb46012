import { useParams } from 'react-router';
import { LiveMatchPage } from '@/features/live-scoreboard';
import { isMatchSport } from '@/lib/matches/paths';
import { NotFoundPage } from './not-found';

/** `/<sport>/live/{id}` (tennis, badminton, volleyball, table-tennis, snooker, bowling, rally). */
export default function LiveMatchRoute() {
  const { sport, id } = useParams();
  const matchId = Number(id);
  if (!isMatchSport(sport) || !Number.isInteger(matchId) || matchId < 1) return <NotFoundPage />;
  return <LiveMatchPage id={matchId} sport={sport} />;
}

import { useParams } from 'react-router';
import { LiveListPage } from '@/features/live-list';
import { isMatchSport } from '@/lib/matches/paths';
import { NotFoundPage } from './not-found';

/** `/live/{sport?}`: every match in progress. */
export default function LiveListRoute() {
  const { sport } = useParams();
  if (sport !== undefined && !isMatchSport(sport)) return <NotFoundPage />;
  return <LiveListPage sport={sport ?? null} />;
}

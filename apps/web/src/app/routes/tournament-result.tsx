import { useLocation, useParams } from 'react-router';
import { TournamentResultsPage } from '@/features/tournaments';
import { NotFoundPage } from './not-found';

/** `/container/result/{id}`: a tournament's final results; `/container/result/{id}/public`: to embed. */
export default function TournamentResultRoute() {
  const id = Number(useParams().id);
  const embed = useLocation().pathname.replace(/\/$/, '').endsWith('/public');
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <TournamentResultsPage key={id} id={id} embed={embed} />;
}

import { useParams } from 'react-router';
import { CourtDisplayPage } from '@/features/overlay';
import { NotFoundPage } from './not-found';

/** `/display/match/{id}`: big type for a screen at the venue. */
export default function CourtDisplayRoute() {
  const { id } = useParams();
  const matchId = Number(id);
  if (!Number.isInteger(matchId) || matchId < 1) return <NotFoundPage />;
  return <CourtDisplayPage key={matchId} id={matchId} />;
}

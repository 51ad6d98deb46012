import { useParams } from 'react-router';
import { ArchivePage } from '@/features/archive';
import { isMatchSport } from '@/lib/matches/paths';
import { NotFoundPage } from './not-found';

/** `/archive/{sport?}`: finished matches. */
export default function ArchiveRoute() {
  const { sport } = useParams();
  if (sport !== undefined && !isMatchSport(sport)) return <NotFoundPage />;
  return <ArchivePage key={sport ?? 'all'} sport={sport ?? null} />;
}

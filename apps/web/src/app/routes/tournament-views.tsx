import { useLocation, useParams } from 'react-router';
import { appGalleryTransport, Gallery } from '@/features/gallery';
import { TournamentViewsPage } from '@/features/tournaments';
import { NotFoundPage } from './not-found';

/** `/container/{id}/views`: a tournament's public page; `/container/{id}/views/public`: its draw to embed. */
export default function TournamentViewsRoute() {
  const id = Number(useParams().id);
  const embed = useLocation().pathname.replace(/\/$/, '').endsWith('/public');
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <TournamentViewsPage key={id} id={id} embed={embed}>
      {embed ? null : <Gallery kind="tournament" id={id} transport={appGalleryTransport} />}
    </TournamentViewsPage>
  );
}

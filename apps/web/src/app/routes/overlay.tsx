import { useParams, useSearchParams } from 'react-router';
import { OVERLAY_LAYOUTS, OverlayPage, type OverlayLayout } from '@/features/overlay';

/** `/overlay/match/{id}?layout=compact|bar|full&delay=<ms>&position=top|bottom`: no app chrome, transparent. */
export default function OverlayRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const layoutParam = params.get('layout');
  const layout: OverlayLayout = (OVERLAY_LAYOUTS as readonly string[]).includes(layoutParam ?? '')
    ? (layoutParam as OverlayLayout)
    : 'compact';
  const delay = Math.min(120_000, Math.max(0, Math.round(Number(params.get('delay')) || 0)));
  const position = params.get('position') === 'bottom' ? 'bottom' : 'top';
  const matchId = Number(id);
  if (!Number.isInteger(matchId) || matchId < 1) return null;
  return <OverlayPage key={matchId} id={matchId} layout={layout} delay={delay} position={position} />;
}

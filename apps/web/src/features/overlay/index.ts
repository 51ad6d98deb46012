import { lazy } from 'react';

export { CourtDisplayPage } from './components/court-display-page';
export { OVERLAY_LAYOUTS, OverlayPage, type OverlayLayout } from './components/overlay-page';

/**
 * The overlay builder, for organizers on the live match page: a chunk of its own, loaded only for them
 * (not in the JavaScript every viewer loads before the first score, decision 013).
 */
export const OverlayBuilder = lazy(() =>
  import('./components/overlay-builder').then((m) => ({ default: m.OverlayBuilder })),
);

export { CourtDisplayPage } from './components/court-display-page';
export { OVERLAY_LAYOUTS, OverlayPage, type OverlayLayout } from './components/overlay-page';
export { OverlayOptionsHelp } from './components/overlay-help';

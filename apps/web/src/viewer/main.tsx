import './viewer.css';
import '@/lib/i18n/viewer';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startMatchFetch } from '@/lib/viewer/api';
import { ViewerApp } from './app';
import { viewerRoute } from './route';

/*
 * The viewer entry (viewer.html, decision 013): the live match page, the stream overlay and the court
 * display, without the app's router, Mantine, data cache or sign-in library. The match's data was asked
 * for with the HTML (the server's preload header); this takes that answer, or asks now.
 */
const route = viewerRoute(window.location);
if (route.page !== 'not-found') {
  // the answer is usually in by now (it started with the HTML): render once, with the score, instead of
  // a loader first; a slow answer waits no longer than this before the page shows its loader
  await Promise.race([
    startMatchFetch(route.id).catch(() => undefined),
    new Promise((resolve) => window.setTimeout(resolve, 300)),
  ]);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ViewerApp route={route} />
  </StrictMode>,
);

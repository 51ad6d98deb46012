import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { setNavigationTarget, withChunkReload } from '@/lib/chunk-reload';
import { createRoutePreloader, preloadLinkedPages, type PreloadHandle } from '@/lib/route-preload';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { rememberBootHref } from './boot-href';
import { AppLayout } from './layout/app-layout';
import { OrganizationWorkspace } from './layout/organization-workspace';
import { NotFoundPage } from './routes/not-found';
import { RootError, RouteError } from './routes/route-error';

/**
 * A page loaded on demand; a chunk missing after a deploy reloads the page once (SPEC §4). The bare import
 * stays on the route for lib/route-preload.ts, which fetches it ahead without the reload guard.
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PreloadHandle = { preload: load };
  return { lazy: withChunkReload(async () => ({ Component: (await load()).default })), handle };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <FullPageLoader minHeight="100vh" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('./routes/home')) },
          { path: 'login', ...page(() => import('./routes/login')) },
          { path: 'authorization-response', ...page(() => import('./routes/authorization-response')) },
          { path: 'unavailable', ...page(() => import('./routes/unavailable')) },
          { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy')) },
          // live scoring: watching (public), the rally scoreboard; the live match page is the viewer entry's
          // (viewer.html, decision 013): a link to it loads that page
          { path: 'live/:sport?', ...page(() => import('./routes/live-list')) },
          { path: 'archive/:sport?', ...page(() => import('./routes/archive')) },
          // a tournament's public pages, no sign-in (decision 022): the draw, schedule and entries; the final results
          { path: 'container/:id/views', ...page(() => import('./routes/tournament-views')) },
          { path: 'container/result/:id', ...page(() => import('./routes/tournament-result')) },
          { path: ':sport/live/:id', ...page(() => import('./routes/viewer-page')) },
          { path: 'rally/score', ...page(() => import('./routes/rally-score')) },
          { path: 'user/delete', ...page(() => import('./routes/user-delete')) },
          // public profiles, no sign-in
          {
            path: 'public/members/:memberId/profile',
            ...page(() => import('./routes/public-member-profile')),
          },
          {
            path: 'public/players/:playerId/profile',
            ...page(() => import('./routes/public-player-profile')),
          },
          {
            path: 'public/entities/:entityId/profile',
            ...page(() => import('./routes/public-entity-profile')),
          },
          // an organization's and its people's pages: a shared link opens signed out too (decision 050);
          // signed in, they add what the user may do there (follow, apply, manage)
          {
            path: 'user/organizations/:id/public',
            ...page(() => import('./routes/user-organization-public')),
          },
          { path: 'user/player/:id', ...page(() => import('./routes/user-player')) },
          { path: 'user/members/:id', ...page(() => import('./routes/user-member')) },
          { path: 'user/players/:id/public', ...page(() => import('./routes/user-player-public')) },
          { path: 'user/entities/:id/public', ...page(() => import('./routes/user-entity-public')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', ...page(() => import('./routes/profile')) },
              { path: 'dashboard', ...page(() => import('./routes/dashboard')) },
              { path: 'user/dashboard', ...page(() => import('./routes/dashboard')) },
              { path: 'user/matches', ...page(() => import('./routes/user-matches')) },
              { path: 'user/calendar', ...page(() => import('./routes/user-calendar')) },
              // the competitor's board (decision 070): my players' matches, results, tournaments, ranking
              { path: 'user/board', ...page(() => import('./routes/user-board')) },
              { path: 'user/notifications', ...page(() => import('./routes/user-notifications')) },
              // livestreaming (decision 019): channels, stations, livestreams and their panel, my streams and recordings
              { path: 'channels', ...page(() => import('./routes/channels')) },
              { path: 'stations', ...page(() => import('./routes/stations')) },
              { path: 'livestream', ...page(() => import('./routes/livestreams')) },
              { path: 'livestream/:id/panel', ...page(() => import('./routes/livestream-panel')) },
              { path: 'user/stream', ...page(() => import('./routes/user-stream')) },
              { path: 'user/livestream', ...page(() => import('./routes/user-livestream')) },
              { path: 'user/archive', ...page(() => import('./routes/user-archive')) },
              { path: 'user/preferences', ...page(() => import('./routes/user-preferences')) },
              { path: 'user/request', ...page(() => import('./routes/user-request')) },
              { path: 'user/organizations', ...page(() => import('./routes/user-organizations')) },
              {
                path: 'user/organizations/search',
                ...page(() => import('./routes/user-organizations-search')),
              },
              {
                path: 'user/organizations/invitations',
                ...page(() => import('./routes/user-organization-invitations')),
              },
              { path: 'organizer/dashboard', ...page(() => import('./routes/organizer-dashboard')) },
              { path: 'organizer/organizations', ...page(() => import('./routes/organizer-organizations')) },
              {
                // the organizer's workspace of one organization: its header and section menu around each page
                path: 'organizer/organizations/:organizationId',
                element: <OrganizationWorkspace />,
                children: [
                  { index: true, element: <Navigate to="menu" replace /> },
                  { path: 'menu', ...page(() => import('./routes/organizer-menu')) },
                  { path: 'matches', ...page(() => import('./routes/organizer-matches')) },
                  { path: 'roles', ...page(() => import('./routes/organizer-roles')) },
                  { path: 'members', ...page(() => import('./routes/organizer-members')) },
                  { path: 'users', ...page(() => import('./routes/organizer-users')) },
                  { path: 'organizations', ...page(() => import('./routes/organizer-sub-organizations')) },
                  { path: 'invitations', ...page(() => import('./routes/organizer-invitations')) },
                  { path: 'applications', ...page(() => import('./routes/organizer-applications')) },
                  { path: 'reports', ...page(() => import('./routes/organizer-reports')) },
                  { path: 'teams', ...page(() => import('./routes/organizer-teams')) },
                  { path: 'players', ...page(() => import('./routes/organizer-players')) },
                  { path: 'venues', ...page(() => import('./routes/organizer-venues')) },
                  { path: 'seasons', ...page(() => import('./routes/organizer-seasons')) },
                  { path: 'properties', ...page(() => import('./routes/organizer-properties')) },
                  { path: 'api-keys', ...page(() => import('./routes/organizer-api-keys')) },
                  { path: 'webhooks', ...page(() => import('./routes/organizer-webhooks')) },
                  // tournaments (SPEC §2 names them "containers" in the paths, and the rankings "tournaments"): the list, a new
                  // one, one tournament's pages, the rankings
                  { path: 'containers', ...page(() => import('./routes/organizer-tournaments')) },
                  {
                    path: 'containers/manage',
                    ...page(() => import('./routes/organizer-tournaments-manage')),
                  },
                  {
                    path: 'containers/:tournamentId',
                    children: [
                      { index: true, element: <Navigate to="menu" replace /> },
                      { path: 'menu', ...page(() => import('./routes/organizer-tournaments-menu')) },
                      { path: 'signups', ...page(() => import('./routes/organizer-tournaments-signups')) },
                      {
                        path: 'structure',
                        ...page(() => import('./routes/organizer-tournaments-structure')),
                      },
                      {
                        path: 'properties',
                        ...page(() => import('./routes/organizer-tournaments-properties')),
                      },
                    ],
                  },
                  { path: 'tournaments', ...page(() => import('./routes/organizer-rankings')) },
                ],
              },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'admin/user-management', ...page(() => import('./routes/admin-user-management')) },
                  { path: 'admin/user-requests', ...page(() => import('./routes/admin-user-requests')) },
                  { path: 'admin/outbox', ...page(() => import('./routes/admin-outbox')) },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    // live scoring screens without the app's chrome: the scorer's console (full screen on a phone),
    // the streaming overlay (transparent) and the venue display (both the viewer entry's, like the live page)
    id: 'bare',
    errorElement: <RootError />,
    hydrateFallbackElement: <FullPageLoader minHeight="100vh" />,
    children: [
      {
        element: <RequireAuth />,
        children: [{ path: ':sport/score/:id', ...page(() => import('./routes/score-console')) }],
      },
      { path: ':sport/guest-score/:id', ...page(() => import('./routes/guest-score')) },
      { path: 'overlay/match/:id', ...page(() => import('./routes/viewer-page')) },
      { path: 'display/match/:id', ...page(() => import('./routes/viewer-page')) },
      // a tournament's draw and results to embed in another site (an iframe): no header or footer
      { path: 'container/:id/views/public', ...page(() => import('./routes/tournament-views')) },
      { path: 'container/result/:id/public', ...page(() => import('./routes/tournament-result')) },
    ],
  },
];

export function createRouter() {
  rememberBootHref();
  const router = createBrowserRouter(routes);
  const preloading = preloadLinkedPages(createRoutePreloader(routes));
  let shown = router.state.location;
  router.subscribe((state) => {
    const to = state.navigation.location;
    setNavigationTarget(to ? `${to.pathname}${to.search}${to.hash}` : null);
    if (state.navigation.state === 'idle' && state.location !== shown) {
      shown = state.location;
      preloading.onNavigated();
    }
  });
  // the first page: its links once it has rendered and the browser is idle
  preloading.onNavigated();
  return router;
}

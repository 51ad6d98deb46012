import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { setNavigationTarget, withChunkReload } from '@/lib/chunk-reload';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './routes/not-found';
import { RootError, RouteError } from './routes/route-error';

/** A page loaded on demand; a chunk missing after a deploy reloads the page once (SPEC §4). */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: withChunkReload(async () => ({ Component: (await load()).default })) };
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
          // live scoring: watching (public), the rally scoreboard; the live match page is its own small chunk
          { path: 'live/:sport?', ...page(() => import('./routes/live-list')) },
          { path: 'archive/:sport?', ...page(() => import('./routes/archive')) },
          { path: ':sport/live/:id', ...page(() => import('./routes/live-match')) },
          { path: 'rally/score', ...page(() => import('./routes/rally-score')) },
          { path: 'user/delete', ...page(() => import('./routes/user-delete')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', ...page(() => import('./routes/profile')) },
              { path: 'dashboard', ...page(() => import('./routes/dashboard')) },
              { path: 'user/dashboard', ...page(() => import('./routes/dashboard')) },
              { path: 'user/preferences', ...page(() => import('./routes/user-preferences')) },
              { path: 'user/request', ...page(() => import('./routes/user-request')) },
              {
                // the organizer's workspace of one organization (its layout and menu come with the workspace pages)
                path: 'organizer/organizations/:organizationId',
                children: [
                  { path: 'teams', ...page(() => import('./routes/organizer-teams')) },
                  { path: 'players', ...page(() => import('./routes/organizer-players')) },
                  { path: 'venues', ...page(() => import('./routes/organizer-venues')) },
                  { path: 'seasons', ...page(() => import('./routes/organizer-seasons')) },
                  { path: 'properties', ...page(() => import('./routes/organizer-properties')) },
                ],
              },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'admin/user-management', ...page(() => import('./routes/admin-user-management')) },
                  { path: 'admin/user-requests', ...page(() => import('./routes/admin-user-requests')) },
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
    // the streaming overlay (transparent) and the venue display
    id: 'bare',
    errorElement: <RootError />,
    hydrateFallbackElement: <FullPageLoader minHeight="100vh" />,
    children: [
      {
        element: <RequireAuth />,
        children: [{ path: ':sport/score/:id', ...page(() => import('./routes/score-console')) }],
      },
      { path: ':sport/guest-score/:id', ...page(() => import('./routes/guest-score')) },
      { path: 'overlay/match/:id', ...page(() => import('./routes/overlay')) },
      { path: 'display/match/:id', ...page(() => import('./routes/court-display')) },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => {
    const to = state.navigation.location;
    setNavigationTarget(to ? `${to.pathname}${to.search}${to.hash}` : null);
  });
  return router;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found';
import { OfflinePage } from './offline';
import { ServerErrorPage } from './server-error';

/** offline, a page that failed failed for want of the network (its code or data never came): not the server */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** errorElement inside the layout: a 404 response shows "Page not found", offline the offline page, anything else the 500 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (offline()) return <OfflinePage />;
  console.error('route failed', error);
  return <ServerErrorPage />;
}

/** errorElement of the root, when the layout itself failed: the offline or the 500 page on its own. */
export function RootError() {
  const error = useRouteError();
  if (offline()) return <OfflinePage />;
  console.error('app failed', error);
  return <ServerErrorPage />;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found';
import { ServerErrorPage } from './server-error';

/** errorElement inside the layout: a 404 response shows "Page not found", anything thrown shows the 500 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('route failed', error);
  return <ServerErrorPage />;
}

/** errorElement of the root, when the layout itself failed: the 500 page on its own. */
export function RootError() {
  const error = useRouteError();
  console.error('app failed', error);
  return <ServerErrorPage />;
}

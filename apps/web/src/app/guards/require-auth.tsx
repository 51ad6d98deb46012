import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useSession } from '@/lib/auth';

/** Pages that need sign-in: not signed in → /login, remembering where to return. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (session.status === 'booting') return <FullPageLoader />;
  if (session.status === 'unavailable') return <Navigate to="/unavailable" replace state={{ from: here }} />;
  if (session.status !== 'signed-in')
    return <Navigate to={`/login?returnTo=${encodeURIComponent(here)}`} replace />;
  return <Outlet />;
}

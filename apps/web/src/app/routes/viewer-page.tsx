import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { bootHref } from '../boot-href';
import { NotFoundPage } from './not-found';

/**
 * `/{sport}/live/{id}`, `/overlay/match/{id}`, `/display/match/{id}` belong to the viewer entry
 * (viewer.html, decision 013): a link inside the app loads that page. Only when the server sent the app
 * itself for such an address (no viewer.html) does this show "not found" instead of loading it again.
 */
export default function ViewerPageRoute() {
  const { pathname, search, hash } = useLocation();
  const href = `${pathname}${search}${hash}`;
  const loop = href === bootHref();
  useEffect(() => {
    if (!loop) window.location.replace(href);
  }, [href, loop]);
  return loop ? <NotFoundPage /> : <FullPageLoader minHeight="60vh" />;
}

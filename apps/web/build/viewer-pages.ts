import type { Connect, Plugin } from 'vite';

/**
 * The viewer entry's pages (decision 013): `/{sport}/live/{id}`, `/overlay/match/{id}`, `/display/match/{id}`.
 * The server sends viewer.html for these (apps/server/src/plugins/app/web.ts, the same pattern); this
 * does the same for `vite` and `vite preview`.
 */
export const VIEWER_PATH = /^\/(?:[a-z-]+\/live\/[^/]+|overlay\/match\/[^/]+|display\/match\/[^/]+)\/?$/;

function rewrite(): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const [path, query] = (req.url ?? '/').split('?');
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (req.method === 'GET' && wantsHtml && VIEWER_PATH.test(path ?? '') && !path?.startsWith('/api/'))
      req.url = `/viewer.html${query ? `?${query}` : ''}`;
    next();
  };
}

export function viewerPages(): Plugin {
  return {
    name: 'sportzone-viewer-pages',
    configureServer(server) {
      server.middlewares.use(rewrite());
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite());
    },
  };
}

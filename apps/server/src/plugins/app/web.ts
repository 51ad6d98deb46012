import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `/{sport}/live/{id}`, `/overlay/match/{id}`, `/display/match/{id}` (apps/web/build/viewer-pages.ts). */
const VIEWER_PAGE = /^\/(?:[a-z-]+\/live|overlay\/match|display\/match)\/([1-9]\d{0,15})\/?$/;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a new build
 * is picked up at once. Any other GET that wants HTML falls back to index.html (client routing);
 * the app itself shows "Page not found" for unknown paths.
 */
export default fp(
  async function web(app: FastifyInstance) {
    const dist = app.config.webDist;
    const indexFile = join(dist, 'index.html');
    const hasWeb = existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        // wildcard: files are looked up per request, so a rebuilt app is served without a restart;
        // a missing file falls through to the not-found handler below (history fallback).
        wildcard: true,
        index: ['index.html'],
        // the build writes .br and .gz beside each text asset (apps/web/build/precompress.ts)
        preCompressed: true,
        setHeaders(res, path) {
          if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    } else {
      app.log.warn({ dist }, 'web app not built: run `npm run build` (the API still works)');
    }

    // Browsers ask for /favicon.ico on every page without a <link rel="icon"> (the provider's error pages).
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/favicon.svg', 301),
    );

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (wantsHtml && !url.startsWith('/api/') && !url.startsWith('/oidc/')) {
        if (hasWeb) {
          // the live match page, the overlay and the court display are the web app's light viewer entry
          // (apps/web/viewer.html, decision 013); their match data starts loading with the HTML
          const viewer = VIEWER_PAGE.exec(url.split('?')[0]!);
          const viewerFile = join(dist, 'viewer.html');
          if (viewer && existsSync(viewerFile)) {
            return reply
              .type('text/html')
              .header('cache-control', 'no-cache')
              .header('link', `</api/matches/${viewer[1]}>; rel=preload; as=fetch; crossorigin=anonymous`)
              .send(readFileSync(viewerFile));
          }
          return reply.type('text/html').header('cache-control', 'no-cache').send(readFileSync(indexFile));
        }
        return reply
          .status(503)
          .type('text/html')
          .send(
            '<!doctype html><title>Sportzone</title><p>The web app is not built yet. Run <code>npm run build</code>.</p>',
          );
      }
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        code: 'route_not_found',
        message: `Route ${request.method} ${url.split('?')[0]} not found`,
      });
    });
  },
  { name: 'web', dependencies: ['config'] },
);

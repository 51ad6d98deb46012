import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildBase, resolve, treeshake } from './build/common';
import { precompress } from './build/precompress';
import { pwaBuild } from './build/pwa';
import { viewerPages } from './build/viewer-pages';

const api = process.env.SPORTZONE_API ?? 'http://localhost:3000';

/**
 * The SPA (index.html). The live match page, the stream overlay and the court display are a second,
 * light build (vite.viewer.config.ts, decision 013) written into the same dist/; `npm run build` runs
 * both. Workspace packages export TypeScript under the `source` condition, so they are compiled
 * here with the app. In development /api and /oidc go to the server (run it with
 * PUBLIC_URL=http://localhost:5173 so the configured apiBase and issuer are this origin).
 */
export default defineConfig({
  plugins: [react(), viewerPages(), pwaBuild(), precompress()],
  resolve,
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, ws: true },
      '/oidc': { target: api },
    },
  },
  preview: { port: 4173 },
  build: {
    ...buildBase,
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake,
      output: {
        // Long-lived vendor chunks: a deploy that changes only our code keeps these cached, and
        // later pages (live scoreboards) add only their own code on top.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|nprogress|store)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|react-number-format|react-textarea-autosize|tabbable)[\\/]/,
              priority: 20,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|oidc-client-ts|jwt-decode|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});

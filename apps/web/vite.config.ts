import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

const api = process.env.SPORTZONE_API ?? 'http://localhost:3000';

/**
 * The SPA. Workspace packages export TypeScript under the `source` condition, so they are compiled
 * here with the app. In development /api and /oidc go to the server (run it with
 * PUBLIC_URL=http://localhost:5173 so the configured apiBase and issuer are this origin).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, ws: true },
      '/oidc': { target: api },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // maps are written for error reports but not referenced from the served files
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // contracts only declare schemas and constants: a page using SPORT_IDS must not pull in
      // typebox with every schema (their module top levels call Type.*, which looks like a side effect)
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // a feature's index.ts only re-exports: the header using one hook must not load the feature's forms
          { test: /src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
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

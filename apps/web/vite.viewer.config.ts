import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { budget } from './build/budget';
import { buildBase, resolve, treeshake } from './build/common';
import { precompress } from './build/precompress';

/**
 * The viewer pages (viewer.html: the live match page, the stream overlay, the court display; decision 013),
 * built on their own after the app (`npm run build`), into the same dist/. They share no chunk with the
 * app: Preact (for React) and one chunk of their own; nothing of the router, Mantine, the data cache or the
 * sign-in library, and a few lines in place of i18next. The build fails when their JavaScript passes its budget (build/budget.ts).
 */
export default defineConfig({
  plugins: [react(), budget(), precompress()],
  resolve: {
    ...resolve,
    // Preact's React compatibility layer in place of react-dom: the same components and hooks in a
    // fraction of the code a phone must download, parse and run before the first score (decision 013)
    alias: [
      ...Object.entries(resolve?.alias ?? {}).map(([find, replacement]) => ({ find, replacement })),
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      // the few i18next calls the viewer pages make, without the library (src/viewer/i18n)
      {
        find: /^i18next$/,
        replacement: fileURLToPath(new URL('./src/viewer/i18n/i18next.ts', import.meta.url)),
      },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('./src/viewer/i18n/react-i18next.ts', import.meta.url)),
      },
    ],
  },
  // the app's build has copied public/ already
  publicDir: false,
  build: {
    ...buildBase,
    emptyOutDir: false,
    rolldownOptions: {
      input: { viewer: fileURLToPath(new URL('./viewer.html', import.meta.url)) },
      treeshake,
      output: {
        // long-lived vendor chunks: a deploy that changes only our code keeps them cached
        codeSplitting: {
          groups: [{ name: 'viewer-preact', test: /node_modules[\\/]preact[\\/]/, priority: 20 }],
        },
      },
    },
  },
});

import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure pieces (no DOM here); the browser tests live in e2e/. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['source'],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});

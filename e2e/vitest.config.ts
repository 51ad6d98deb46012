import { defineConfig } from 'vitest/config';

/** Browser tests: real server processes, real sign-in, Debian Chromium. One file at a time (2 cores). */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';
import { FlakyReporter } from './helpers/flaky-reporter';

/**
 * Browser tests: real server processes, real sign-in, Debian Chromium. One file at a time (2 cores).
 * In CI a failed test is tried once more (a shared machine's load spikes), and one that passes only
 * then is listed as flaky at the end (decision 024); locally nothing is retried.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    // one migrated embedded database, copied for each server the tests start
    globalSetup: ['./helpers/pglite-template.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', new FlakyReporter()],
  },
});

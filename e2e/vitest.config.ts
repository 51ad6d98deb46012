import { defineConfig } from 'vitest/config';
import { FlakyReporter } from './helpers/flaky-reporter';

/**
 * Files that run one at a time, after the rest (decision 076): those that time live video against the
 * clock with ffmpeg encoders (no other browser may compete for the cores while they time a frame), and
 * `npm start`'s, which rebuilds the web app that the other files' servers serve.
 */
const ALONE = [
  'clock-video.e2e.ts',
  'livestream.e2e.ts',
  'video-in-step.e2e.ts',
  'youtube-embed.e2e.ts',
  'start.e2e.ts',
];

/**
 * Browser tests: real server processes, real sign-in, Debian Chromium. Each file starts its own server and
 * browser on free ports with a data folder of its own, so two files run at once (they wait on pages,
 * sockets and timers as much as they compute); the video files run alone afterwards.
 * In CI a failed test is tried once more (a shared machine's load spikes), and one that passes only
 * then is listed as flaky at the end (decision 024); locally nothing is retried.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    root: './e2e',
    // one migrated embedded database, copied for each server the tests start
    globalSetup: ['./helpers/pglite-template.ts'],
    // a whole tournament walked in one test takes two minutes while another file runs beside it
    testTimeout: 300_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
    // what a page shows after a request: Vitest's 1 s is a busy machine's ordinary answer time
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: ['default', new FlakyReporter()],
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'e2e', include: ['**/*.e2e.ts'], exclude: ALONE },
      },
      {
        extends: true,
        test: {
          name: 'e2e-alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

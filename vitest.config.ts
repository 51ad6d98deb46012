import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The server suite runs twice: on the embedded PGlite database and on PostgreSQL
 * (TEST_DATABASE_URL). scripts/test.mjs decides whether PostgreSQL is required (CI) or may be skipped.
 */
const withPostgres = process.env.TEST_POSTGRES !== '0';

const server = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    // `*.postgres.test.ts`: what only PostgreSQL has (a server to restart, several sessions at once)
    exclude: db === 'pglite' ? ['test/**/*.postgres.test.ts'] : [],
    globalSetup: ['./test/helpers/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // the files of a worker share the server's modules instead of importing them afresh (~8 s a file on
    // two busy cores); every file builds its own app on its own database, so no state is shared (decision 076)
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself; the API tests wait on databases, sockets and timers
    // as much as they compute, so on a 2-core machine two workers take 30-35 % less time (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'scoring',
          root: './packages/scoring',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'competition',
          root: './packages/competition',
          include: ['test/**/*.test.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      {
        // specs beside the server's domain modules: fake ports, no database, no HTTP
        resolve: { conditions: ['source'] },
        // the packages' `source` condition also for what runs outside the browser transform (scoring)
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'server-modules', root: './apps/server', include: ['src/**/*.spec.ts'] },
      },
      server('server-pglite', 'pglite'),
      ...(withPostgres ? [server('server-postgres', 'postgres')] : []),
    ],
  },
});

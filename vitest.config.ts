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
    globalSetup: ['./test/helpers/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
      server('server-pglite', 'pglite'),
      ...(withPostgres ? [server('server-postgres', 'postgres')] : []),
    ],
  },
});

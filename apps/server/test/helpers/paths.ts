import { resolve } from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../src/config';

/**
 * Per-run scratch folders under <repo>/.test-data (git-ignored), removed after the run. The process id
 * keeps two test runs on one machine from clobbering each other's template.
 */
export const newTestRoot = (db: string) => resolve(REPO_ROOT, '.test-data', `server-${db}-${process.pid}`);
export const templateDir = (root: string) => resolve(root, 'template');

declare module 'vitest' {
  export interface ProvidedContext {
    testRoot: string;
  }
}

/** This run's scratch root (inside a test file). */
export const testRoot = (_db?: string): string => inject('testRoot');

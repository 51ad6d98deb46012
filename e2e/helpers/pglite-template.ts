import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@sportzone/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated embedded database, copied into each new server's data folder */
    pgliteTemplate: string;
  }
}

/**
 * A fresh embedded database spends most of a server's start in PGlite's initdb (about 5 s on an idle
 * 2-core machine, 20 s on a busy one); a copy of one migrated once per run opens in about a second.
 * The server still migrates and seeds its demo data on start, as on a first run. start.e2e.ts starts
 * from an empty folder, as a person does.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'sz-e2e-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

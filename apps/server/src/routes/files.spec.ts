import { LIVE_PATH } from '@sportzone/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeFiles, urlOf } from './files';

const here = dirname(fileURLToPath(import.meta.url));
const files = routeFiles(here);
const serverDir = join(here, '../..');

describe('route files', () => {
  it('serve under their folder', () => {
    expect(urlOf('api/system.ts')).toBe('/api');
    expect(urlOf('api/matches/index.ts')).toBe('/api/matches');
    expect(urlOf('api/organization/members.ts')).toBe('/api/organization');
  });

  it('are every .ts file in a folder of routes/, each folder’s index.ts first, specs and helpers aside', () => {
    expect(files.every((file) => file.includes('/') && !file.endsWith('.spec.ts'))).toBe(true);
    expect(files).not.toContain('shared.ts');
    expect(files.filter((file) => urlOf(file) === '/metrics')).toEqual(['metrics/index.ts']);
    expect(files.indexOf('api/admin/index.ts')).toBeLessThan(files.indexOf('api/admin/outbox.ts'));
    expect(files.indexOf('api/system.ts')).toBe(0);
  });

  it('put the live WebSocket where clients dial it', () => {
    expect(files.filter((file) => urlOf(file) === LIVE_PATH)).toEqual(['api/live/index.ts']);
  });

  it('each have their API tests named in docs/ARCHITECTURE.md, and those tests exist', () => {
    const doc = readFileSync(join(serverDir, '../../docs/ARCHITECTURE.md'), 'utf8');
    const rows = new Map(
      [...doc.matchAll(/^\| `routes\/([^`]*)` \| (.*) \|$/gm)].map((row) => [
        row[1]!,
        [...row[2]!.matchAll(/`([^`]+)`/g)].map((name) => name[1]!),
      ]),
    );
    // a file directly in api/ has its own row; a folder one row for all its files
    const owners = new Set(
      files.map((file) => (posix.dirname(file) === 'api' ? file : `${posix.dirname(file)}/`)),
    );
    expect([...owners].filter((owner) => !rows.has(owner))).toEqual([]);
    const missing = [...rows.values()]
      .flat()
      .filter((test) => !existsSync(join(serverDir, 'test', `${test}.test.ts`)));
    expect(missing).toEqual([]);
  });
});

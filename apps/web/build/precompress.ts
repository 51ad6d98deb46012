import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * build.json is the deploy descriptor every open tab polls: it stays plain, so that a build.json
 * replaced on its own is what tabs read, never a stale .br beside it (preCompressed prefers that).
 */
const KEPT_PLAIN = /(^|[\\/])build\.json$/;

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed files
 * without compressing per request (@fastify/static `preCompressed`). Phones on slow links get the
 * app in a fraction of the bytes.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sportzone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || KEPT_PLAIN.test(file) || statSync(file).size < 1024) continue;
        // the second build (vite.viewer.config.ts) leaves what the first one compressed
        if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

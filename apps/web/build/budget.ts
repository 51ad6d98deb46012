import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The viewer pages' JavaScript budget (decision 013): the gzip size of every script the viewer
 * entry loads before its first score — the entry chunk and everything it imports statically (what
 * viewer.html loads and modulepreloads) — may not pass 150 kB. Over it, the build fails. The figure is
 * printed on every build; docs/performance.md measures the same files in the browser.
 */
export const VIEWER_BUDGET_BYTES = 150_000;

export interface BudgetLine {
  file: string;
  raw: number;
  gzip: number;
}

/** The entry chunk built from `entryHtml` and its static imports, each gzipped (level 9, like the build's .gz). */
export function entryScripts(bundle: OutputBundle, entryHtml: string): BudgetLine[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry && (c.facadeModuleId ?? '').endsWith(entryHtml));
  if (!entry) throw new Error(`budget: no entry chunk for ${entryHtml}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen]
    .map((file) => {
      const code = Buffer.from(byName.get(file)!.code);
      return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function budget(entryHtml = 'viewer.html', limit = VIEWER_BUDGET_BYTES): Plugin {
  return {
    name: 'sportzone-viewer-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const lines = entryScripts(bundle, entryHtml);
      const total = lines.reduce((n, l) => n + l.gzip, 0);
      const detail = lines.map(
        (l) => `  ${l.file.padEnd(44)} ${kB(l.raw).padStart(10)} ${kB(l.gzip).padStart(9)} gzip`,
      );
      const verdict = total <= limit ? 'within' : 'OVER';
      this.environment.logger.info(
        `\nviewer pages' JavaScript before the first score: ${kB(total)} gzip in ${lines.length} files ` +
          `(budget ${kB(limit)}: ${verdict})\n${detail.join('\n')}`,
      );
      if (total > limit)
        this.error(
          `The viewer pages' JavaScript is ${kB(total)} gzip, over the budget of ${kB(limit)} ` +
            `(apps/web/build/budget.ts, docs/performance.md).`,
        );
    },
  };
}

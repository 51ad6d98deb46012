import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The build's identity for SPEC §9's update poll (decision 020): every `vite build` gets an id, baked
 * into the app as `__SPZ_BUILD__` and written to `dist/build.json` (the latest-build descriptor the
 * open pages poll). A page whose id differs from the file's offers to reload; the service worker is
 * registered as /sw.js?build=<id>, so a new build installs a new worker.
 */
/** The pages a scorer must be able to open without a connection (the console queues what they enter). */
const OFFLINE_PAGES = /src[\\/]app[\\/]routes[\\/](score-console|guest-score|rally-score)\.tsx$/;

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/**
 * The build manifest's part for the service worker: the entry and the score console's pages with
 * everything they import statically (scripts and styles), so a scorer who opened the app once can start
 * the console offline even on a page they never opened.
 */
function offlineFiles(bundle: Bundle): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const item = bundle[name];
    if (!item || files.has(name)) return;
    files.add(name);
    if (item.type !== 'chunk') return;
    item.imports.forEach(visit);
    const css = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
    css?.forEach((file) => files.add(file));
  };
  for (const [name, item] of Object.entries(bundle))
    if (
      item.type === 'chunk' &&
      (item.isEntry || (item.facadeModuleId && OFFLINE_PAGES.test(item.facadeModuleId)))
    )
      visit(name);
  return [...files]
    .filter((f) => f.startsWith('assets/'))
    .map((f) => `/${f}`)
    .sort();
}

export function pwaBuild(): Plugin {
  const id = `${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  return {
    name: 'sportzone-pwa-build',
    config: (_config, env) => ({
      define: { __SPZ_BUILD__: JSON.stringify(env.command === 'build' ? id : 'dev') },
    }),
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ id, builtAt: new Date().toISOString(), offline: offlineFiles(bundle) })}\n`,
      });
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The build's identity for SPEC §9's update poll (decision 020): every `vite build` gets an id, baked
 * into the app as `__SPZ_BUILD__` and written to `dist/build.json` (the latest-build descriptor the
 * open pages poll). A page whose id differs from the file's offers to reload; the service worker is
 * registered as /sw.js?build=<id>, so a new build installs a new worker.
 */
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
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ id, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

import { fileURLToPath, URL } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

/** What both builds (the app, vite.config.ts; the viewer pages, vite.viewer.config.ts) resolve and compile alike. */
export const resolve: UserConfig['resolve'] = {
  alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  conditions: ['source', ...defaultClientConditions],
};

export const treeshake = {
  // contracts only declare schemas and constants: a page using SPORT_IDS must not pull in
  // typebox with every schema (their module top levels call Type.*, which looks like a side effect)
  moduleSideEffects: [
    { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
    // a feature's index.ts only re-exports: the header using one hook must not load the feature's forms
    { test: /src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
  ],
};

export const buildBase = {
  outDir: 'dist',
  target: 'es2022',
  // maps are written for error reports but not referenced from the served files
  sourcemap: 'hidden',
} as const;

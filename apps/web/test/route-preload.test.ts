import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRELOAD_CONCURRENCY, createRoutePreloader } from '../src/lib/route-preload';

/** Routes whose imports are recorded and settled by hand. */
function routesRecording() {
  const started: string[] = [];
  const settle = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const route = (path: string): RouteObject => ({
    path,
    handle: {
      preload: () =>
        new Promise<void>((resolve, reject) => {
          started.push(path);
          settle.set(path, { resolve, reject });
        }),
    },
  });
  const paths = ['live/:sport?', 'archive/:sport?', 'a', 'b', 'c', 'd', 'e'];
  return { routes: [{ path: '/', children: paths.map(route) }], started, settle };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('preloading pages ahead of a click', () => {
  it('fetches a page once, whatever number of links lead to it', async () => {
    const { routes, started } = routesRecording();
    const preloader = createRoutePreloader(routes);
    preloader.preload('/live');
    preloader.preload('/live/tennis');
    preloader.preload('/archive');
    await tick();
    expect(started).toEqual(['live/:sport?', 'archive/:sport?']);
  });

  it('runs about four at a time, and a hover jumps the queue', async () => {
    const { routes, started, settle } = routesRecording();
    const preloader = createRoutePreloader(routes);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/live']) preloader.preload(path);
    preloader.preload('/archive', true);
    expect(PRELOAD_CONCURRENCY).toBe(4);
    expect(preloader.running).toBe(4);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    settle.get('a')!.resolve();
    await tick();
    // the urgent one goes next, before /e and /live queued earlier
    expect(started[4]).toBe('archive/:sport?');
    expect(preloader.running).toBe(4);
  });

  it('forgets a failed preload quietly and goes on with the queue', async () => {
    const { routes, started, settle } = routesRecording();
    const preloader = createRoutePreloader(routes, 1);
    preloader.preload('/a');
    preloader.preload('/b');
    settle.get('a')!.reject(new Error('Failed to fetch dynamically imported module'));
    await tick();
    await tick();
    expect(started).toEqual(['a', 'b']);
  });

  it('ignores addresses with no page of their own', () => {
    const { routes, started } = routesRecording();
    createRoutePreloader(routes).preload('/nowhere/at/all');
    expect(started).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { createDemoMatches, createSimulator, type Simulator } from '../../modules/demo/simulator';

const TICK_MS = 1000;
const LEADER_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    simulator: Simulator;
  }
}

/** Demo matches on a first start, then the simulator playing them (modules/demo/simulator.ts). */
export default fp(
  async function simulator(app: FastifyInstance) {
    const deps = { database: app.database, matches: app.matches };
    let createdDemoMatches = false;
    if (app.config.demoData) {
      const started = Date.now();
      createdDemoMatches = await createDemoMatches(deps);
      if (createdDemoMatches) app.log.info({ ms: Date.now() - started }, 'demo matches created');
    }
    const instance = randomUUID();
    const LEADER_KEY = `sportzone:simulator:${app.live.namespace}`;
    /** With Redis, one instance leads: a key with a short lifetime, renewed while it plays. */
    async function isLeader(): Promise<boolean> {
      const redis = app.redis;
      if (!redis) return true;
      if ((await redis.publisher.set(LEADER_KEY, instance, 'PX', LEADER_MS, 'NX')) === 'OK') return true;
      if ((await redis.publisher.get(LEADER_KEY)) !== instance) return false;
      await redis.publisher.pexpire(LEADER_KEY, LEADER_MS);
      return true;
    }
    const played = createSimulator({ ...deps, isLeader, log: app.log });
    let timer: NodeJS.Timeout | null = null;
    if (app.config.demoData && app.config.simulator)
      app.addHook('onReady', async () => {
        timer = setInterval(() => void played.tick(), TICK_MS);
        timer.unref();
      });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await played.stop();
    });
    app.decorate('simulator', { createdDemoMatches, tick: played.tick } satisfies Simulator);
  },
  { name: 'simulator', dependencies: ['demo', 'matches', 'live-hub'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** null when REDIS_URL is not set: one process, in-process bus */
    redis: { publisher: Redis; subscriber: Redis } | null;
  }
}

export default fp(
  async function redis(app: FastifyInstance) {
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const connect = async () => {
      const client = new Redis(app.config.redisUrl!, {
        lazyConnect: true,
        maxRetriesPerRequest: 3,
        // Back within half a second of Redis's return (the default waits up to 2 s between tries).
        retryStrategy: (times) => Math.min(times * 50, 500),
      });
      client.on('error', (err) => app.log.warn({ err }, 'redis error'));
      await client.connect();
      return client;
    };
    const publisher = await connect();
    const subscriber = await connect();
    app.decorate('redis', { publisher, subscriber });
    app.addHook('onClose', async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    });
  },
  { name: 'redis', dependencies: ['config'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async function config(app: FastifyInstance, opts) {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);

import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '@sportzone/db';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { onAjvCreate } from './lib/formats';
import { childLoggerFactory, requestIdMixin, requestIdOf } from './lib/request-context';
import access from './plugins/app/access';
import apiKeys from './plugins/app/api-keys';
import auth from './plugins/app/auth';
import board from './plugins/app/board';
import calendar from './plugins/app/calendar/index';
import competitions from './plugins/app/competitions';
import errors from './plugins/app/errors';
import events from './plugins/app/events';
import exportsPlugin from './plugins/app/exports';
import gallery from './plugins/app/gallery';
import guestLinks from './plugins/app/guest-links';
import inputGuard from './plugins/app/input-guard';
import lifecycle from './plugins/app/lifecycle';
import mail from './plugins/app/mail';
import metrics from './plugins/app/metrics/index';
import organizations from './plugins/app/organizations/index';
import liveHub from './plugins/app/live-hub';
import matches from './plugins/app/matches';
import dashboards from './plugins/app/notifications/dashboard';
import notifications from './plugins/app/notifications/index';
import pictures from './plugins/app/pictures';
import demo from './plugins/app/demo';
import requestIds from './plugins/app/request-ids';
import simulator from './plugins/app/simulator';
import streaming from './plugins/app/streaming/index';
import tournaments from './plugins/app/tournaments/index';
import imports from './plugins/app/imports';
import userRequests from './plugins/app/user-requests';
import users from './plugins/app/users';
import web from './plugins/app/web';
import webhooks from './plugins/app/webhooks';
import config from './plugins/external/config';
import db from './plugins/external/db';
import databaseCopy from './plugins/external/database-copy';
import docs from './plugins/external/docs';
import http from './plugins/external/http';
import oidcIssuer from './plugins/external/oidc-issuer';
import redis from './plugins/external/redis';
import { registerRoutes } from './routes/load';

/** Secrets that travel in query strings (WebSocket tokens, guest and invitation links) never reach the logs. */
const SECRET_QUERY = /([?&](?:access_token|token|code|state)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

export interface BuildOptions {
  config: AppConfig;
  /** tests: an open database shared across apps (not closed with the app) */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** tests: where the structured log goes (the configured level, redaction and serializers apply) */
  logStream?: { write(line: string): void };
}

/** external plugins (things from outside) → app plugins (our behaviour) → routes, as fastify/demo does. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config: appConfig } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: appConfig.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      // every line written while a request is handled names it (lib/request-context.ts)
      mixin: requestIdMixin,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    ...(options.logger === undefined ? { childLoggerFactory } : {}),
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    trustProxy: appConfig.trustProxy,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', allErrors: true },
      onCreate: onAjvCreate,
    },
    routerOptions: { ignoreTrailingSlash: true },
    // opening the database runs its migrations: Fastify's default 10 s aborts the start of a server whose
    // migrations are long or whose machine is busy, where waiting is right (the port opens once ready)
    pluginTimeout: 120_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // first: every hook after it, of every route, runs in the request's context
  await app.register(requestIds);

  // external
  await app.register(config, { config: appConfig });
  // early: its timing hook then reaches every route (a hook misses the plugins registered before it)
  await app.register(metrics);
  await app.register(db, options.database ? { database: options.database } : {});
  await app.register(redis);
  await app.register(http);
  await app.register(docs);
  await app.register(formbody);
  await app.register(oidcIssuer);
  await app.register(databaseCopy);

  // app
  await app.register(errors);
  await app.register(lifecycle);
  await app.register(inputGuard);
  await app.register(auth);
  await app.register(access);
  await app.register(apiKeys);
  await app.register(users);
  await app.register(pictures);
  await app.register(userRequests);
  await app.register(mail);
  await app.register(organizations);
  await app.register(demo);
  await app.register(events);
  await app.register(competitions);
  await app.register(liveHub);
  await app.register(guestLinks);
  await app.register(matches);
  await app.register(tournaments);
  await app.register(imports);
  await app.register(calendar);
  await app.register(board);
  await app.register(exportsPlugin);
  await app.register(gallery);
  await app.register(notifications);
  await app.register(dashboards);
  await app.register(simulator);
  await app.register(streaming);
  await app.register(webhooks);
  await app.register(web);

  // routes: every file under routes/api, at its folder's URL (decision 038)
  await registerRoutes(app);

  return app;
}

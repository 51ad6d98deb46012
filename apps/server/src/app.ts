import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '@sportzone/db';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { onAjvCreate } from './lib/formats';
import access from './plugins/app/access';
import auth from './plugins/app/auth';
import calendar from './plugins/app/calendar/index';
import competitions from './plugins/app/competitions';
import errors from './plugins/app/errors';
import guestLinks from './plugins/app/guest-links';
import inputGuard from './plugins/app/input-guard';
import mail from './plugins/app/mail';
import organizations from './plugins/app/organizations/index';
import liveHub from './plugins/app/live-hub';
import matches from './plugins/app/matches';
import dashboards from './plugins/app/notifications/dashboard';
import notifications from './plugins/app/notifications/index';
import pictures from './plugins/app/pictures';
import seed from './plugins/app/seed';
import simulator from './plugins/app/simulator';
import streaming from './plugins/app/streaming/index';
import tournaments from './plugins/app/tournaments/index';
import userRequests from './plugins/app/user-requests';
import users from './plugins/app/users';
import web from './plugins/app/web';
import config from './plugins/external/config';
import db from './plugins/external/db';
import docs from './plugins/external/docs';
import http from './plugins/external/http';
import oidcIssuer from './plugins/external/oidc-issuer';
import redis from './plugins/external/redis';
import adminRoutes, { prefix as adminPrefix } from './routes/api/admin/index';
import applicationRoutes, { prefix as applicationPrefix } from './routes/api/application/index';
import calendarRoutes, { prefix as calendarPrefix } from './routes/api/calendar/index';
import userCalendarRoutes, { prefix as userCalendarPrefix } from './routes/api/calendar/user';
import followRoutes, { prefix as followPrefix } from './routes/api/follow/index';
import invitationRoutes, { prefix as invitationPrefix } from './routes/api/invitation/index';
import outboxRoutes, { prefix as outboxPrefix } from './routes/api/invitation/outbox';
import matchRoutes, { prefix as matchPrefix } from './routes/api/matches/index';
import notificationRoutes, { prefix as notificationPrefix } from './routes/api/notifications/index';
import organizationRoutes, { prefix as organizationPrefix } from './routes/api/organization/index';
import publicRoutes, { prefix as publicPrefix } from './routes/api/organization/public';
import organizerRoutes, { prefix as organizerPrefix } from './routes/api/organizer/index';
import playerRoutes, { prefix as playerPrefix } from './routes/api/player/index';
import seasonRoutes, { prefix as seasonPrefix } from './routes/api/season/index';
import systemRoutes, { prefix as systemPrefix } from './routes/api/system/index';
import teamRoutes, { prefix as teamPrefix } from './routes/api/team/index';
import tournamentRoutes, { prefix as tournamentPrefix } from './routes/api/tournament/index';
import organizationTournamentRoutes, {
  prefix as organizationTournamentPrefix,
} from './routes/api/tournament/organization';
import userRoutes, { prefix as userPrefix } from './routes/api/user/index';
import venueRoutes, { prefix as venuePrefix } from './routes/api/venue/index';
import { registerStreamingRoutes } from './routes/api/livestream/register';
import liveRoutes, { prefix as livePrefix } from './routes/live/index';

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
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: appConfig.trustProxy,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', allErrors: true },
      onCreate: onAjvCreate,
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // external
  await app.register(config, { config: appConfig });
  await app.register(db, options.database ? { database: options.database } : {});
  await app.register(redis);
  await app.register(http);
  await app.register(docs);
  await app.register(formbody);
  await app.register(oidcIssuer);

  // app
  await app.register(errors);
  await app.register(inputGuard);
  await app.register(auth);
  await app.register(access);
  await app.register(users);
  await app.register(pictures);
  await app.register(userRequests);
  await app.register(mail);
  await app.register(organizations);
  await app.register(seed);
  await app.register(competitions);
  await app.register(liveHub);
  await app.register(guestLinks);
  await app.register(matches);
  await app.register(tournaments);
  await app.register(calendar);
  await app.register(notifications);
  await app.register(dashboards);
  await app.register(simulator);
  await app.register(streaming);
  await app.register(web);

  // routes
  await app.register(systemRoutes, { prefix: systemPrefix });
  await app.register(userRoutes, { prefix: userPrefix });
  await app.register(adminRoutes, { prefix: adminPrefix });
  await app.register(organizerRoutes, { prefix: organizerPrefix });
  await app.register(organizationRoutes, { prefix: organizationPrefix });
  await app.register(playerRoutes, { prefix: playerPrefix });
  await app.register(teamRoutes, { prefix: teamPrefix });
  await app.register(venueRoutes, { prefix: venuePrefix });
  await app.register(seasonRoutes, { prefix: seasonPrefix });
  await app.register(invitationRoutes, { prefix: invitationPrefix });
  await app.register(applicationRoutes, { prefix: applicationPrefix });
  await app.register(followRoutes, { prefix: followPrefix });
  await app.register(publicRoutes, { prefix: publicPrefix });
  await app.register(outboxRoutes, { prefix: outboxPrefix });
  await app.register(matchRoutes, { prefix: matchPrefix });
  await app.register(tournamentRoutes, { prefix: tournamentPrefix });
  await app.register(organizationTournamentRoutes, { prefix: organizationTournamentPrefix });
  await app.register(calendarRoutes, { prefix: calendarPrefix });
  await app.register(userCalendarRoutes, { prefix: userCalendarPrefix });
  await app.register(notificationRoutes, { prefix: notificationPrefix });
  await registerStreamingRoutes(app);
  await app.register(liveRoutes, { prefix: livePrefix });

  return app;
}

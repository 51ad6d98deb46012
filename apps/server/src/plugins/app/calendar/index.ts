import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../modules/actor';
import fp from 'fastify-plugin';
import { createCalendarService, type CalendarService } from '../../../modules/calendar/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** a tournament's feeds take the request while the tournament service takes one */
    calendar: CalendarService<Actor>;
  }
}

/** Calendars: the calendar page, secret iCal feeds and open feeds (modules/calendar). */
export default fp(
  async function calendar(app: FastifyInstance) {
    app.decorate(
      'calendar',
      createCalendarService<Actor>({
        database: app.database,
        access: app.access,
        tournaments: app.tournaments,
        publicUrl: app.config.publicUrl,
        log: app.log,
      }),
    );
  },
  { name: 'calendar', dependencies: ['db', 'access', 'config', 'tournaments'] },
);

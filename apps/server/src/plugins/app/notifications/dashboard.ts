import type { Match, OrganizerDashboard, UserDashboard } from '@sportzone/contracts';
import {
  memberOrganizationIds,
  organizationDayMatchIds,
  organizationFigures,
  organizationsManagedBy,
  pageNotifications,
  pendingApplicationsOf,
  pendingRequestsOf,
  signupSummaries,
  unreadNotificationCount,
  userDashboardMatchIds,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dayIn, timeZoneOrNull } from '../../../lib/time-zones';

export interface DashboardsService {
  /** /user/dashboard in one call: next matches, followed live now, recent results, tournaments, notifications */
  user(request: FastifyRequest): Promise<UserDashboard>;
  /** /organizer/dashboard in one call, across every organization the caller owns or organizes */
  /** `timeZone`: the reader's IANA zone, whose today it is (UTC without one) */
  organizer(request: FastifyRequest, timeZone?: string): Promise<OrganizerDashboard>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboards: DashboardsService;
  }
}

export default fp(
  async function dashboards(app: FastifyInstance) {
    const db = () => app.database.db;

    /** The matches the caller may see (decision 012 through the match service), in the given order. */
    async function visibleMatches(request: FastifyRequest, ids: number[]): Promise<Match[]> {
      const out = await Promise.all(ids.map((id) => app.matches.get(request, id).catch(() => null)));
      return out.filter((m): m is Match => m !== null);
    }

    app.decorate('dashboards', {
      async user(request) {
        const me = await app.access.me(request);
        const ids = await userDashboardMatchIds(db(), me.id);
        const [nextMatches, liveNow, recentResults] = [
          await visibleMatches(request, ids.next),
          (await visibleMatches(request, ids.live)).slice(0, 8),
          await visibleMatches(request, ids.recent),
        ];
        const tournaments = await app.tournaments
          .mine(request, { page: 1, pageSize: 6 })
          .then((p) => p.items.filter((t) => t.status !== 'finished'))
          .catch(() => []);
        const { rows } = await pageNotifications(db(), me.id, { page: 1, pageSize: 5 });
        return {
          nextMatches,
          liveNow,
          recentResults,
          tournaments: tournaments.map((t) => ({
            id: t.id,
            name: t.name,
            sport: t.sport,
            status: t.status,
            startsOn: t.startsOn,
            organizationName: t.organizationName,
          })),
          notifications: rows.map(app.notifications.toDto),
          unread: await unreadNotificationCount(db(), me.id),
        };
      },

      async organizer(request, timeZone) {
        const { start, end } = dayIn(timeZoneOrNull('timeZone', timeZone));
        const me = await app.access.me(request);
        const orgIds = await organizationsManagedBy(db(), me.id);
        const matches = await visibleMatches(
          request,
          await organizationDayMatchIds(db(), orgIds, start, end),
        );
        const courts = new Map<string, OrganizerDashboard['today'][number]>();
        for (const m of matches) {
          const key = `${m.venue ?? ''}\u0000${m.court ?? ''}`;
          let group = courts.get(key);
          if (!group) {
            group = { court: m.court ?? null, venue: m.venue ?? null, matches: [] };
            courts.set(key, group);
          }
          group.matches.push(m);
        }
        const apps = await pendingApplicationsOf(db(), orgIds);
        return {
          today: [...courts.values()].sort(
            (a, b) =>
              (a.court === null ? 1 : 0) - (b.court === null ? 1 : 0) ||
              (a.court ?? '').localeCompare(b.court ?? '', undefined, { numeric: true }),
          ),
          signups: await signupSummaries(db(), orgIds),
          applications: apps.map((a) => ({
            id: a.id,
            organizationId: a.organizationId,
            organizationName: a.organizationName,
            name: `${a.firstName} ${a.lastName}`.trim(),
            appliedOn: a.appliedOn.toISOString(),
          })),
          organizations: await organizationFigures(
            db(),
            [...new Set([...(await memberOrganizationIds(db(), me.id)), ...orgIds])].slice(0, 500),
            orgIds,
          ),
          requests: (await pendingRequestsOf(db(), me.id)).map((r) => ({
            id: r.id,
            kind: r.kind,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    } satisfies DashboardsService);
  },
  { name: 'dashboards', dependencies: ['db', 'access', 'matches', 'tournaments', 'notifications'] },
);

import type { Match, OrganizerDashboard, PagedResult, Tournament, UserDashboard } from '@sportzone/contracts';
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
import { dayIn, timeZoneOrNull } from '../../lib/time-zones';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { notificationDto } from './make';

/**
 * `Caller` is who asks, as the match and tournament services take it: the request while they take one,
 * the actor once they take an `Actor`.
 */
export interface DashboardsService<Caller extends Actor = Actor> {
  /** /user/dashboard in one call: next matches, followed live now, recent results, tournaments, notifications */
  user(caller: Caller): Promise<UserDashboard>;
  /**
   * /organizer/dashboard in one call, across every organization the caller owns or organizes.
   * `timeZone`: the reader's IANA zone, whose today it is (UTC without one)
   */
  organizer(caller: Caller, timeZone?: string): Promise<OrganizerDashboard>;
}

export interface DashboardsDeps<Caller extends Actor> {
  database: AppDatabase;
  access: AccessService;
  matches: { get(caller: Caller, id: number): Promise<Match> };
  tournaments: {
    mine(caller: Caller, query: { page: number; pageSize: number }): Promise<PagedResult<Tournament>>;
  };
}

export function createDashboardsService<Caller extends Actor>({
  database,
  access,
  matches,
  tournaments,
}: DashboardsDeps<Caller>): DashboardsService<Caller> {
  const db = () => database.db;

  /** The matches the caller may see (decision 012 through the match service), in the given order. */
  async function visibleMatches(caller: Caller, ids: number[]): Promise<Match[]> {
    const out = await Promise.all(ids.map((id) => matches.get(caller, id).catch(() => null)));
    return out.filter((m): m is Match => m !== null);
  }

  return {
    async user(caller) {
      const me = await access.me(caller);
      const ids = await userDashboardMatchIds(db(), me.id);
      const [nextMatches, liveNow, recentResults] = [
        await visibleMatches(caller, ids.next),
        (await visibleMatches(caller, ids.live)).slice(0, 8),
        await visibleMatches(caller, ids.recent),
      ];
      const open = await tournaments
        .mine(caller, { page: 1, pageSize: 6 })
        .then((p) => p.items.filter((t) => t.status !== 'finished'))
        .catch(() => []);
      const { rows } = await pageNotifications(db(), me.id, { page: 1, pageSize: 5 });
      return {
        nextMatches,
        liveNow,
        recentResults,
        tournaments: open.map((t) => ({
          id: t.id,
          name: t.name,
          sport: t.sport,
          status: t.status,
          startsOn: t.startsOn,
          organizationName: t.organizationName,
        })),
        notifications: rows.map(notificationDto),
        unread: await unreadNotificationCount(db(), me.id),
      };
    },

    async organizer(caller, timeZone) {
      const { start, end } = dayIn(timeZoneOrNull('timeZone', timeZone));
      const me = await access.me(caller);
      const orgIds = await organizationsManagedBy(db(), me.id);
      const matches = await visibleMatches(caller, await organizationDayMatchIds(db(), orgIds, start, end));
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
  };
}

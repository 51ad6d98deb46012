import {
  CALENDAR_MAX_RANGE_DAYS,
  type CalendarFeed,
  type CalendarFeedCreated,
  type CalendarFeedInput,
  type CalendarItem,
} from '@sportzone/contracts';
import {
  calendarFeedTargets,
  calendarMatches,
  calendarTournaments,
  deleteCalendarFeed,
  findCalendarFeedByHash,
  findTournament,
  findUserById,
  listCalendarFeeds,
  managedOrganizationIds,
  memberOrganizationIds,
  pruneCancelledMatches,
  touchCalendarFeed,
  upsertCalendarFeed,
  type CalendarFeedRow,
  type CalendarMatchRow,
  type CalendarScope,
  type CalendarTournamentRow,
  type CalendarViewer,
  type UserWithRelations,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import { badRequest, notFound } from '../../../lib/http-errors';
import { serializeCalendar, type IcalEvent } from './ical';

/** How long a match lasts in a calendar when its tournament does not say (minutes). */
export const SPORT_MINUTES: Record<string, number> = {
  tennis: 120,
  badminton: 45,
  volleyball: 90,
  'table-tennis': 45,
  snooker: 120,
  bowling: 60,
};
const DEFAULT_MINUTES = 60;
const DAY_MS = 24 * 3600 * 1000;
/** what a feed holds: the last 90 days and the next year */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 366;
/** SEQUENCE counts seconds from here: it grows with every change and fits an int32 for decades */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

export const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface CalendarService {
  /** the signed-in person's matches and tournaments in [from, to) */
  items(request: FastifyRequest, from: Date, to: Date): Promise<CalendarItem[]>;
  feeds(request: FastifyRequest): Promise<CalendarFeed[]>;
  /** makes the feed, or gives it a new secret URL (the old one answers 404 from then on) */
  createFeed(request: FastifyRequest, input: CalendarFeedInput): Promise<CalendarFeedCreated>;
  deleteFeed(request: FastifyRequest, id: number): Promise<void>;
  /** the iCal text of a secret feed; 404 for an unknown or revoked token */
  feedByToken(token: string): Promise<string>;
  /** the open feed of an organization the caller can see: its public matches */
  organizationFeed(request: FastifyRequest, organizationId: number): Promise<string>;
  /** the open feed of a tournament the caller can see: its public matches */
  tournamentFeed(request: FastifyRequest, tournamentId: number): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    calendar: CalendarService;
  }
}

const minutesOf = (m: CalendarMatchRow) => m.durationInMinutes ?? SPORT_MINUTES[m.sport] ?? DEFAULT_MINUTES;
const endOf = (m: CalendarMatchRow) =>
  m.endedAt && m.endedAt > m.startsAt ? m.endedAt : new Date(m.startsAt.getTime() + minutesOf(m) * 60_000);
const locationOf = (m: { venue: string | null; court: string | null }) =>
  [m.venue, m.court].filter((s): s is string => Boolean(s && s.trim())).join(' · ') || null;
const titleOf = (m: CalendarMatchRow) => `${m.homeName} vs ${m.awayName}`;
const matchPath = (m: CalendarMatchRow) => `/${m.sport}/live/${m.id}`;
const tournamentPath = (t: { id: number }) => `/container/${t.id}/views`;
const nextDay = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** "Wed 25 Nov, 15:00 (Europe/Sofia)": a match's start as the clock at its venue shows it */
export const venueLocalTime = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)} (${timeZone})`;

/** the zone most of the feed's events are played in (the first such on a tie), for X-WR-TIMEZONE */
function commonZone(zones: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const z of zones) {
    if (!z) continue;
    const n = (counts.get(z) ?? 0) + 1;
    counts.set(z, n);
    if (!best || n > counts.get(best)!) best = z;
  }
  return best;
}

const sequenceOf = (d: Date) => Math.max(0, Math.floor((d.getTime() - SEQUENCE_EPOCH) / 1000));

export default fp(
  async function calendar(app: FastifyInstance) {
    const db = () => app.database.db;
    const host = new URL(app.config.publicUrl).host;
    const base = app.config.publicUrl.replace(/\/$/, '');

    async function viewerOf(user: UserWithRelations): Promise<CalendarViewer> {
      return {
        userId: user.id,
        isAdmin: user.roles.includes('Admin'),
        managedOrganizationIds: await managedOrganizationIds(db(), user.id),
        memberOrganizationIds: await memberOrganizationIds(db(), user.id),
      };
    }

    function matchEvent(m: CalendarMatchRow, now: Date): IcalEvent {
      const details = [
        m.timeZone ? `Local time at the venue: ${venueLocalTime(m.startsAt, m.timeZone)}` : null,
        [m.organizationName, m.tournamentName].filter(Boolean).join(' · '),
      ]
        .filter(Boolean)
        .join('\n');
      return {
        uid: `match-${m.id}@${host}`,
        stamp: now,
        sequence: sequenceOf(m.updatedAt),
        lastModified: m.updatedAt,
        summary: titleOf(m),
        description: details ? `${details}\n${base}${matchPath(m)}` : `${base}${matchPath(m)}`,
        location: locationOf(m),
        url: `${base}${matchPath(m)}`,
        status: m.cancelled ? 'CANCELLED' : 'CONFIRMED',
        categories: [m.sport],
        start: m.startsAt,
        end: endOf(m),
      };
    }

    function tournamentEvent(t: CalendarTournamentRow, now: Date): IcalEvent {
      return {
        uid: `tournament-${t.id}@${host}`,
        stamp: now,
        sequence: sequenceOf(t.updatedAt),
        lastModified: t.updatedAt,
        summary: t.name,
        description: `${t.organizationName}\n${base}${tournamentPath(t)}`,
        location: t.venue,
        url: `${base}${tournamentPath(t)}`,
        status: 'CONFIRMED',
        categories: [t.sport],
        startDay: t.startsOn,
        endDayExclusive: nextDay(t.endsOn ?? t.startsOn),
      };
    }

    async function render(scope: CalendarScope, name: string): Promise<string> {
      const now = new Date();
      const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
      const to = new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS);
      const [ms, ts] = [
        await calendarMatches(db(), scope, from, to),
        await calendarTournaments(db(), scope, from, to),
      ];
      return serializeCalendar({
        name,
        product: 'Calendar',
        timeZone: commonZone([...ms, ...ts].map((e) => e.timeZone)),
        events: [...ts.map((t) => tournamentEvent(t, now)), ...ms.map((m) => matchEvent(m, now))],
      });
    }

    async function feedDto(rows: CalendarFeedRow[], me: UserWithRelations): Promise<CalendarFeed[]> {
      const targets = await calendarFeedTargets(db(), rows);
      return rows.map((f) => ({
        id: f.id,
        kind: f.kind,
        organizationId: f.organizationId,
        tournamentId: f.tournamentId,
        name:
          f.kind === 'user'
            ? `${me.firstName} ${me.lastName}`.trim()
            : f.kind === 'organization'
              ? (targets.organizations.get(f.organizationId!) ?? '')
              : (targets.tournaments.get(f.tournamentId!)?.name ?? ''),
        createdAt: f.createdAt.toISOString(),
        lastUsedAt: f.lastUsedAt?.toISOString() ?? null,
      }));
    }

    /** 404 (as the tournament's own routes answer) unless the caller may see it; then its organization. */
    async function tournamentOrganization(request: FastifyRequest, tournamentId: number): Promise<number> {
      await app.tournaments.visible(request, tournamentId);
      const t = await findTournament(db(), tournamentId);
      if (!t) throw notFound('Tournament not found.');
      return t.organizationId;
    }

    // what the trigger of migration 0006 remembers of deleted matches is kept 60 days
    let lastPrune = 0;
    const prune = () => {
      if (Date.now() - lastPrune < DAY_MS) return;
      lastPrune = Date.now();
      pruneCancelledMatches(db()).catch((err: unknown) => app.log.warn({ err }, 'calendar prune failed'));
    };

    const service: CalendarService = {
      async items(request, from, to) {
        const me = await app.access.me(request);
        if (!(to > from) || to.getTime() - from.getTime() > CALENDAR_MAX_RANGE_DAYS * DAY_MS)
          throw badRequest(
            `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days, \u2018to\u2019 after \u2018from\u2019.`,
            { to: `at most ${CALENDAR_MAX_RANGE_DAYS} days after from` },
          );
        const scope: CalendarScope = { kind: 'user', viewer: await viewerOf(me) };
        const ms = await calendarMatches(db(), scope, from, to, 500);
        const ts = await calendarTournaments(db(), scope, from, to);
        const items: CalendarItem[] = [
          ...ts.map((t) => ({
            kind: 'tournament' as const,
            id: t.id,
            title: t.name,
            sport: t.sport,
            status: t.status,
            start: t.startsOn,
            end: t.endsOn ?? t.startsOn,
            allDay: true,
            location: t.venue,
            timeZone: t.timeZone,
            organizationName: t.organizationName,
            tournamentName: null,
            path: tournamentPath(t),
          })),
          ...ms.map((m) => ({
            kind: 'match' as const,
            id: m.id,
            title: titleOf(m),
            sport: m.sport,
            status: m.cancelled ? 'cancelled' : m.status,
            start: m.startsAt.toISOString(),
            end: endOf(m).toISOString(),
            allDay: false,
            location: locationOf(m),
            timeZone: m.timeZone,
            organizationName: m.organizationName,
            tournamentName: m.tournamentName,
            path: matchPath(m),
          })),
        ];
        return items.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
      },

      async feeds(request) {
        const me = await app.access.me(request);
        return feedDto(await listCalendarFeeds(db(), me.id), me);
      },

      async createFeed(request, input) {
        const me = await app.access.me(request);
        let organizationId: number | null = null;
        let tournamentId: number | null = null;
        if (input.kind === 'organization') {
          if (!input.organizationId)
            throw badRequest('Say which organization.', {
              organizationId: 'required for an organization feed',
            });
          await app.access.manageOrganization(request, input.organizationId);
          organizationId = input.organizationId;
        } else if (input.kind === 'tournament') {
          if (!input.tournamentId)
            throw badRequest('Say which tournament.', { tournamentId: 'required for a tournament feed' });
          await app.access.manageOrganization(
            request,
            await tournamentOrganization(request, input.tournamentId),
          );
          tournamentId = input.tournamentId;
        }
        const token = randomBytes(32).toString('base64url');
        const row = await upsertCalendarFeed(db(), {
          userId: me.id,
          kind: input.kind,
          organizationId,
          tournamentId,
          tokenHash: hashFeedToken(token),
        });
        const [feed] = await feedDto([row], me);
        const url = `${base}/api/calendar/${token}.ics`;
        return { feed: feed!, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
      },

      async deleteFeed(request, id) {
        const me = await app.access.me(request);
        // someone else's feed does not exist for you
        if (!(await deleteCalendarFeed(db(), me.id, id))) throw notFound('Feed not found.');
      },

      async feedByToken(token) {
        prune();
        const feed = await findCalendarFeedByHash(db(), hashFeedToken(token));
        if (!feed) throw notFound('Feed not found.');
        const user = await findUserById(db(), feed.userId);
        if (!user) throw notFound('Feed not found.');
        const viewer = await viewerOf(user);
        // an organizer's feed lives as long as they organize: a former organizer's URL answers 404
        const orgOfFeed =
          feed.kind === 'organization'
            ? feed.organizationId
            : feed.kind === 'tournament'
              ? ((await findTournament(db(), feed.tournamentId!))?.organizationId ?? null)
              : null;
        if (
          feed.kind !== 'user' &&
          (orgOfFeed === null || !(viewer.isAdmin || viewer.managedOrganizationIds.includes(orgOfFeed)))
        )
          throw notFound('Feed not found.');
        await touchCalendarFeed(db(), feed.id);
        const [dto] = await feedDto([feed], user);
        const scope: CalendarScope =
          feed.kind === 'user'
            ? { kind: 'user', viewer }
            : feed.kind === 'organization'
              ? { kind: 'organization', organizationId: feed.organizationId!, listedOnly: false }
              : { kind: 'tournament', tournamentId: feed.tournamentId!, listedOnly: false };
        return render(scope, `${dto!.name} \u2014 Sportzone`);
      },

      async organizationFeed(request, organizationId) {
        const access = await app.access.organization(request, organizationId);
        return render(
          { kind: 'organization', organizationId, listedOnly: true },
          `${access.organization.name} \u2014 Sportzone`,
        );
      },

      async tournamentFeed(request, tournamentId) {
        await tournamentOrganization(request, tournamentId);
        const t = await findTournament(db(), tournamentId);
        if (!t) throw notFound('Tournament not found.');
        // a private tournament has no open feed (its organizers make a secret one)
        if (t.privacy === 'private') throw notFound('Tournament not found.');
        return render({ kind: 'tournament', tournamentId, listedOnly: true }, `${t.name} \u2014 Sportzone`);
      },
    };

    app.decorate('calendar', service);
  },
  { name: 'calendar', dependencies: ['db', 'access', 'config', 'tournaments'] },
);

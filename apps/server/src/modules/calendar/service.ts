import {
  CALENDAR_MAX_RANGE_DAYS,
  type CalendarFeed,
  type CalendarFeedCreated,
  type CalendarFeedInput,
  type CalendarItem,
} from '@sportzone/contracts';
import { calendarMatches, calendarTournaments, type CalendarScope } from '@sportzone/db';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { DAY_MS, calendarItems } from './events';
import { createFeedTexts } from './feed-texts';
import { createCalendarFeeds, viewerOf } from './feeds';

export { hashFeedToken } from './feeds';

/**
 * The calendar page, secret feeds and open feeds. `Caller` is who asks where the tournament service
 * is asked too (a tournament's feeds): the HTTP call while it takes that, the actor once it takes an `Actor`.
 */
export interface CalendarService<Caller extends Actor = Actor> {
  /** the signed-in person's matches and tournaments in [from, to) */
  items(actor: Actor, from: Date, to: Date): Promise<CalendarItem[]>;
  feeds(actor: Actor): Promise<CalendarFeed[]>;
  /** makes the feed, or gives it a new secret URL (the old one answers 404 from then on) */
  createFeed(caller: Caller, input: CalendarFeedInput): Promise<CalendarFeedCreated>;
  deleteFeed(actor: Actor, id: number): Promise<void>;
  /** the iCal text of a secret feed; 404 for an unknown or revoked token */
  feedByToken(token: string): Promise<string>;
  /** the open feed of an organization the caller can see: its public matches */
  organizationFeed(actor: Actor, organizationId: number): Promise<string>;
  /** the open feed of a tournament the caller can see: its public matches */
  tournamentFeed(caller: Caller, tournamentId: number): Promise<string>;
}

export interface CalendarDeps<Caller extends Actor> {
  database: AppDatabase;
  access: AccessService;
  /** 404 (as the tournament's own routes answer) unless the caller may see the tournament */
  tournaments: { visible(caller: Caller, tournamentId: number): Promise<void> };
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The calendar page here; the feeds in `feeds.ts` (making them) and `feed-texts.ts` (their iCal text). */
export function createCalendarService<Caller extends Actor>(
  deps: CalendarDeps<Caller>,
): CalendarService<Caller> {
  const { database, access } = deps;
  const db = () => database.db;
  return {
    async items(actor, from, to) {
      const me = await access.me(actor);
      if (!(to > from) || to.getTime() - from.getTime() > CALENDAR_MAX_RANGE_DAYS * DAY_MS)
        throw badRequest(
          `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days, \u2018to\u2019 after \u2018from\u2019.`,
          { to: `at most ${CALENDAR_MAX_RANGE_DAYS} days after from` },
        );
      const scope: CalendarScope = { kind: 'user', viewer: await viewerOf(db(), me) };
      const ms = await calendarMatches(db(), scope, from, to, 500);
      const ts = await calendarTournaments(db(), scope, from, to);
      return calendarItems(ts, ms);
    },
    ...createCalendarFeeds(deps),
    ...createFeedTexts(deps),
  };
}

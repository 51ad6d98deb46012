import {
  calendarMatches,
  calendarTournaments,
  findCalendarFeedByHash,
  findTournament,
  findUserById,
  pruneCancelledMatches,
  touchCalendarFeed,
  type CalendarScope,
} from '@sportzone/db';
import { notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import { DAY_MS, commonZone, createEventMaker } from './events';
import { feedDto, hashFeedToken, tournamentOrganization, viewerOf } from './feeds';
import { serializeCalendar } from './ical';
import type { CalendarDeps, CalendarService } from './service';

/** what a feed holds: the last 90 days and the next year */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 366;

/**
 * The iCal text of a feed: a secret one by its token (for as long as its owner may have it), an
 * organization's or a tournament's open one (its public matches) for whoever may see them.
 */
export function createFeedTexts<Caller extends Actor>(
  deps: CalendarDeps<Caller>,
): Pick<CalendarService<Caller>, 'feedByToken' | 'organizationFeed' | 'tournamentFeed'> {
  const { database, access, publicUrl, log } = deps;
  const db = () => database.db;
  const { matchEvent, tournamentEvent } = createEventMaker(publicUrl);

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

  // what the trigger of migration 0006 remembers of deleted matches is kept 60 days
  let lastPrune = 0;
  const prune = () => {
    if (Date.now() - lastPrune < DAY_MS) return;
    lastPrune = Date.now();
    pruneCancelledMatches(db()).catch((err: unknown) => log.warn({ err }, 'calendar prune failed'));
  };

  return {
    async feedByToken(token) {
      prune();
      const feed = await findCalendarFeedByHash(db(), hashFeedToken(token));
      if (!feed) throw notFound('Feed not found.');
      const user = await findUserById(db(), feed.userId);
      if (!user) throw notFound('Feed not found.');
      const viewer = await viewerOf(db(), user);
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
      const [dto] = await feedDto(db(), [feed], user);
      const scope: CalendarScope =
        feed.kind === 'user'
          ? { kind: 'user', viewer }
          : feed.kind === 'organization'
            ? { kind: 'organization', organizationId: feed.organizationId!, listedOnly: false }
            : { kind: 'tournament', tournamentId: feed.tournamentId!, listedOnly: false };
      return render(scope, `${dto!.name} \u2014 Sportzone`);
    },

    async organizationFeed(actor, organizationId) {
      const { organization } = await access.organization(actor, organizationId);
      return render(
        { kind: 'organization', organizationId, listedOnly: true },
        `${organization.name} \u2014 Sportzone`,
      );
    },

    async tournamentFeed(caller, tournamentId) {
      await tournamentOrganization(deps, caller, tournamentId);
      const t = await findTournament(db(), tournamentId);
      if (!t) throw notFound('Tournament not found.');
      // a private tournament has no open feed (its organizers make a secret one)
      if (t.privacy === 'private') throw notFound('Tournament not found.');
      return render({ kind: 'tournament', tournamentId, listedOnly: true }, `${t.name} \u2014 Sportzone`);
    },
  };
}

import type { CalendarFeed } from '@sportzone/contracts';
import {
  calendarFeedTargets,
  deleteCalendarFeed,
  findTournament,
  listCalendarFeeds,
  managedOrganizationIds,
  memberOrganizationIds,
  upsertCalendarFeed,
  type CalendarFeedRow,
  type CalendarViewer,
  type DbOrTx,
  type UserWithRelations,
} from '@sportzone/db';
import { createHash, randomBytes } from 'node:crypto';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { CalendarDeps, CalendarService } from './service';

/** Only the token's hash is stored: the secret URL is shown once, when the feed is made. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whose calendar it is: the person, and the organizations they manage or belong to. */
export async function viewerOf(db: DbOrTx, user: UserWithRelations): Promise<CalendarViewer> {
  return {
    userId: user.id,
    isAdmin: user.roles.includes('Admin'),
    managedOrganizationIds: await managedOrganizationIds(db, user.id),
    memberOrganizationIds: await memberOrganizationIds(db, user.id),
  };
}

export async function feedDto(
  db: DbOrTx,
  rows: CalendarFeedRow[],
  me: UserWithRelations,
): Promise<CalendarFeed[]> {
  const targets = await calendarFeedTargets(db, rows);
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
export async function tournamentOrganization<Caller extends Actor>(
  deps: Pick<CalendarDeps<Caller>, 'database' | 'tournaments'>,
  caller: Caller,
  tournamentId: number,
): Promise<number> {
  await deps.tournaments.visible(caller, tournamentId);
  const t = await findTournament(deps.database.db, tournamentId);
  if (!t) throw notFound('Tournament not found.');
  return t.organizationId;
}

/**
 * A person's secret feeds (their own calendar, an organization's, a tournament's): list, make (or
 * give a new URL), revoke. What a feed's URL answers is `feed-texts.ts`.
 */
export function createCalendarFeeds<Caller extends Actor>(
  deps: CalendarDeps<Caller>,
): Pick<CalendarService<Caller>, 'feeds' | 'createFeed' | 'deleteFeed'> {
  const { database, access, publicUrl } = deps;
  const db = () => database.db;
  const base = publicUrl.replace(/\/$/, '');
  return {
    async feeds(actor) {
      const me = await access.me(actor);
      return feedDto(db(), await listCalendarFeeds(db(), me.id), me);
    },

    async createFeed(caller, input) {
      const me = await access.me(caller);
      let organizationId: number | null = null;
      let tournamentId: number | null = null;
      if (input.kind === 'organization') {
        if (!input.organizationId)
          throw badRequest('Say which organization.', {
            organizationId: 'required for an organization feed',
          });
        await access.manageOrganization(caller, input.organizationId);
        organizationId = input.organizationId;
      } else if (input.kind === 'tournament') {
        if (!input.tournamentId)
          throw badRequest('Say which tournament.', { tournamentId: 'required for a tournament feed' });
        await access.manageOrganization(
          caller,
          await tournamentOrganization(deps, caller, input.tournamentId),
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
      const [feed] = await feedDto(db(), [row], me);
      const url = `${base}/api/calendar/${token}.ics`;
      return { feed: feed!, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
    },

    async deleteFeed(actor, id) {
      const me = await access.me(actor);
      // someone else's feed does not exist for you
      if (!(await deleteCalendarFeed(db(), me.id, id))) throw notFound('Feed not found.');
    },
  };
}

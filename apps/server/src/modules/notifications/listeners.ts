import {
  entryUserIds,
  findMatchHead,
  findTournament,
  followerIds,
  managedOrganizationIds,
  matchScorerIds,
  memberOrganizationIds,
  organizationAncestry,
  rolesOf,
  tournamentMatchOf,
  userIdsOfSides,
  type DbOrTx,
  type MatchHeadRow,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import { resultFromWinner, type Notify } from './make';

/** A tournament's draw, schedule or sides changed for these matches (the tournament service says so). */
export interface TournamentChangeNotice {
  tournamentId: number;
  reason: 'draw' | 'schedule' | 'sides';
  matchIds: number[];
}

/** What notifications hear of matches and tournaments, to tell the people concerned. */
export interface NotificationListeners {
  matchStatusChanged(matchId: number, status: string): Promise<void>;
  tournamentChanged(change: TournamentChangeNotice): Promise<void>;
  matchRescheduled(matchId: number): Promise<void>;
}

export interface NotificationListenersDeps {
  database: AppDatabase;
  notify: Notify;
}

const matchLink = (head: MatchHeadRow) => `/${head.sport}/live/${head.id}`;
const known = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);

// ─── who may hear of a match (decision 012) ─────────────────────────

/** Those of `userIds` who may see the match: everyone unless it (or its organization) is private. */
export async function mayHear(db: DbOrTx, head: MatchHeadRow, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const ancestry = head.organizationId ? await organizationAncestry(db, head.organizationId) : [];
  const orgPrivate = ancestry.some((o) => o.privacy === 'private');
  if (head.privacy !== 'private' && !orgPrivate) return userIds;
  const scorers = new Set(await matchScorerIds(db, head.id));
  const out: number[] = [];
  for (const userId of userIds) {
    if (head.ownerId === userId || scorers.has(userId)) out.push(userId);
    else if ((await rolesOf(db, userId)).includes('Admin')) out.push(userId);
    else if (head.organizationId && (await managedOrganizationIds(db, userId)).includes(head.organizationId))
      out.push(userId);
    else if (
      head.privacy !== 'private' &&
      head.organizationId &&
      (await memberOrganizationIds(db, userId)).includes(head.organizationId)
    )
      out.push(userId);
  }
  return out;
}

async function followersOfMatch(db: DbOrTx, head: MatchHeadRow): Promise<number[]> {
  const ancestry = head.organizationId ? await organizationAncestry(db, head.organizationId) : [];
  return followerIds(db, {
    playerIds: known([head.homePlayerId, head.awayPlayerId]),
    teamIds: known([head.homeTeamId, head.awayTeamId, head.homeFormationId, head.awayFormationId]),
    organizationIds: ancestry.map((o) => o.id),
  });
}

export function createNotificationListeners({
  database,
  notify,
}: NotificationListenersDeps): NotificationListeners {
  const db = () => database.db;

  /** A match started or finished: its followers who may see it hear of it (once). */
  async function matchStatus(head: MatchHeadRow, status: 'active' | 'finished') {
    const users = await mayHear(db(), head, await followersOfMatch(db(), head));
    const base = { home: head.homeName, away: head.awayName, sport: head.sport };
    if (status === 'active')
      await notify(users, {
        kind: 'match_started',
        params: base,
        link: matchLink(head),
        dedupeKey: `match_started:${head.id}`,
      });
    else {
      const r = resultFromWinner(head);
      await notify(users, {
        kind: 'match_finished',
        params: { ...base, winner: r.winner, loser: r.loser, score: r.score, outcome: r.outcome },
        link: matchLink(head),
        dedupeKey: `match_finished:${head.id}`,
      });
    }
  }

  /**
   * A match of a draw with both sides, a time and a court: its players are called. Once per time and
   * court: the draw's schedule and a single match moved by hand (`PATCH /api/matches/{id}`) call
   * again only when either changed.
   */
  async function callPlayers(head: MatchHeadRow, tournament: string) {
    if (!head.scheduledAt || !head.court || (head.status !== 'upcoming' && head.status !== 'queued')) return;
    const playerIds = known([head.homePlayerId, head.awayPlayerId]);
    const teamIds = known([head.homeTeamId, head.awayTeamId, head.homeFormationId, head.awayFormationId]);
    const homeKnown = head.homePlayerId ?? head.homeTeamId ?? head.homeFormationId;
    const awayKnown = head.awayPlayerId ?? head.awayTeamId ?? head.awayFormationId;
    if (homeKnown === null || awayKnown === null) return;
    const users = await mayHear(db(), head, await userIdsOfSides(db(), playerIds, teamIds));
    await notify(users, {
      kind: 'match_called',
      params: {
        home: head.homeName,
        away: head.awayName,
        court: head.court,
        at: head.scheduledAt.toISOString(),
        tournament,
      },
      link: matchLink(head),
      dedupeKey: `match_called:${head.id}:${head.scheduledAt.toISOString()}:${head.court}`,
    });
  }

  return {
    async matchStatusChanged(matchId, status) {
      if (status !== 'active' && status !== 'finished') return;
      const head = await findMatchHead(db(), matchId);
      if (head) await matchStatus(head, status);
    },

    async tournamentChanged(change) {
      const t = await findTournament(db(), change.tournamentId);
      if (!t) return;
      const heads = (await Promise.all(change.matchIds.map((id) => findMatchHead(db(), id)))).filter(
        (h): h is MatchHeadRow => h !== null,
      );
      if (change.reason === 'draw' && heads[0]) {
        const ancestry = await organizationAncestry(db(), t.organizationId);
        const users = [
          ...(await entryUserIds(db(), t.id)),
          ...(await followerIds(db(), {
            playerIds: [],
            teamIds: [],
            organizationIds: ancestry.map((o) => o.id),
          })),
        ];
        await notify(await mayHear(db(), heads[0], users), {
          kind: 'draw_published',
          params: { tournament: t.name, matches: heads.length },
          link: `/container/${t.id}/views`,
          dedupeKey: `draw_published:${t.id}:${Math.min(...heads.map((h) => h.id))}`,
        });
      }
      // a result entered by hand finishes a match without a score event: its followers hear of it here
      // (a match finished by scoring was told already; the dedupe key keeps it to once)
      if (change.reason === 'sides')
        for (const head of heads) if (head.status === 'finished') await matchStatus(head, 'finished');
      for (const head of heads) await callPlayers(head, t.name);
    },

    async matchRescheduled(matchId) {
      const head = await findMatchHead(db(), matchId);
      // matches of a draw only: a friendly match moved is not "called"
      const inDraw = head ? await tournamentMatchOf(db(), head.id) : null;
      const t = inDraw ? await findTournament(db(), inDraw.tournamentId) : null;
      if (head && t) await callPlayers(head, t.name);
    },
  };
}

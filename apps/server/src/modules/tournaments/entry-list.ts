import type { EntryList, SignUpOption } from '@sportzone/contracts';
import {
  entriesOf,
  findPlayers,
  findTournament,
  playerIdsOfTeams,
  playersOfUser,
  teamsOfPlayer,
  updateEntry,
  type DbOrTx,
  type TournamentEntryRow,
  type TournamentRow,
} from '@sportzone/db';
import type { Actor } from '../actor';
import type { TournamentContext } from './access';
import type { Shared } from './deps';
import { entryDto } from './dto';

/**
 * The entries that are the caller's own: signed up by them, or of their player (or a formation or
 * team their player is in). They may withdraw and check in these.
 */
export async function ownEntryIds(
  db: DbOrTx,
  userId: number | null,
  rows: TournamentEntryRow[],
): Promise<Set<number>> {
  const own = await linkedEntryIds(db, userId, rows);
  for (const e of rows) if (userId !== null && e.signedUpBy === userId) own.add(e.id);
  return own;
}

/**
 * The entries the caller plays in: of their own player, or a formation or team their player is in. Only
 * these are "your entry" (an organizer who signed others up does not play in their entries).
 */
export async function linkedEntryIds(
  db: DbOrTx,
  userId: number | null,
  rows: TournamentEntryRow[],
): Promise<Set<number>> {
  const own = new Set<number>();
  if (userId === null) return own;
  const teams = await playerIdsOfTeams(
    db,
    rows.filter((e) => e.teamId !== null).map((e) => e.teamId!),
  );
  const playerIds = [
    ...new Set(rows.flatMap((e) => (e.playerId ? [e.playerId] : (teams.get(e.teamId ?? 0) ?? [])))),
  ];
  const mine = new Set(
    (await findPlayers(db, playerIds)).filter((p) => p.userId === userId).map((p) => p.id),
  );
  for (const e of rows) {
    const people = e.playerId ? [e.playerId] : (teams.get(e.teamId ?? 0) ?? []);
    if (people.some((p) => mine.has(p))) own.add(e.id);
  }
  return own;
}

/**
 * What a person may sign up themself with now: their player, or formations / teams they play in; with
 * neither id, themself as a new player (where anyone signed in may sign up).
 */
async function signUpOptions(
  db: DbOrTx,
  t: TournamentRow,
  user: { id: number; firstName: string; lastName: string },
  active: TournamentEntryRow[],
): Promise<SignUpOption[]> {
  if (t.status !== 'open' || !t.selfSignup) return [];
  const players = await playersOfUser(db, t.organizationId, user.id);
  const taken = new Set(active.map((e) => (e.playerId ? `p${e.playerId}` : `t${e.teamId}`)));
  const options: SignUpOption[] = [];
  if (t.entryKind === 'player') {
    for (const p of players)
      options.push({ playerId: p.id, teamId: null, name: [p.firstName, p.lastName].join(' ') });
    // anyone signed in signs up as themself; their player is made on sign-up (decision 055)
    if (players.length === 0 && t.signupPolicy === 'anyone')
      options.push({ playerId: null, teamId: null, name: [user.firstName, user.lastName].join(' ') });
  } else {
    for (const p of players)
      for (const team of await teamsOfPlayer(db, p.id))
        if ((team.kind === 'formation') === (t.entryKind === 'formation'))
          options.push({ playerId: null, teamId: team.id, name: team.name });
  }
  const seen = new Set<string>();
  return options.filter((o) => {
    const key = o.playerId ? `p${o.playerId}` : `t${o.teamId}`;
    if (taken.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The sign-ups as the caller sees them: what they may withdraw, which are theirs, what they may sign up. */
export async function entryList(shared: Shared, actor: Actor, ctx: TournamentContext): Promise<EntryList> {
  const db = shared.db();
  const me = await shared.access.meOrNull(actor);
  const rows = await entriesOf(db, ctx.tournament.id);
  const open = ctx.tournament.status !== 'finished';
  const active = rows.filter((e) => e.status !== 'withdrawn');
  const own = await ownEntryIds(db, me?.id ?? null, active);
  const linked = await linkedEntryIds(db, me?.id ?? null, active);
  const may = (e: TournamentEntryRow) =>
    open && e.status !== 'withdrawn' && (ctx.access.canManage || own.has(e.id));
  const waiting = rows.filter((e) => e.status === 'waiting');
  return {
    registered: rows.filter((e) => e.status === 'registered').map((e) => entryDto(e, null, may(e))),
    waiting: waiting.map((e, i) => entryDto(e, i + 1, may(e))),
    withdrawn: rows.filter((e) => e.status === 'withdrawn').map((e) => entryDto(e, null, false)),
    mine: [...linked],
    signUpOptions: me ? await signUpOptions(db, ctx.tournament, me, active) : [],
  };
}

/**
 * Who moves up from the waiting list when spots are freed or added: first come first, until the spots
 * are full (no cap: everybody). Pure, for the rule to be read and tested on its own.
 */
export function movingUp(
  entries: readonly Pick<TournamentEntryRow, 'id' | 'status' | 'signedUpAt'>[],
  spots: number | null,
): number[] {
  let registered = entries.filter((e) => e.status === 'registered').length;
  const waiting = entries
    .filter((e) => e.status === 'waiting')
    .sort((a, b) => a.signedUpAt.getTime() - b.signedUpAt.getTime() || a.id - b.id);
  const up: number[] = [];
  for (const e of waiting) {
    if (spots !== null && registered >= spots) break;
    up.push(e.id);
    registered++;
  }
  return up;
}

/** Spots freed or added: the waiting list moves up, first come first. */
export async function fillSpots(tx: DbOrTx, t: TournamentRow) {
  const fresh = (await findTournament(tx, t.id))!;
  const entries = await entriesOf(tx, t.id, ['registered', 'waiting']);
  for (const id of movingUp(entries, fresh.spots)) await updateEntry(tx, id, { status: 'registered' });
}

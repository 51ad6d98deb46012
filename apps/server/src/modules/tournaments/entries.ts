/** Sign-ups, the waiting list, check-in and seeds. */
import type { Entry, EntryInput, EntryList, SeedsInput } from '@sportzone/contracts';
import {
  activeEntryFor,
  ensurePlayerOfUser,
  entriesOf,
  findEntry,
  findPlayer,
  findPlayers,
  findTeam,
  insertEntry,
  lockTournament,
  playerIdsOfTeams,
  playersOfUser,
  stagesOf,
  updateEntry,
  type DbOrTx,
  type Tx,
  type TournamentEntryRow,
  type TournamentRow,
} from '@sportzone/db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { TournamentContext } from './access';
import type { Shared } from './deps';
import { entryDto } from './dto';
import { entryList, fillSpots, ownEntryIds } from './entry-list';
import { computeRanking } from './rankings';

export interface EntriesService {
  entries(actor: Actor, id: number): Promise<EntryList>;
  signUp(actor: Actor, id: number, input: EntryInput): Promise<Entry>;
  withdraw(actor: Actor, id: number, entryId: number): Promise<EntryList>;
  checkIn(actor: Actor, id: number, entryId: number, checkedIn: boolean): Promise<Entry>;
  seed(actor: Actor, id: number, input: SeedsInput): Promise<EntryList>;
  /**
   * Players signed up at once by the organizers (an import), all or none, in one transaction and by the
   * rules of `signUp` (started: 409; drawn: 409; the cap: 409 registrations_full for the whole batch;
   * beyond the spots: waiting). `prepare` runs first in that transaction (an import creates the players
   * it lacks there) and names the players in order; one already signed up is left as it is (`already`).
   */
}

/**
 * A new entry's place: registered while there are spots, else on the waiting list; refused when the
 * registrations (registered and waiting) reach their cap.
 */
export function signUpStatus(
  current: readonly Pick<TournamentEntryRow, 'status'>[],
  caps: Pick<TournamentRow, 'maxRegistrations' | 'spots'>,
): 'registered' | 'waiting' {
  if (caps.maxRegistrations !== null && current.length >= caps.maxRegistrations)
    throw conflict('The tournament is full.', 'registrations_full');
  const registered = current.filter((e) => e.status === 'registered').length;
  return caps.spots !== null && registered >= caps.spots ? 'waiting' : 'registered';
}

/** Seeds given by hand: only registered entries, no seed twice. */
export function handSeeds(
  seeds: NonNullable<SeedsInput['seeds']>,
  registered: ReadonlySet<number>,
): Map<number, number | null> {
  const out = new Map<number, number | null>();
  const used = new Set<number>();
  for (const s of seeds) {
    if (!registered.has(s.entryId))
      throw badRequest(
        'Only registered entries of this tournament are seeded.',
        { seeds: `entry ${s.entryId} is not registered here` },
        'unknown_entry',
      );
    if (s.seed !== null) {
      if (used.has(s.seed))
        throw badRequest(
          `Seed ${s.seed} is given twice.`,
          { seeds: `seed ${s.seed} twice` },
          'duplicate_seed',
        );
      used.add(s.seed);
    }
    out.set(s.entryId, s.seed);
  }
  return out;
}

const rankingKey = (r: { playerId: number | null; teamId: number | null }) =>
  r.playerId ? `p${r.playerId}` : `t${r.teamId}`;

/** Seeds by the organization's ranking: the ranked entries 1, 2 … (equal: who signed up first); others none. */
export function rankingSeeds(
  entries: readonly Pick<TournamentEntryRow, 'id' | 'playerId' | 'teamId' | 'signedUpAt'>[],
  ranking: readonly { playerId: number | null; teamId: number | null; ranking_position: number }[],
): Map<number, number | null> {
  const rank = new Map(ranking.map((r) => [rankingKey(r), r.ranking_position]));
  const ordered = entries
    .map((e) => ({ e, r: rank.get(rankingKey(e)) }))
    .filter((x): x is { e: (typeof entries)[number]; r: number } => x.r !== undefined)
    .sort((a, b) => a.r - b.r || a.e.signedUpAt.getTime() - b.e.signedUpAt.getTime());
  const seeds = new Map<number, number | null>(entries.map((e) => [e.id, null]));
  ordered.forEach((x, i) => seeds.set(x.e.id, i + 1));
  return seeds;
}

/**
 * Seeds by the organization's ranking in the tournament's sport, and what they did: how many it seeded and
 * who it had no place for. Refused (nothing changes) when the sport has no ranking or none is in it.
 */
async function seedsByRanking(
  db: DbOrTx,
  t: TournamentRow,
  entries: TournamentEntryRow[],
): Promise<{ seeds: Map<number, number | null>; summary: NonNullable<EntryList['seeding']> }> {
  const ranking = await computeRanking(db, t.organizationId, { sport: t.sport, kind: t.entryKind });
  const seeds = rankingSeeds(entries, ranking);
  const seeded = [...seeds.values()].filter((s) => s !== null).length;
  if (seeded === 0)
    throw ranking.length === 0
      ? conflict(
          `The organization has no ${t.sport} ranking yet (no ${t.sport} tournament of it has finished): seed by hand.`,
          'no_ranking',
        )
      : conflict('None of the registered entries is in the ranking yet: seed by hand.', 'none_ranked');
  return {
    seeds,
    summary: { seeded, unranked: entries.filter((e) => seeds.get(e.id) === null).map((e) => e.name) },
  };
}

/** Sign-ups close when the tournament starts. */
export function notStarted(t: TournamentRow) {
  if (t.status === 'active' || t.status === 'finished')
    throw conflict('The tournament has started; sign-ups are closed.', 'tournament_started');
}

/** The tournament locked for a sign-up, refused once drawn. */
export async function lockUndrawn(tx: Tx, id: number) {
  const locked = (await lockTournament(tx, id))!;
  if ((await stagesOf(tx, id)).some((s) => s.state !== null))
    throw conflict('The draw is made; the organizers redraw to take in new entries.', 'drawn');
  return locked;
}

/** Who signs up: the player, formation or team of the organization, its name and its players. */
async function entrant(db: DbOrTx, t: TournamentRow, input: EntryInput) {
  const kind = t.entryKind;
  if (kind === 'player' ? !input.playerId || input.teamId : !input.teamId || input.playerId)
    throw badRequest(
      kind === 'player'
        ? 'This tournament takes players: send playerId.'
        : `This tournament takes ${kind}s: send teamId.`,
      kind === 'player' ? { playerId: 'required' } : { teamId: 'required' },
      'wrong_entry_kind',
    );
  if (kind === 'player') {
    const player = await findPlayer(db, input.playerId!);
    if (!player || player.organizationId !== t.organizationId)
      throw badRequest(
        'The player is not one of this organization\u2019s.',
        { playerId: 'not a player of this organization' },
        'wrong_organization',
      );
    return { name: [player.firstName, player.lastName].join(' '), playerIds: [player.id] };
  }
  const team = await findTeam(db, input.teamId!);
  if (!team || team.organizationId !== t.organizationId)
    throw badRequest(
      `The ${kind} is not one of this organization\u2019s.`,
      { teamId: `not a ${kind} of this organization` },
      'wrong_organization',
    );
  if ((kind === 'formation') !== (team.kind === 'formation'))
    throw badRequest(`This tournament takes ${kind}s.`, { teamId: `must be a ${kind}` }, 'wrong_entry_kind');
  return { name: team.name, playerIds: (await playerIdsOfTeams(db, [team.id])).get(team.id) ?? [] };
}

/** a new entry, in the tournament's locked transaction: undrawn, not yet signed up, within its caps */
async function insertSignUp(
  tx: Tx,
  id: number,
  entrant: { playerId: number | null; teamId: number | null; name: string },
  by: number,
) {
  const locked = await lockUndrawn(tx, id);
  const ref = { playerId: entrant.playerId, teamId: entrant.teamId };
  if (await activeEntryFor(tx, id, ref)) throw conflict('Already signed up.', 'already_signed_up');
  const status = signUpStatus(await entriesOf(tx, id, ['registered', 'waiting']), locked);
  return insertEntry(tx, { tournamentId: id, ...ref, name: entrant.name, status, signedUpBy: by });
}

export function createEntriesService(shared: Shared): EntriesService {
  const { access, load, changes } = shared;
  const db = () => shared.db();

  /** The entry of this tournament that the caller may change (organizers: any; players: their own). */
  async function ownEntry(actor: Actor, id: number, entryId: number, what: string) {
    const by = await access.recordedAs(actor);
    const ctx = await load(actor, id);
    const entry = await findEntry(db(), entryId);
    if (!entry || entry.tournamentId !== id) throw notFound('Entry not found.');
    if (!ctx.access.canManage && !(await ownEntryIds(db(), by, [entry])).has(entry.id))
      throw forbidden(`Only the organizers, or the entry\u2019s own players, can ${what}.`);
    return { ctx, entry };
  }

  /** after a sign-up: the viewers and the webhooks hear of it; the entry as the caller sees it */
  async function signedUp(actor: Actor, ctx: TournamentContext, entryId: number) {
    const id = ctx.tournament.id;
    await changes.publish(id);
    await changes.announce({ tournamentId: id, kind: 'entry', entryId, change: 'signed_up' });
    const list = await entryList(shared, actor, ctx);
    return [...list.registered, ...list.waiting].find((e) => e.id === entryId)!;
  }

  /**
   * A person signs up as themself (no player named): their player of the organization, or, where the
   * tournament lets anyone signed in sign up, a player linked to their account made in the same
   * transaction as the entry (decision 055), so a refused sign-up leaves no player behind.
   */
  async function signUpSelf(actor: Actor, ctx: TournamentContext, by: number) {
    const t = ctx.tournament;
    if (!ctx.access.canManage && (t.status !== 'open' || !t.selfSignup))
      throw forbidden('Sign-ups are not open; the organizers can sign you up.');
    const me = await access.me(actor);
    const hasPlayer = (await playersOfUser(db(), t.organizationId, me.id)).length > 0;
    if (!hasPlayer && t.signupPolicy !== 'anyone' && !ctx.access.canManage)
      throw forbidden(
        `Only players of ${ctx.access.organization.name} can sign up here: apply to join it as a player, or ask the organizers to add you.`,
      );
    notStarted(t);
    const entry = await shared.database.transaction(async (tx) => {
      const { player } = await ensurePlayerOfUser(tx, t.organizationId, me);
      const name = [player.firstName, player.lastName].join(' ');
      return insertSignUp(tx, t.id, { playerId: player.id, teamId: null, name }, by);
    });
    return signedUp(actor, ctx, entry.id);
  }

  return {
    async entries(actor, id) {
      return entryList(shared, actor, await load(actor, id));
    },

    async signUp(actor, id, input) {
      const by = await access.recordedAs(actor);
      const ctx = await load(actor, id);
      const t = ctx.tournament;
      if (t.entryKind === 'player' && !input.playerId && !input.teamId) return signUpSelf(actor, ctx, by);
      const { name, playerIds } = await entrant(db(), t, input);
      if (!ctx.access.canManage) {
        // signing oneself up: while open, when the tournament allows it, only one's own player / formation / team
        if (t.status !== 'open' || !t.selfSignup)
          throw forbidden('Sign-ups are not open; the organizers can sign you up.');
        const mine = (await findPlayers(db(), playerIds)).some((p) => p.userId === by);
        if (!mine) throw forbidden('You can sign up only yourself, or a formation or team you play in.');
      }
      notStarted(t);
      const ref = {
        playerId: t.entryKind === 'player' ? input.playerId! : null,
        teamId: t.entryKind === 'player' ? null : input.teamId!,
      };
      const entry = await shared.database.transaction(async (tx) =>
        insertSignUp(tx, id, { ...ref, name }, by),
      );
      return signedUp(actor, ctx, entry.id);
    },

    async withdraw(actor, id, entryId) {
      const { ctx, entry } = await ownEntry(actor, id, entryId, 'withdraw it');
      if (entry.status === 'withdrawn')
        throw conflict('The entry has withdrawn already.', 'already_withdrawn');
      await shared.database.transaction(async (tx) => {
        await lockTournament(tx, id);
        if ((await stagesOf(tx, id)).some((s) => s.state !== null))
          throw conflict(
            'The draw is made: the organizers enter a walkover, or redraw before the first match.',
            'drawn',
          );
        await updateEntry(tx, entryId, { status: 'withdrawn', withdrawnAt: new Date(), seed: null });
        await fillSpots(tx, ctx.tournament);
      });
      await changes.publish(id);
      await changes.announce({ tournamentId: id, kind: 'entry', entryId, change: 'withdrawn' });
      return entryList(shared, actor, ctx);
    },

    async checkIn(actor, id, entryId, checkedIn) {
      const { ctx, entry } = await ownEntry(actor, id, entryId, 'check it in');
      if (entry.status !== 'registered')
        throw conflict('Only a registered entry checks in (not one waiting or withdrawn).', 'not_registered');
      if (ctx.tournament.status === 'finished')
        throw conflict('The tournament is over.', 'tournament_finished');
      const row = (await updateEntry(db(), entryId, {
        checkedInAt: checkedIn ? (entry.checkedInAt ?? new Date()) : null,
      }))!;
      await changes.publish(id);
      return entryDto(row, null, true);
    },

    async seed(actor, id, input) {
      const ctx = await load(actor, id, 'manage');
      const by = input.by ?? (input.seeds ? 'hand' : 'none');
      const entries = await entriesOf(db(), id, ['registered']);
      let seeds: Map<number, number | null>;
      let summary: EntryList['seeding'];
      if (by === 'hand') {
        if (!input.seeds) throw badRequest('Send the seeds.', { seeds: 'required' });
        seeds = handSeeds(input.seeds, new Set(entries.map((e) => e.id)));
      } else if (by === 'ranking') {
        ({ seeds, summary } = await seedsByRanking(db(), ctx.tournament, entries));
      } else {
        seeds = new Map(entries.map((e) => [e.id, null]));
      }
      await shared.database.transaction(async (tx) => {
        await lockTournament(tx, id);
        for (const [entryId, seed] of seeds) await updateEntry(tx, entryId, { seed });
      });
      await changes.publish(id);
      const list = await entryList(shared, actor, ctx);
      return summary ? { ...list, seeding: summary } : list;
    },
  };
}

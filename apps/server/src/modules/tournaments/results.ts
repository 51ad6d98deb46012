/**
 * The results flow: a live match scored to its end (or reopened by an undo), a result entered by hand,
 * a correction; the stage records it, the next matches get their sides, the next stage is drawn or the
 * tournament finishes. Everything a result changes happens in one transaction, with the tournament locked.
 */
import { clearResult, pairNextRound, recordResult, stageComplete, type Stage } from '@sportzone/competition';
import type { AuditList, ResultInput, TournamentStages } from '@sportzone/contracts';
import {
  auditOf,
  entriesOf,
  findMatchHead,
  insertAudit,
  lockTournament,
  stagesOf,
  tournamentMatchOf,
  updateStage,
  updateTournament,
  type DbOrTx,
  type MatchHeadRow,
  type TournamentRow,
  type TournamentStageRow,
} from '@sportzone/db';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { Log, Shared } from './deps';
import { auditMatch, createCorrectionsService, type CorrectionsService } from './corrections';
import { advance, engineError } from './draw';
import { entryKey } from './dto';
import type { LiveMatches } from './live-matches';
import { placeNewMatches } from './schedule-plan';

export interface ResultsService extends CorrectionsService {
  enterResult(actor: Actor, id: number, matchId: number, input: ResultInput): Promise<TournamentStages>;
  audit(actor: Actor, id: number): Promise<AuditList>;
  /**
   * A live match changed its finished state (scored to the end, a walkover, or an undo reopened it):
   * when it is a match of a draw, the stage records (or takes back) its result and the next matches get
   * their sides. Called by the match service after its transaction commits.
   */
  matchChanged(matchId: number): Promise<void>;
  /** Refuses (422 sides_unknown) a score for a match of the draw whose sides are not both known yet. */
  beforeEvent(matchId: number): Promise<void>;
}

/** What recording a result needs besides the transaction: a log, and the draw's live matches. */
interface Ports {
  log: Log;
  liveMatches: LiveMatches;
}

/** The result of a finished live match, as the engine takes it. */
export function resultOf(head: Pick<MatchHeadRow, 'summary'>): ResultInput | null {
  const s = head.summary;
  if (s.status !== 'finished' || !s.winner) return null;
  return {
    winner: s.winner,
    games: s.periods.map((p) => ({ home: p.home, away: p.away })),
    walkover: s.outcome !== null && s.outcome !== 'played',
  };
}

const saveStage = async (tx: DbOrTx, stageId: number, stage: Stage) =>
  (await updateStage(tx, stageId, { state: stage as unknown as Record<string, unknown> }))!;

/**
 * Records a result in the stage: the live matches' sides follow, a Swiss stage pairs its next round,
 * the tournament becomes active, and a complete stage moves the tournament on. Returns the stage and the
 * live matches changed (or created).
 */
export async function recordInStage(
  tx: DbOrTx,
  ports: Ports,
  t: TournamentRow,
  stageRow: TournamentStageRow,
  key: string,
  result: ResultInput,
): Promise<{ stage: Stage; changed: number[] }> {
  const { log, liveMatches } = ports;
  const before = stageRow.state as unknown as Stage;
  let recorded = recordResult(before, key, result);
  // a live score's games may not fit the engine's rules for the sport (a retirement mid-set): the winner counts
  if (!recorded.ok && result.games && recorded.error.code === 'invalid_games')
    recorded = recordResult(before, key, { winner: result.winner, walkover: result.walkover ?? false });
  if (!recorded.ok) throw engineError(recorded.error);
  let after = recorded.stage;
  let row = await saveStage(tx, stageRow.id, after);
  const changed = await liveMatches.syncSides(tx, t, row, before, after);
  // Swiss: a round complete, the next one is paired at once (its matches become live matches)
  if (after.type === 'swiss' && !stageComplete(after)) {
    const paired = pairNextRound(after);
    if (paired.ok) {
      after = paired.stage;
      row = await saveStage(tx, stageRow.id, after);
      changed.push(...(await liveMatches.create(tx, t, row, after, t.createdBy)));
    } else if (paired.error.code !== 'round_unfinished') {
      log.warn({ tournamentId: t.id, code: paired.error.code }, 'the next Swiss round could not be paired');
    }
  }
  if (t.status !== 'active' && t.status !== 'finished')
    await updateTournament(tx, t.id, { status: 'active' });
  const stageRows = await stagesOf(tx, t.id);
  changed.push(...(await advance(tx, liveMatches, t, stageRows, row, after)));
  // a next stage drawn or a Swiss round paired: its matches go on the remembered courts
  changed.push(...(await placeNewMatches(tx, liveMatches, t)));
  return { stage: after, changed };
}

/** Inside a transaction: the tournament locked, the match's stage and engine match. */
async function drawMatch(tx: DbOrTx, tournamentId: number, matchId: number) {
  const link = await tournamentMatchOf(tx, matchId);
  if (!link || link.tournamentId !== tournamentId) throw notFound('Match not found in this tournament.');
  const t = await lockTournament(tx, tournamentId);
  if (!t) throw notFound('Tournament not found.');
  const stageRows = await stagesOf(tx, tournamentId);
  const stageRow = stageRows.find((s) => s.id === link.stageId);
  const stage = stageRow?.state as Stage | null | undefined;
  const m = stage?.matches.find((x) => x.id === link.key);
  if (!stageRow || !stage || !m) throw notFound('Match not found in this tournament.');
  return { t, link, stageRow, stage, m };
}

/** A live match finished or reopened: the draw records its result or takes it back. */
async function matchChangedIn(
  tx: DbOrTx,
  ports: Ports,
  tournamentId: number,
  matchId: number,
): Promise<number[]> {
  const { log, liveMatches } = ports;
  const { t, link, stageRow, stage, m } = await drawMatch(tx, tournamentId, matchId);
  const head = await findMatchHead(tx, matchId);
  if (!head) return [];
  const result = resultOf(head);
  if (result && m.status !== 'finished')
    return (await recordInStage(tx, ports, t, stageRow, link.key, result)).changed;
  if (!result && m.status === 'finished' && head.seq > 0) {
    // an undo reopened the match: its result is taken back while nothing later depends on it
    const cleared = clearResult(stage, link.key);
    if (!cleared.ok) {
      log.warn({ matchId, code: cleared.error.code }, 'a reopened match of a draw keeps its result');
      return [];
    }
    const row = await saveStage(tx, stageRow.id, cleared.stage);
    if (t.status === 'finished') await updateTournament(tx, t.id, { status: 'active' });
    return liveMatches.syncSides(tx, t, row, stage, cleared.stage);
  }
  return [];
}

export function createResultsService(shared: Shared): ResultsService {
  const { access, load, changes, dto, liveMatches } = shared;
  const ports: Ports = { log: shared.log, liveMatches };
  const db = () => shared.db();

  return {
    ...createCorrectionsService(shared),

    async matchChanged(matchId) {
      const link = await tournamentMatchOf(db(), matchId);
      if (!link) return;
      const changed = await shared.database.transaction((tx) =>
        matchChangedIn(tx, ports, link.tournamentId, matchId),
      );
      await changes.publish(link.tournamentId, changed);
    },

    async beforeEvent(matchId) {
      const link = await tournamentMatchOf(db(), matchId);
      if (!link) return;
      const stage = (await stagesOf(db(), link.tournamentId)).find((x) => x.id === link.stageId)?.state as
        Stage | null | undefined;
      const m = stage?.matches.find((x) => x.id === link.key);
      if (m && m.status === 'waiting')
        throw new HttpError(
          422,
          'Both sides of this match of the draw are not known yet; it is scored once they are.',
          'sides_unknown',
        );
    },

    async enterResult(actor, id, matchId, input) {
      const by = await access.recordedAs(actor);
      await load(actor, id, 'manage');
      const changed = await shared.database.transaction(async (tx) => {
        const { t, link, stageRow, stage, m } = await drawMatch(tx, id, matchId);
        if (m.status === 'finished')
          throw conflict('The match has a result; correct it instead.', 'match_finished');
        const head = await findMatchHead(tx, matchId);
        if (head?.status === 'active')
          throw conflict('The match is being scored live; its result comes from the score.', 'match_in_play');
        const { changed } = await recordInStage(tx, ports, t, stageRow, link.key, input);
        await liveMatches.finishByHand(tx, matchId, t.sport, head?.summary ?? null, input);
        await insertAudit(tx, {
          tournamentId: id,
          userId: by,
          action: 'result_entered',
          details: {
            matchId,
            key: link.key,
            ...auditMatch(stage, m, new Map((await entriesOf(tx, id)).map((e) => [entryKey(e.id), e.name]))),
            result: input,
          },
        });
        return [matchId, ...changed];
      });
      await changes.publish(id, changed);
      await changes.announce({ tournamentId: id, kind: 'result', matchId, corrected: false });
      return dto.stagesDto(id);
    },

    async audit(actor, id) {
      await load(actor, id, 'manage');
      const rows = await auditOf(db(), id);
      return {
        items: rows.map((r) => ({
          id: r.id,
          userId: r.userId,
          action: r.action,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

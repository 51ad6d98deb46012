/**
 * Corrections of a result of the draw, with their preview (a dry run of the same plan): the engine works out
 * what really changes (`correctionImpact`, decision 056). Later matches of the stage whose sides change are
 * reset; when the next stage is drawn from a group stage, the places a changed group position fills are
 * re-filled and the matches that get a new side are reset (schedule kept) — refused only when one of them
 * has been played or is being scored.
 */
import {
  correctionImpact,
  placeOf,
  type CorrectionImpact,
  type Match as EngineMatch,
  type Stage,
} from '@sportzone/competition';
import type { CorrectionInput, CorrectionPreview, ResultInput, TournamentStages } from '@sportzone/contracts';
import {
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
  type TournamentStageRow,
} from '@sportzone/db';
import { conflict, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { Shared } from './deps';
import { advance } from './draw';
import { drawMatchDto, entryKey } from './dto';
import { formatOfStage } from './formats';
import { liveMatchesOf } from './live-matches';
import { matchLabel } from './places';
import { placeNewMatches } from './schedule-plan';

export interface CorrectionsService {
  /** What correcting the match to `result` would change (undefined: as it is; null: taken back). */
  previewCorrection(
    actor: Actor,
    id: number,
    matchId: number,
    result?: ResultInput | null,
  ): Promise<CorrectionPreview>;
  correct(actor: Actor, id: number, matchId: number, input: CorrectionInput): Promise<TournamentStages>;
}

/** A match of the draw in words for the audit and the server's messages: its place and its sides. */
export function auditMatch(stage: Stage, m: EngineMatch, names: Map<string, string>) {
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : null);
  return { place: placeOf(stage, m.id), home: name(m.home), away: name(m.away) };
}

const entryNames = async (tx: DbOrTx, id: number) =>
  new Map((await entriesOf(tx, id)).map((e) => [entryKey(e.id), e.name]));

/** Inside a transaction: the tournament locked, the match's stage, the next stage when it is drawn. */
async function planOf(tx: DbOrTx, id: number, matchId: number, result: ResultInput | null | undefined) {
  const link = await tournamentMatchOf(tx, matchId);
  if (!link || link.tournamentId !== id) throw notFound('Match not found in this tournament.');
  const t = await lockTournament(tx, id);
  if (!t) throw notFound('Tournament not found.');
  const stageRows = await stagesOf(tx, id);
  const stageRow = stageRows.find((s) => s.id === link.stageId);
  const stage = stageRow?.state as Stage | null | undefined;
  const m = stage?.matches.find((x) => x.id === link.key);
  if (!stageRow || !stage || !m) throw notFound('Match not found in this tournament.');
  const nextRow = stageRows.find((s) => s.position === stageRow.position + 1 && s.state) ?? null;
  const following = nextRow
    ? { stage: nextRow.state as unknown as Stage, qualifiers: nextRow.qualifiersPerGroup ?? 2 }
    : null;
  const impact = correctionImpact(stage, m.id, result, following);
  const names = await entryNames(tx, id);
  const links = await liveMatchesOf(tx, id, stageRow.id);
  const nextLinks = nextRow ? await liveMatchesOf(tx, id, nextRow.id) : new Map<string, number>();
  const heads = new Map<number, MatchHeadRow>();
  for (const [key, mid] of [...links, ...nextLinks]) {
    const wanted = [...impact.reset, ...impact.nextReset, ...impact.blocked].some((x) => x.id === key);
    const head = wanted ? await findMatchHead(tx, mid) : null;
    if (head) heads.set(head.id, head);
  }
  // being scored live is being played: the match keeps its sides
  const started = impact.nextReset.filter((x) => {
    const head = heads.get(nextLinks.get(x.id) ?? 0);
    return head !== undefined && (head.status === 'active' || head.seq > 0);
  });
  const plan: CorrectionImpact =
    started.length > 0 && following
      ? {
          ...impact,
          stage: null,
          next: null,
          blocked: started,
          refusal: {
            code: 'played_on',
            message: 'A match of the next stage that this result decides has started: the result stays.',
          },
        }
      : impact;
  return { t, link, stageRows, stageRow, stage, m, nextRow, plan, names, links, nextLinks, heads };
}

type Planned = Awaited<ReturnType<typeof planOf>>;

/** The refusal in words, naming the next stage's matches that were played on. */
function refusalMessage(p: Planned): string {
  const { plan, nextRow, names } = p;
  if (!plan.refusal) return '';
  if (plan.refusal.code !== 'played_on' || !nextRow) return plan.refusal.message;
  const next = nextRow.state as unknown as Stage;
  const which = plan.blocked.map((x) => {
    const { home, away } = auditMatch(next, x, names);
    return `${matchLabel(next, x.id)} (${home ?? '?'} – ${away ?? '?'})`;
  });
  return `${plan.refusal.message} Played: ${which.join(', ')}.`;
}

function previewOf(p: Planned, matchId: number): CorrectionPreview {
  const { plan, names, links, nextLinks, heads, nextRow } = p;
  const dto = (m: EngineMatch, on: Map<string, number>) =>
    drawMatchDto(m, on.get(m.id) ?? null, names, heads);
  const side = (key: string) => ({ entryId: Number(key), name: names.get(key) ?? key });
  return {
    matchId,
    reset: plan.reset.map((x) => dto(x, links)),
    nextStageId: nextRow?.id ?? null,
    places: plan.places.map((c) => ({
      group: c.group,
      position: c.position,
      from: side(c.from),
      to: side(c.to),
    })),
    nextReset: plan.nextReset.map((x) => dto(x, nextLinks)),
    blocked: plan.blocked.map((x) => dto(x, nextLinks)),
    allowed: plan.refusal === null,
    code: plan.refusal?.code ?? null,
    message: plan.refusal ? refusalMessage(p) : null,
  };
}

const saveStage = async (tx: DbOrTx, row: TournamentStageRow, stage: Stage) =>
  (await updateStage(tx, row.id, { state: stage as unknown as Record<string, unknown> }))!;

export function createCorrectionsService(shared: Shared): CorrectionsService {
  const { access, load, changes, dto, liveMatches } = shared;
  return {
    async previewCorrection(actor, id, matchId, result) {
      await load(actor, id, 'manage');
      return shared.database.transaction(async (tx) =>
        previewOf(await planOf(tx, id, matchId, result), matchId),
      );
    },

    async correct(actor, id, matchId, input) {
      const by = await access.recordedAs(actor);
      await load(actor, id, 'manage');
      const changed = await shared.database.transaction(async (tx) => {
        const p = await planOf(tx, id, matchId, input.result);
        const { t, link, stageRows, stageRow, stage, m, nextRow, plan, names, links, nextLinks } = p;
        if (plan.refusal || !plan.stage) throw conflict(refusalMessage(p), plan.refusal?.code ?? 'refused');
        const resetIds = plan.reset.flatMap((x) => links.get(x.id) ?? []);
        const format = formatOfStage(t, stageRow);
        await liveMatches.reset(tx, resetIds, t.sport, format);
        const row = await saveStage(tx, stageRow, plan.stage);
        const changed = await liveMatches.syncSides(tx, t, row, stage, plan.stage);
        // the corrected result shows on the live match (its score log, if any, stays as played)
        if (input.result) await liveMatches.finishByHand(tx, matchId, t.sport, null, input.result);
        else await liveMatches.reset(tx, [matchId], t.sport, format);
        let nextIds: number[] = [];
        if (nextRow && plan.next) {
          nextIds = plan.nextReset.flatMap((x) => nextLinks.get(x.id) ?? []);
          await liveMatches.reset(tx, nextIds, t.sport, formatOfStage(t, nextRow));
          const next = await saveStage(tx, nextRow, plan.next);
          changed.push(
            ...(await liveMatches.syncSides(tx, t, next, nextRow.state as unknown as Stage, plan.next)),
          );
        }
        if (t.status === 'finished') await updateTournament(tx, id, { status: 'active' });
        // a complete stage moves on: the next stage drawn, or the tournament's placings again after the last
        const rows = stageRows.map((s) => (s.id === row.id ? row : s));
        if (input.result) changed.push(...(await advance(tx, liveMatches, t, rows, row, plan.stage)));
        changed.push(...(await placeNewMatches(tx, liveMatches, t)));
        const next = nextRow?.state as Stage | undefined;
        await insertAudit(tx, {
          tournamentId: id,
          userId: by,
          action: 'correction',
          details: {
            matchId,
            key: link.key,
            ...auditMatch(stage, m, names),
            before: { winner: m.winner, games: m.games ?? [], walkover: m.walkover ?? false },
            after: input.result,
            reason: input.reason ?? null,
            reset: plan.reset.map((x) => ({ key: x.id, matchId: links.get(x.id) ?? null })),
            places: plan.places,
            nextReset: plan.nextReset.map((x) => ({
              key: x.id,
              matchId: nextLinks.get(x.id) ?? null,
              ...(next ? { place: placeOf(next, x.id) } : {}),
            })),
          },
        });
        return [matchId, ...resetIds, ...nextIds, ...changed];
      });
      await changes.publish(id, changed);
      await changes.announce({ tournamentId: id, kind: 'result', matchId, corrected: true });
      return dto.stagesDto(id);
    },
  };
}

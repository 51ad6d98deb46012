/** Stages and the draw: defining the stages, drawing (and redrawing) them, moving on to the next stage. */
import {
  advance as nextStep,
  createStage,
  finish as finishPlacings,
  stageComplete,
  type RuleSet,
  type Stage,
  type StageInput as EngineStageInput,
} from '@sportzone/competition';
import type { DrawInput, StagesInput, TournamentStages } from '@sportzone/contracts';
import {
  deleteStages,
  drawHasStarted,
  entriesOf,
  findRankingTable,
  insertAudit,
  insertStage,
  lockTournament,
  replacePlacings,
  stagesOf,
  updateStage,
  updateTournament,
  type DbOrTx,
  type TournamentEntryRow,
  type TournamentRow,
  type TournamentStageRow,
} from '@sportzone/db';
import { badRequest, conflict, notFound, type HttpError } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { Shared } from './deps';
import { entryKey } from './dto';
import { normalizedFormat } from './formats';
import type { LiveMatches } from './live-matches';
import { DEFAULT_RANKING_POINTS } from './rankings';
import { placeNewMatches } from './schedule-plan';

const RULES_OF: Record<string, RuleSet> = {
  tennis: 'tennis',
  badminton: 'badminton',
  volleyball: 'volleyball',
  'table-tennis': 'table-tennis',
  snooker: 'snooker',
  bowling: 'bowling',
};

export interface DrawService {
  stages(actor: Actor, id: number): Promise<TournamentStages>;
  setStages(actor: Actor, id: number, input: StagesInput): Promise<TournamentStages>;
  draw(actor: Actor, id: number, input: DrawInput): Promise<TournamentStages>;
}

/** The engine refused: a conflict with its code. */
export function engineError(error: { code: string; message: string }): HttpError {
  return conflict(error.message, error.code);
}

/** Participants of a first stage: the registered entries (only those checked in, once anyone is). */
export function firstStageParticipants(
  entries: readonly TournamentEntryRow[],
): EngineStageInput['participants'] {
  const registered = entries.filter((e) => e.status === 'registered');
  const checked = registered.filter((e) => e.checkedInAt !== null);
  const playing = checked.length > 0 ? checked : registered;
  return playing.map((e) => ({ id: entryKey(e.id), ...(e.seed ? { seed: e.seed } : {}) }));
}

function engineInput(
  t: TournamentRow,
  s: TournamentStageRow,
  participants: EngineStageInput['participants'],
) {
  const options = { ...s.options } as EngineStageInput['options'] & Record<string, unknown>;
  if (!options.rules) options.rules = RULES_OF[t.sport] ?? 'generic';
  return { type: s.type as EngineStageInput['type'], participants, options };
}

/** Draws one stage inside the transaction: the engine's stage and its live matches. */
export async function drawStage(
  tx: DbOrTx,
  liveMatches: LiveMatches,
  t: TournamentRow,
  s: TournamentStageRow,
  participants: EngineStageInput['participants'],
  ownerId: number | null,
): Promise<{ stage: Stage; matchIds: number[] }> {
  const created = createStage(engineInput(t, s, participants));
  if (!created.ok) throw engineError(created.error);
  const row = (await updateStage(tx, s.id, {
    state: created.stage as unknown as Record<string, unknown>,
    drawnAt: new Date(),
  }))!;
  const matchIds = await liveMatches.create(tx, t, row, created.stage, ownerId);
  return { stage: created.stage, matchIds };
}

/**
 * A stage (`done`, now `stage`) had a result: once it is complete the next one is drawn from its
 * qualifiers, or, after the last, the tournament finishes (placings, ranking points, finished).
 * Returns the live matches created.
 */
export async function advance(
  tx: DbOrTx,
  liveMatches: LiveMatches,
  t: TournamentRow,
  stageRows: TournamentStageRow[],
  done: TournamentStageRow,
  stage: Stage,
): Promise<number[]> {
  const steps = stageRows.map((s) => ({
    stage: s.id === done.id ? stage : (s.state as Stage | null),
    qualifiers: s.qualifiersPerGroup,
  }));
  const step = nextStep(
    steps,
    stageRows.findIndex((s) => s.id === done.id),
  );
  if (!step.ok) throw engineError(step.error);
  const next = step.next;
  if (next.kind === 'draw') {
    const { matchIds } = await drawStage(
      tx,
      liveMatches,
      t,
      stageRows[next.index]!,
      next.participants,
      t.createdBy,
    );
    return matchIds;
  }
  if (next.kind === 'finish') {
    const table = (await findRankingTable(tx, t.organizationId)) ?? DEFAULT_RANKING_POINTS;
    const placings = finishPlacings(
      steps.map((s) => s.stage),
      table,
    );
    await replacePlacings(
      tx,
      t.id,
      placings.map((p) => ({ entryId: Number(p.id), position: p.position, points: p.points })),
    );
    await updateTournament(tx, t.id, { status: 'finished' });
  }
  return [];
}

/**
 * The stages as defined anew (none drawn): a later stage takes the top 2 of each group unless told; a
 * stage's own format is kept normalized (`formats`, checked before).
 */
async function replaceStages(
  tx: DbOrTx,
  tournamentId: number,
  input: StagesInput,
  formats: (Record<string, unknown> | null)[],
) {
  await deleteStages(tx, tournamentId);
  let position = 1;
  for (const [i, s] of input.stages.entries())
    await insertStage(tx, {
      format: formats[i] ?? null,
      tournamentId,
      position: position++,
      name: s.name.trim(),
      type: s.type,
      options: (s.options ?? {}) as Record<string, unknown>,
      qualifiersPerGroup: position > 2 ? (s.qualifiersPerGroup ?? 2) : null,
    });
}

export function createDrawService(shared: Shared): DrawService {
  const { access, load, changes, dto, liveMatches } = shared;

  /** A later stage, drawn by hand from the one before once that one is complete. */
  async function drawLaterStage(
    tx: DbOrTx,
    t: TournamentRow,
    stageRows: TournamentStageRow[],
    stageId: number,
  ) {
    const s = stageRows.find((x) => x.id === stageId);
    if (!s) throw notFound('Stage not found in this tournament.');
    const before = stageRows.find((x) => x.position === s.position - 1);
    if (!before)
      throw badRequest('The first stage is drawn without stageId.', { stageId: 'the first stage' });
    const prev = before.state as Stage | null;
    if (!prev || !stageComplete(prev))
      throw conflict('The stage before is not complete yet.', 'stage_unfinished');
    if (s.state) throw conflict('This stage is drawn already.', 'drawn');
    const drawn = await advance(tx, liveMatches, t, stageRows, before, prev);
    // the stage's matches go on the remembered courts, as when it is drawn by a result
    return [...drawn, ...(await placeNewMatches(tx, liveMatches, t))];
  }

  /** The first stage (re)drawn: the draw so far goes, the registered (checked-in) entries are drawn. */
  async function drawFirstStage(tx: DbOrTx, t: TournamentRow, userId: number) {
    const id = t.id;
    if (await drawHasStarted(tx, id))
      throw conflict('The first match has started: the draw stays as it is.', 'draw_started');
    const removed = await liveMatches.removeAll(tx, id);
    let stageRows = await stagesOf(tx, id);
    if (stageRows.length === 0) {
      await insertStage(tx, {
        tournamentId: id,
        position: 1,
        name: 'Main draw',
        type: 'single_elimination',
        options: {},
      });
    }
    for (const s of stageRows) await updateStage(tx, s.id, { state: null, drawnAt: null });
    stageRows = await stagesOf(tx, id);
    const participants = firstStageParticipants(await entriesOf(tx, id, ['registered']));
    if (participants.length < 2)
      throw conflict('At least two entries are needed for a draw.', 'too_few_participants');
    const { matchIds } = await drawStage(tx, liveMatches, t, stageRows[0]!, participants, userId);
    await insertAudit(tx, {
      tournamentId: id,
      userId,
      action: removed.length > 0 ? 'redraw' : 'draw',
      details: { participants: participants.length, matches: matchIds.length },
    });
    return { created: matchIds, removed };
  }

  return {
    async stages(actor, id) {
      await load(actor, id);
      return dto.stagesDto(id);
    },

    async setStages(actor, id, input) {
      const { tournament } = await load(actor, id, 'manage');
      input.stages.forEach((s, i) => {
        if (i > 0 && input.stages[i - 1]!.type === 'swiss' && s.type === 'swiss')
          throw badRequest('Two Swiss stages in a row are one Swiss stage.', { stages: 'swiss after swiss' });
      });
      const formats = input.stages.map((s, i) =>
        normalizedFormat(tournament.sport, s.format, `stages.${i}.format`),
      );
      const removed = await shared.database.transaction(async (tx) => {
        await lockTournament(tx, id);
        if (await drawHasStarted(tx, id))
          throw conflict('The first match has started; the stages cannot change.', 'draw_started');
        const ids = await liveMatches.removeAll(tx, id);
        await replaceStages(tx, id, input, formats);
        return ids;
      });
      changes.publishRemoved(removed, tournament.sport);
      await changes.publish(id);
      return dto.stagesDto(id);
    },

    async draw(actor, id, input) {
      const by = await access.recordedAs(actor);
      const { tournament } = await load(actor, id, 'manage');
      const { created, removed } = await shared.database.transaction(async (tx) => {
        const t = (await lockTournament(tx, id))!;
        if (t.status === 'finished') throw conflict('The tournament is over.', 'tournament_finished');
        if (input.stageId)
          return { created: await drawLaterStage(tx, t, await stagesOf(tx, id), input.stageId), removed: [] };
        return drawFirstStage(tx, t, by);
      });
      changes.publishRemoved(removed, tournament.sport);
      await changes.publish(id, created, false, 'draw');
      await changes.announce({ tournamentId: id, kind: 'draw' });
      return dto.stagesDto(id);
    },
  };
}

/** Where an entry stands in a running tournament: its latest drawn stage, its group and rank, in or out. */
import { finishingPositions, placings, standings, type Stage } from '@sportzone/competition';
import type { BoardStanding } from '@sportzone/contracts';

export interface DrawnStage {
  name: string;
  type: string;
  state: unknown;
}

const KNOCKOUTS = new Set(['single_elimination', 'double_elimination']);

/**
 * From the tournament's drawn stages (in order) and the entry's participant id. Null when the entry is
 * in no drawn stage (nothing drawn yet, or waiting for a spot). An entry not in the latest stage went out
 * in an earlier one: its rank is then its place over the tournament so far.
 */
export function standingOf(stages: readonly DrawnStage[], participant: string): BoardStanding | null {
  const drawn = stages.filter((s) => s.state !== null && typeof s.state === 'object');
  const latest = drawn.at(-1);
  if (!latest) return null;
  const stage = latest.state as Stage;
  const inLatest = Array.isArray(stage.participants) && stage.participants.some((p) => p.id === participant);
  if (!inLatest) {
    const earlier = drawn.find((s) =>
      ((s.state as Stage).participants ?? []).some((p) => p.id === participant),
    );
    if (!earlier) return null;
    const place = placings(drawn.map((s) => s.state as Stage)).find((p) => p.id === participant);
    const row = standings(earlier.state as Stage).find((r) => r.id === participant);
    return {
      stageName: earlier.name,
      stageType: earlier.type,
      group: null,
      rank: place?.position ?? row?.rank ?? null,
      out: true,
      played: row?.played ?? 0,
      won: row?.won ?? 0,
      lost: row?.lost ?? 0,
    };
  }
  const row = standings(stage).find((r) => r.id === participant);
  const knockout = KNOCKOUTS.has(stage.type);
  const position = knockout
    ? (finishingPositions(stage).find((p) => p.id === participant)?.position ?? null)
    : null;
  return {
    stageName: latest.name,
    stageType: latest.type,
    group: stage.type === 'round_robin' ? (row?.group ?? null) : null,
    rank: knockout ? position : (row?.rank ?? null),
    // knocked out once a finishing position is known, unless it is the winner's
    out: knockout && position !== null && position !== 1,
    played: row?.played ?? 0,
    won: row?.won ?? 0,
    lost: row?.lost ?? 0,
  };
}

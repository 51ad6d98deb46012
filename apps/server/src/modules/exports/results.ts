import { placeOf } from '@sportzone/competition';
import type {
  DrawMatch,
  Entry,
  ResultsEntry,
  ResultsMatch,
  ResultsStage,
  Tournament,
  TournamentResults,
  TournamentStage,
} from '@sportzone/contracts';
import { scoreFromWinner } from '@sportzone/scoring';
import { placeLabel } from '../tournaments/places';

/**
 * A tournament's full results as one plain JSON document (`TournamentResults`), from what the
 * tournament's own reads answer (its DTO, stages with standings, entries) and the draw's live matches'
 * summaries: pure, so the JSON and the CSV files cannot disagree.
 */

/** A live match's stored summary, as far as the results need it. */
export interface HeadSummary {
  status: string;
  summary: {
    winner: 'home' | 'away' | null;
    outcome: string | null;
    score: { home: number; away: number };
    periods: { home: number; away: number; tiebreak?: { home: number; away: number } }[];
    text: string;
  };
  endedAt: Date | null;
}

export interface ResultsInput {
  tournament: Tournament;
  stages: readonly TournamentStage[];
  entries: readonly Entry[];
  /** the players of formation and team entries, by team id */
  teamPlayers: ReadonlyMap<number, string[]>;
  placings: readonly { entryId: number; position: number; points: number }[];
  heads: ReadonlyMap<number, HeadSummary>;
  now: Date;
}

/** The round of a draw's match in English words, by the competition package's naming rule. */
export function roundLabel(stage: Pick<TournamentStage, 'type' | 'matches'>, key: string): string {
  const placed = stage.matches.map((m) => ({ id: m.key, bracket: m.phase, group: m.group, round: m.round }));
  const place = placeOf({ type: stage.type, matches: placed }, key);
  return place ? placeLabel(place) : key;
}

/** A draw's match with its score: the live match's when it has one, else the result entered by hand. */
export function resultsMatch(
  stage: Pick<TournamentStage, 'type' | 'matches'>,
  m: DrawMatch,
  head: HeadSummary | undefined,
): ResultsMatch {
  const finished = head?.summary.winner != null || m.winner !== null;
  const s = head?.summary;
  const periods = s?.periods.length ? s.periods : m.games;
  const handText = [m.games.map((g) => `${g.home}-${g.away}`).join(' '), m.walkover ? 'w/o' : '']
    .filter(Boolean)
    .join(' ');
  const text = s?.text || handText;
  const winner = m.winner ?? s?.winner ?? null;
  return {
    key: m.key,
    matchId: m.matchId,
    phase: m.phase,
    group: m.group,
    round: m.round,
    place: roundLabel(stage, m.key),
    status: m.status,
    home: { entryId: m.home.entryId, name: m.home.name },
    away: { entryId: m.away.entryId, name: m.away.name },
    winner,
    outcome: finished ? (s?.outcome ?? (m.walkover ? 'walkover' : 'played')) : null,
    score: s && s.winner !== null ? { ...s.score } : null,
    periods: periods.map((p) => ({ ...p })),
    result: winner === 'home' || winner === 'away' ? scoreFromWinner(text, winner) : text,
    scheduledAt: m.scheduledAt,
    endedAt: head?.endedAt ? head.endedAt.toISOString() : null,
    court: m.court,
  };
}

export function resultsStage(stage: TournamentStage, heads: ReadonlyMap<number, HeadSummary>): ResultsStage {
  const groups = [...new Set(stage.standings.map((r) => r.group))].sort((a, b) => a - b);
  return {
    id: stage.id,
    position: stage.position,
    name: stage.name,
    type: stage.type,
    complete: stage.complete,
    groups: groups.map((group) => ({
      group,
      standings: stage.standings.filter((r) => r.group === group).sort((a, b) => a.rank - b.rank),
    })),
    matches: stage.matches
      .filter((m) => m.status !== 'bye')
      .map((m) => resultsMatch(stage, m, m.matchId === null ? undefined : heads.get(m.matchId))),
  };
}

export function resultsEntries(
  input: Pick<ResultsInput, 'entries' | 'teamPlayers' | 'placings'>,
): ResultsEntry[] {
  const placing = new Map(input.placings.map((p) => [p.entryId, p]));
  return input.entries.map((e) => ({
    id: e.id,
    name: e.name,
    playerId: e.playerId,
    teamId: e.teamId,
    players: e.teamId !== null ? (input.teamPlayers.get(e.teamId) ?? []) : [e.name],
    seed: e.seed,
    status: e.status,
    placing: placing.get(e.id)?.position ?? null,
    rankingPoints: placing.get(e.id)?.points ?? null,
  }));
}

export function tournamentResults(input: ResultsInput): TournamentResults {
  const t = input.tournament;
  const names = new Map(input.entries.map((e) => [e.id, e.name]));
  return {
    format: 'sportzone.tournament-results',
    version: 1,
    exportedAt: input.now.toISOString(),
    tournament: {
      id: t.id,
      name: t.name,
      organizationId: t.organizationId,
      organizationName: t.organizationName,
      sport: t.sport,
      entryKind: t.entryKind,
      status: t.status,
      seasonId: t.seasonId,
      startsOn: t.startsOn,
      endsOn: t.endsOn,
    },
    entries: resultsEntries(input),
    stages: input.stages.map((s) => resultsStage(s, input.heads)),
    placings: [...input.placings]
      .sort((a, b) => a.position - b.position || a.entryId - b.entryId)
      .map((p) => ({
        position: p.position,
        entryId: p.entryId,
        name: names.get(p.entryId) ?? String(p.entryId),
        rankingPoints: p.points,
      })),
  };
}

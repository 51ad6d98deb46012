import type { Player, ResultsEntry, TournamentStage } from '@sportzone/contracts';
import type { CsvValue } from './csv';
import { matchResult, type ResultSummary } from './score';

/**
 * The columns and rows of each CSV export, from plain values (no I/O): the service reads, these write.
 * Column names are English and stable (a club's spreadsheet formulas refer to them).
 */
export interface Table {
  header: string[];
  rows: CsvValue[][];
}

/** A finished match as the match list export needs it. */
export interface MatchLine {
  id: number;
  /** when it started, else when it was scheduled, else when it ended */
  at: Date | null;
  sport: string;
  tournament: string | null;
  /** its round in words ("semi-final", "group A round 2"), null outside a draw */
  round: string | null;
  home: string;
  away: string;
  summary: ResultSummary;
  venue: string | null;
  court: string | null;
}

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);
const time = (at: Date | null) => (at ? at.toISOString().slice(11, 16) : null);

export const MATCH_HEADER = [
  'Date',
  'Time (UTC)',
  'Sport',
  'Tournament',
  'Round',
  'Winner',
  'Loser',
  'Score',
  'Outcome',
  'Venue',
  'Court',
  'Match ID',
];

/** One row per match: the winner first, the score from the winner's side. */
export function matchTable(lines: readonly MatchLine[]): Table {
  return {
    header: MATCH_HEADER,
    rows: lines.map((m) => {
      const r = matchResult(m.home, m.away, m.summary);
      return [
        day(m.at),
        time(m.at),
        m.sport,
        m.tournament,
        m.round,
        r.first,
        r.second,
        r.score,
        r.outcome,
        m.venue,
        m.court,
        m.id,
      ];
    }),
  };
}

/** A stage's standings rows, with the stage's name. */
export interface StandingsBlock {
  stage: string;
  type: string;
  rows: readonly TournamentStage['standings'][number][];
}

const groupName = (type: string, group: number) => (type === 'round_robin' ? String(group) : null);

export function standingsTable(blocks: readonly StandingsBlock[], groupLabel: (n: number) => string): Table {
  return {
    header: [
      'Stage',
      'Group',
      'Rank',
      'Entry',
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Points',
      'Games won',
      'Games lost',
      'Score for',
      'Score against',
      'Tiebreak',
    ],
    rows: blocks.flatMap((b) =>
      [...b.rows]
        .sort((x, y) => x.group - y.group || x.rank - y.rank)
        .map((s) => [
          b.stage,
          groupName(b.type, s.group) === null ? null : groupLabel(s.group),
          s.rank,
          s.name,
          s.played,
          s.won,
          s.drawn,
          s.lost,
          s.points,
          s.gamesWon,
          s.gamesLost,
          s.scoreFor,
          s.scoreAgainst,
          s.tiebreak ?? null,
        ]),
    ),
  };
}

/** The entries, placed ones first by placing, then the others in the sign-up list's order. */
export function entriesTable(entries: readonly ResultsEntry[]): Table {
  const placed = entries.filter((e) => e.placing !== null).sort((a, b) => a.placing! - b.placing!);
  const rest = entries.filter((e) => e.placing === null);
  return {
    header: ['Placing', 'Entry', 'Players', 'Seed', 'Status', 'Ranking points', 'Entry ID'],
    rows: [...placed, ...rest].map((e) => [
      e.placing,
      e.name,
      e.players.join('; '),
      e.seed,
      e.status,
      e.rankingPoints,
      e.id,
    ]),
  };
}

/** The players with every field an organizer keeps; their custom properties (contacts …) as more columns. */
export function playersTable(players: readonly Player[], propertyKeys: readonly string[]): Table {
  const property = (v: unknown): CsvValue =>
    v === null || v === undefined
      ? null
      : Array.isArray(v)
        ? v.join('; ')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : (v as CsvValue);
  return {
    header: [
      'First name',
      'Middle name',
      'Last name',
      'Birth date',
      'Sex',
      'Nationality',
      'Player number',
      'Member ID',
      'Status',
      'Height (cm)',
      'Weight (kg)',
      'Player ID',
      ...propertyKeys,
    ],
    rows: players.map((p) => [
      p.firstName,
      p.middleName,
      p.lastName,
      p.birthday,
      p.sex,
      p.nationality,
      p.playerNumber,
      p.memberId,
      p.status,
      p.height,
      p.weight,
      p.id,
      ...propertyKeys.map((k) => property(p.properties[k])),
    ]),
  };
}

/** A file name's part from a name: ASCII letters, digits and dashes ("Есенна купа 2026" → "2026"). */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

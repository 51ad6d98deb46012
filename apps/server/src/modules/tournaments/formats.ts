/**
 * The scoring format a tournament's matches play (decision 062): the tournament's own, or a stage's that
 * overrides it, else the sport's standard. Stored normalized (every key), checked by the sport's own rules
 * in the scoring package, so a format the console could not play never reaches a match.
 */
import {
  stagesOf,
  tournamentMatchesOf,
  type DbOrTx,
  type TournamentRow,
  type TournamentStageRow,
} from '@sportzone/db';
import { createMatch, type Sport } from '@sportzone/scoring';
import { badRequest } from '../../lib/http-errors';
import type { LiveMatches } from './live-matches';

export type Format = Record<string, unknown>;

/**
 * The format with every key named, or null for none (the standard). A format the sport's rules refuse is
 * a 400 naming `field`, with the rules' own reason.
 */
export function normalizedFormat(
  sport: string,
  format: Format | null | undefined,
  field = 'format',
): Format | null {
  if (!format) return null;
  const created = createMatch({ sport: sport as Sport, format });
  if (!created.ok) {
    const reason = created.error.message;
    throw badRequest(
      `This format does not make a ${sport} match: ${reason}.`,
      { [field]: reason },
      'invalid_format',
    );
  }
  return created.state.format as Format;
}

/** The format the matches of `stage` play: the stage's, else the tournament's (undefined: the standard). */
export function formatOfStage(
  t: Pick<TournamentRow, 'format'>,
  stage: Pick<TournamentStageRow, 'format'> | undefined,
): Format | undefined {
  return stage?.format ?? t.format ?? undefined;
}

/** The tournament's format spelt out (the standard one when it has none), as the API shows it. */
export function shownFormat(t: Pick<TournamentRow, 'sport' | 'format'>): Format {
  const created = createMatch({ sport: t.sport as Sport, ...(t.format ? { format: t.format } : {}) });
  return created.ok ? (created.state.format as Format) : (t.format ?? {});
}

/** The database (jsonb) keeps keys in its own order: compare key by key. */
const canonical = (f: Format | null) =>
  f
    ? JSON.stringify(
        Object.keys(f)
          .sort()
          .map((k) => [k, f[k]]),
      )
    : 'null';
const same = (a: Format | null, b: Format | null) => canonical(a) === canonical(b);

/**
 * A change of the tournament's format (normalized), or undefined when the change leaves it as it is. A new
 * sport clears a format not given with it (another sport's keys mean nothing to it).
 */
export function formatChange(
  t: Pick<TournamentRow, 'sport' | 'format'>,
  input: { sport?: string; format?: Format | null },
): Format | null | undefined {
  const sport = input.sport ?? t.sport;
  if (input.format === undefined) return sport !== t.sport && t.format ? null : undefined;
  const next = normalizedFormat(sport, input.format);
  return same(next, t.format) ? undefined : next;
}

/**
 * The tournament's format changed before any match of its draw started (refused after, decision 062):
 * the draw's matches of stages without their own format play the new one. Returns their ids.
 */
export async function reformatDraw(
  tx: DbOrTx,
  liveMatches: Pick<LiveMatches, 'reset'>,
  t: TournamentRow,
): Promise<number[]> {
  const links = await tournamentMatchesOf(tx, t.id);
  const ids: number[] = [];
  for (const s of await stagesOf(tx, t.id)) {
    if (s.format) continue;
    const stageIds = links.filter((l) => l.stageId === s.id).map((l) => l.matchId);
    await liveMatches.reset(tx, stageIds, t.sport, formatOfStage(t, s));
    ids.push(...stageIds);
  }
  return ids;
}

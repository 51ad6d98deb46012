import type { MatchSport } from '@sportzone/contracts';
import { createMatch, type Side } from '@sportzone/scoring';

/**
 * The formats a match can be set up with: per sport a few presets (the common ways the sport is
 * played, in the scoring package's format keys) and the variants that apply on top of any preset
 * (doubles, no-ad). The scoring package decides whether a combination makes a game (`checkFormat`).
 */
export interface FormatPreset {
  id: string;
  format: Record<string, unknown>;
}

export const FORMAT_PRESETS: Record<MatchSport, readonly FormatPreset[]> = {
  tennis: [
    { id: 'bo3', format: { bestOf: 3 } },
    { id: 'bo3mtb', format: { bestOf: 3, finalSet: 'mtb10' } },
    { id: 'bo5', format: { bestOf: 5, finalSet: 'tb10' } },
    { id: 'short', format: { bestOf: 3, gamesPerSet: 4 } },
    { id: 'fast4', format: { bestOf: 3, fast4: true } },
  ],
  badminton: [
    { id: 'standard', format: { variant: 'standard' } },
    { id: 'x15', format: { variant: '3x15' } },
    { id: 'g1x21', format: { variant: 'standard', bestOf: 1 } },
    { id: 'g1x15', format: { variant: '3x15', bestOf: 1 } },
  ],
  volleyball: [
    { id: 'bo5', format: { bestOf: 5 } },
    { id: 'bo3', format: { bestOf: 3 } },
  ],
  'table-tennis': [
    { id: 'bo5', format: { bestOf: 5 } },
    { id: 'bo7', format: { bestOf: 7 } },
    { id: 'bo3', format: { bestOf: 3 } },
  ],
  snooker: [
    { id: 'bo7', format: { bestOf: 7 } },
    { id: 'bo5', format: { bestOf: 5 } },
    { id: 'bo9', format: { bestOf: 9 } },
    { id: 'bo1', format: { bestOf: 1 } },
  ],
  bowling: [
    { id: 'g3', format: { games: 3 } },
    { id: 'g1', format: { games: 1 } },
    { id: 'g3cf', format: { games: 3, scoring: 'current-frame' } },
  ],
  rally: [
    { id: 't21', format: { target: 21, bestOf: 3, cap: 30 } },
    { id: 't11', format: { target: 11, bestOf: 3 } },
    { id: 't15', format: { target: 15, bestOf: 1 } },
  ],
};

/** Sports whose format has a doubles variant (a formation of two a side). */
export const HAS_DOUBLES: ReadonlySet<MatchSport> = new Set(['tennis', 'badminton', 'table-tennis']);
/** Sports played by teams (a side is a team of the organization). */
export const TEAM_SPORTS: ReadonlySet<MatchSport> = new Set(['volleyball']);
/** Sports with a no-ad variant. */
export const HAS_NO_AD: ReadonlySet<MatchSport> = new Set(['tennis']);

export interface FormatChoice {
  preset: string;
  doubles: boolean;
  noAd: boolean;
}

/** The format object of a choice (the preset with its variants). */
export function formatOf(sport: MatchSport, choice: FormatChoice): Record<string, unknown> {
  const preset = FORMAT_PRESETS[sport].find((p) => p.id === choice.preset) ?? FORMAT_PRESETS[sport][0]!;
  const format: Record<string, unknown> = { ...preset.format };
  if (HAS_DOUBLES.has(sport) && choice.doubles) format.doubles = true;
  if (HAS_NO_AD.has(sport) && choice.noAd && !format.fast4) format.noAd = true;
  return format;
}

/** Whether the scoring rules accept the format (the server asks the same package). */
export function checkFormat(sport: MatchSport, format: Record<string, unknown>, firstServer: Side): boolean {
  return createMatch({ sport, format, firstServer }).ok;
}

/** The format the scoring rules store (every key named, in their order), or null when it makes no match. */
function normalized(sport: MatchSport, format: Record<string, unknown>): string | null {
  const created = createMatch({ sport, format });
  return created.ok ? JSON.stringify(created.state.format) : null;
}

/**
 * A stored format in words, as a translation key and its values: the preset (with its variants) that
 * makes exactly it, else its games and points (a format set through the API that no preset makes).
 */
export function formatWords(
  sport: MatchSport,
  format: Record<string, unknown>,
): { preset: string | null; doubles: boolean; noAd: boolean; bestOf: number | null; target: number | null } {
  const choice = choiceOf(sport, format);
  const exact = normalized(sport, format) === normalized(sport, formatOf(sport, choice));
  const n = (key: string) => (typeof format[key] === 'number' ? (format[key] as number) : null);
  return {
    preset: exact ? choice.preset : null,
    doubles: choice.doubles,
    noAd: choice.noAd,
    bestOf: n('bestOf'),
    target: n('target'),
  };
}

/** The choice a stored format comes from: the preset and variants that give exactly it, else the first preset. */
export function choiceOf(sport: MatchSport, format: Record<string, unknown>): FormatChoice {
  const variants = { doubles: format.doubles === true, noAd: format.noAd === true && !format.fast4 };
  const target = normalized(sport, format);
  const preset = FORMAT_PRESETS[sport].find(
    (p) => target !== null && normalized(sport, formatOf(sport, { preset: p.id, ...variants })) === target,
  );
  return { preset: (preset ?? FORMAT_PRESETS[sport][0]!).id, ...variants };
}

import type {
  Match,
  MatchInput,
  MatchPrivacy,
  MatchSideInput,
  MatchSport,
  MatchUpdate,
  Player,
  Team,
} from '@sportzone/contracts';
import type { TFunction } from 'i18next';
import { fullName } from '@/lib/people';
import {
  FORMAT_PRESETS,
  HAS_DOUBLES,
  TEAM_SPORTS,
  checkFormat,
  choiceOf,
  formatOf,
} from '@/lib/matches/formats';
import { MAX_YEAR, MIN_YEAR, checkStart, fromLocalInput, nextSlot, toLocalInput } from './when';

/**
 * The match form's values and what follows from them, without React (components/match-form.tsx draws
 * them): the starting values, what a side is picked from, the checks beside each field, the sides sent,
 * and the server's field names mapped back onto the form's.
 */

export const NAME_MAX = 120;
export const PLACE_MAX = { venue: 200, court: 100 } as const;

export type SideKey = 'home' | 'away';
type Source = 'club' | 'typed';

export interface Values {
  sport: MatchSport;
  preset: string;
  doubles: boolean;
  noAd: boolean;
  homeSource: Source;
  awaySource: Source;
  homePick: string | null;
  awayPick: string | null;
  homeName: string;
  awayName: string;
  firstServer: SideKey;
  venueId: string | null;
  space: string | null;
  venue: string;
  court: string;
  scheduledAt: string;
  privacy: MatchPrivacy;
  scorerIds: string[];
}

export type FormMode = 'full' | 'reschedule';

/** What a side is picked from: players (singles), formations (doubles) or teams (team sports). */
export type PickKind = 'player' | 'formation' | 'team';
export function pickKind(sport: MatchSport, doubles: boolean): PickKind {
  if (TEAM_SPORTS.has(sport)) return 'team';
  return doubles && HAS_DOUBLES.has(sport) ? 'formation' : 'player';
}

export interface Pickable {
  value: string;
  label: string;
  name: string;
  players: string[];
}

export function pickables(
  kind: PickKind,
  sport: MatchSport,
  players: Player[],
  formations: Team[],
  teams: Team[],
) {
  if (kind === 'player') {
    return players.map<Pickable>((p) => ({
      value: String(p.id),
      label: `${fullName(p)}${p.playerNumber ? ` #${p.playerNumber}` : ''}`,
      name: fullName(p),
      players: [fullName(p)],
    }));
  }
  const list = (kind === 'formation' ? formations : teams).filter((t) => !t.sport || t.sport === sport);
  return list.map<Pickable>((t) => ({
    value: String(t.id),
    label: t.name,
    name: t.name,
    players: t.players.map((p) => fullName(p)),
  }));
}

function pickOf(match: Match | null, side: SideKey): string | null {
  const s = match?.[side];
  const id = s?.playerId ?? s?.formationId ?? s?.teamId ?? null;
  return id ? String(id) : null;
}

export function initialValues(match: Match | null, organizationId: number | null, sport: MatchSport): Values {
  const choice = match ? choiceOf(match.sport, match.format) : { preset: '', doubles: false, noAd: false };
  const sourceOf = (side: SideKey): Source =>
    organizationId !== null && (!match || pickOf(match, side)) ? 'club' : 'typed';
  return {
    sport: match?.sport ?? sport,
    preset: choice.preset || FORMAT_PRESETS[match?.sport ?? sport][0]!.id,
    doubles: choice.doubles,
    noAd: choice.noAd,
    homeSource: sourceOf('home'),
    awaySource: sourceOf('away'),
    homePick: pickOf(match, 'home'),
    awayPick: pickOf(match, 'away'),
    homeName: match?.home.name ?? '',
    awayName: match?.away.name ?? '',
    firstServer: match?.firstServer ?? 'home',
    venueId: null,
    space: null,
    venue: match?.venue ?? '',
    court: match?.court ?? '',
    scheduledAt: match ? toLocalInput(match.scheduledAt) : nextSlot(),
    privacy: match?.privacy ?? 'public',
    scorerIds: (match?.scorerIds ?? []).map(String),
  };
}

/** The side's name as it will be shown: the picked one's, or the typed one. */
export function sideNameOf(v: Values, side: SideKey, options: Pickable[]): string {
  if (v[`${side}Source`] === 'club') return options.find((o) => o.value === v[`${side}Pick`])?.name ?? '';
  return v[`${side}Name`].trim();
}

/** The side as the API takes it (a valid form has picked or typed it). */
export function sideInputOf(v: Values, side: SideKey, options: Pickable[], kind: PickKind): MatchSideInput {
  if (v[`${side}Source`] === 'club') {
    const picked = options.find((o) => o.value === v[`${side}Pick`])!;
    const id = Number(picked.value);
    return {
      name: picked.name,
      players: picked.players,
      playerId: kind === 'player' ? id : null,
      formationId: kind === 'formation' ? id : null,
      teamId: kind === 'team' ? id : null,
    };
  }
  return { name: v[`${side}Name`].trim(), players: [], playerId: null, formationId: null, teamId: null };
}

/**
 * What the form sends: a reschedule's time and place, an edit (its rules only before the first point), or a
 * new match. The sides are read only when sent (a reschedule leaves them as they are).
 */
export function matchPayload(
  v: Values,
  context: {
    mode: FormMode;
    match: Match | null;
    started: boolean;
    organizationId: number | null;
    options: Pickable[];
    kind: PickKind;
    place: { venue: string | null; court: string | null };
  },
): { id: number; update: MatchUpdate } | { id: null; input: MatchInput } {
  const { mode, match, started, organizationId, options, kind, place } = context;
  const when = fromLocalInput(v.scheduledAt);
  if (mode === 'reschedule' && match) return { id: match.id, update: { scheduledAt: when, ...place } };
  const rules = { sport: v.sport, format: formatOf(v.sport, v), firstServer: v.firstServer };
  const scorers = organizationId !== null ? { scorerIds: v.scorerIds.map(Number) } : {};
  const common = {
    home: sideInputOf(v, 'home', options, kind),
    away: sideInputOf(v, 'away', options, kind),
    scheduledAt: when,
    ...place,
    privacy: v.privacy,
  };
  if (match) return { id: match.id, update: { ...(started ? {} : rules), ...common, ...scorers } };
  return { id: null, input: { ...rules, ...common, organizationId, ...scorers } };
}

/** What the server checks, checked here first and said beside each field. */
export function validateMatch(
  v: Values,
  { mode, started, options, t }: { mode: FormMode; started: boolean; options: Pickable[]; t: TFunction },
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (mode === 'full') {
    for (const side of ['home', 'away'] as const) {
      if (v[`${side}Source`] === 'club') {
        if (!v[`${side}Pick`]) errors[`${side}Pick`] = t('orgMatches.form.pickRequired');
      } else if (!v[`${side}Name`].trim()) errors[`${side}Name`] = t('orgMatches.form.required');
    }
    // a side cannot play itself: the same pick, or the same name
    const nameOf = (side: SideKey) =>
      (v[`${side}Source`] === 'club'
        ? (options.find((o) => o.value === v[`${side}Pick`])?.name ?? '')
        : v[`${side}Name`]
      )
        .trim()
        .toLocaleLowerCase();
    const same =
      v.homeSource === 'club' && v.awaySource === 'club'
        ? Boolean(v.homePick) && v.homePick === v.awayPick
        : nameOf('home') !== '' && nameOf('home') === nameOf('away');
    if (same) errors[v.awaySource === 'club' ? 'awayPick' : 'awayName'] = t('orgMatches.form.sameSides');
    if (!started && !checkFormat(v.sport, formatOf(v.sport, v), v.firstServer))
      errors.preset = t('orgMatches.form.badFormat');
  }
  const start = checkStart(v.scheduledAt);
  if (start === 'invalid') errors.scheduledAt = t('orgMatches.form.badDate');
  if (start === 'range')
    errors.scheduledAt = t('orgMatches.form.dateRange', { min: MIN_YEAR, max: MAX_YEAR });
  if (mode === 'reschedule' && !v.scheduledAt) errors.scheduledAt = t('orgMatches.form.required');
  return errors;
}

/** The server's field names → this form's. */
const SERVER_FIELDS: Record<string, keyof Values> = {
  sport: 'sport',
  format: 'preset',
  firstServer: 'firstServer',
  'home.name': 'homeName',
  'away.name': 'awayName',
  'home.playerId': 'homePick',
  'home.formationId': 'homePick',
  'home.teamId': 'homePick',
  'away.playerId': 'awayPick',
  'away.formationId': 'awayPick',
  'away.teamId': 'awayPick',
  scheduledAt: 'scheduledAt',
  venue: 'venue',
  court: 'court',
  privacy: 'privacy',
  scorerIds: 'scorerIds',
};

/** A 400's field errors on this form's fields; the place's go to the pickers when the club's venues are used. */
export function serverErrors(
  fields: Record<string, string>,
  clubPlaces: boolean,
): Partial<Record<keyof Values, string>> {
  const mapped: Partial<Record<keyof Values, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = SERVER_FIELDS[field] ?? SERVER_FIELDS[field.split('.').slice(0, 2).join('.')];
    if (key) mapped[key] = message;
  }
  if (mapped.venue && clubPlaces) mapped.venueId = mapped.venue;
  if (mapped.court && clubPlaces) mapped.space = mapped.court;
  return mapped;
}

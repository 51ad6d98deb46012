import type {
  EntryKind,
  MatchSport,
  Tournament,
  TournamentInput,
  TournamentStatus,
} from '@sportzone/contracts';
import { FORMAT_PRESETS, choiceOf, formatOf, type FormatChoice } from '@/lib/matches/formats';

/** The tournament form's values, from a tournament and to the server's input. Pure: no React. */

type Privacy = Tournament['privacy'];
export const PRIVACIES: Privacy[] = ['public', 'unlisted', 'private'];

export interface TournamentValues {
  name: string;
  description: string;
  sport: string;
  entryKind: EntryKind;
  seasonId: string | null;
  venueId: string | null;
  startsOn: string;
  endsOn: string;
  ordering: 'chronological' | 'ranking';
  durationInMinutes: number | string;
  restInMinutes: number | string;
  maxRegistrations: number | string;
  spots: number | string;
  selfSignup: boolean;
  /** anyone signed in signs up, and gets a player of the organization (decision 055) */
  anyoneSignsUp: boolean;
  privacy: Privacy;
  status: TournamentStatus;
  /** the format the draw's matches play: a preset of the sport with its variants (decision 062) */
  format: FormatChoice;
}

export function initialValues(t: Tournament | null): TournamentValues {
  return {
    name: t?.name ?? '',
    description: t?.description ?? '',
    sport: t?.sport ?? 'badminton',
    entryKind: t?.entryKind ?? 'player',
    seasonId: t?.seasonId ? String(t.seasonId) : null,
    venueId: t?.venueId ? String(t.venueId) : null,
    startsOn: t?.startsOn ?? '',
    endsOn: t?.endsOn ?? '',
    ordering: t?.ordering ?? 'chronological',
    durationInMinutes: t?.durationInMinutes ?? 30,
    restInMinutes: t?.restInMinutes ?? 15,
    maxRegistrations: t?.maxRegistrations ?? '',
    spots: t?.spots ?? '',
    // a new tournament lets the club’s players sign themselves up once sign-ups open
    selfSignup: t?.selfSignup ?? true,
    anyoneSignsUp: t?.signupPolicy === 'anyone',
    privacy: t?.privacy ?? 'public',
    status: t?.status ?? 'upcoming',
    format: t ? choiceOf(t.sport as MatchSport, t.format) : firstChoice('badminton'),
  };
}

/** A sport's first (standard) format preset. */
export const firstChoice = (sport: string): FormatChoice => ({
  preset: FORMAT_PRESETS[sport as MatchSport]?.[0]?.id ?? '',
  doubles: false,
  noAd: false,
});

export const numOrNull = (v: number | string) => (v === '' || v === null ? null : Number(v));

/** The form's values as the server's input. */
export function tournamentInputOf(v: TournamentValues): TournamentInput {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    sport: v.sport as TournamentInput['sport'],
    entryKind: v.entryKind,
    seasonId: v.seasonId ? Number(v.seasonId) : null,
    venueId: v.venueId ? Number(v.venueId) : null,
    startsOn: v.startsOn || null,
    endsOn: v.endsOn || null,
    ordering: v.ordering,
    durationInMinutes: Number(v.durationInMinutes) || 30,
    restInMinutes: Number(v.restInMinutes) || 0,
    maxRegistrations: numOrNull(v.maxRegistrations),
    spots: numOrNull(v.spots),
    selfSignup: v.selfSignup,
    signupPolicy: v.anyoneSignsUp && v.entryKind === 'player' ? 'anyone' : 'players',
    privacy: v.privacy,
    status: v.status,
    format: formatOf(v.sport as MatchSport, v.format),
  };
}

import { MATCH_SPORTS, type MatchSide, type MatchSport } from '@sportzone/contracts';

/** Sports with pages (`/<sport>/live/{id}` …): the six sports and the generic rally score. */
export function isMatchSport(value: unknown): value is MatchSport {
  return typeof value === 'string' && (MATCH_SPORTS as readonly string[]).includes(value);
}

export const liveMatchPath = (sport: MatchSport, id: number) => `/${sport}/live/${id}`;
export const scoreMatchPath = (sport: MatchSport, id: number) => `/${sport}/score/${id}`;
export const guestScorePath = (sport: MatchSport, id: number, token: string) =>
  `/${sport}/guest-score/${id}?token=${encodeURIComponent(token)}`;
export const overlayPath = (id: number) => `/overlay/match/${id}`;
export const displayPath = (id: number) => `/display/match/${id}`;

/** A side's public profile: the player's, or the team's or formation's; null for a name typed in. */
export function profilePath(side: Pick<MatchSide, 'playerId' | 'teamId' | 'formationId'>): string | null {
  if (side.playerId) return `/public/players/${side.playerId}/profile`;
  const entity = side.teamId ?? side.formationId;
  return entity ? `/public/entities/${entity}/profile` : null;
}

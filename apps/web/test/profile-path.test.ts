import { describe, expect, it } from 'vitest';
import { profilePath } from '@/lib/matches/paths';

describe('a match side’s profile link', () => {
  it('goes to the player’s profile, else the team’s or formation’s, else nowhere', () => {
    expect(profilePath({ playerId: 7, teamId: null, formationId: null })).toBe('/public/players/7/profile');
    expect(profilePath({ playerId: null, teamId: 3, formationId: null })).toBe('/public/entities/3/profile');
    expect(profilePath({ playerId: null, teamId: null, formationId: 9 })).toBe('/public/entities/9/profile');
    expect(profilePath({ playerId: null, teamId: null, formationId: null })).toBeNull();
  });
});

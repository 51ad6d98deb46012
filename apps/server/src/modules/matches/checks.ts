import { existingUserIds, findPlayers, findTeam, findTournament, type MatchRow } from '@sportzone/db';
import { createMatch, summarize } from '@sportzone/scoring';
import { badRequest } from '../../lib/http-errors';
import type { AppDatabase } from '../../plugins/external/db';

/** A fresh scoring state for these options, or 400 with the scoring code. */
export function initialState(
  sport: MatchRow['sport'],
  format: Record<string, unknown> | undefined,
  firstServer: 'home' | 'away' | undefined,
) {
  const created = createMatch({
    sport,
    ...(format ? { format } : {}),
    ...(firstServer ? { firstServer } : {}),
  });
  if (!created.ok) {
    const field = created.error.code === 'unknown_sport' ? 'sport' : 'format';
    throw badRequest(created.error.message, { [field]: created.error.message }, created.error.code);
  }
  return { state: created.state, summary: summarize(created.state) };
}

export interface SideRefs {
  side: 'home' | 'away';
  playerId?: number | null;
  teamId?: number | null;
  formationId?: number | null;
}

/** What a match names (users, its tournament, its sides' people) checked against the database. */
export interface MatchChecks {
  users(ids: number[] | undefined): Promise<number[] | undefined>;
  tournament(organizationId: number | null, tournamentId: number | null | undefined): Promise<void>;
  sides(organizationId: number | null, sides: SideRefs[]): Promise<void>;
}

export function createMatchChecks({ database }: { database: Pick<AppDatabase, 'db'> }): MatchChecks {
  const db = () => database.db;
  return {
    async users(ids) {
      if (ids === undefined) return undefined;
      const unique = [...new Set(ids)];
      const found = await existingUserIds(db(), unique);
      const missing = unique.filter((id) => !found.includes(id));
      if (missing.length > 0) {
        throw badRequest(
          `No user with id ${missing.join(', ')}.`,
          { scorerIds: `unknown user ${missing.join(', ')}` },
          'unknown_user',
        );
      }
      return unique;
    },

    /**
     * A match's tournament is a tournament of the match's own organization (decision 012: nothing points
     * across organizations); 400 wrong_organization otherwise, without telling whether the id exists.
     */
    async tournament(organizationId, tournamentId) {
      if (tournamentId === null || tournamentId === undefined) return;
      const tournament = await findTournament(db(), tournamentId);
      if (!tournament || tournament.organizationId !== organizationId)
        throw badRequest(
          'The container is not a tournament of the match\u2019s organization.',
          { containerId: 'not a tournament of this organization' },
          'wrong_organization',
        );
    },

    /**
     * The players, teams and formations a match names must be its organization's: otherwise an organizer
     * of one organization could put matches on another's profiles and reports. 400 without telling
     * whether the id exists elsewhere.
     */
    async sides(organizationId, sides) {
      const fields: Record<string, string> = {};
      const playerIds = sides.flatMap((s) => (s.playerId ? [s.playerId] : []));
      const players = playerIds.length ? await findPlayers(db(), playerIds) : [];
      for (const s of sides) {
        if (s.playerId && !players.some((p) => p.id === s.playerId && p.organizationId === organizationId))
          fields[`${s.side}.playerId`] = 'not a player of the match\u2019s organization';
        for (const key of ['teamId', 'formationId'] as const) {
          const teamId = s[key];
          if (!teamId) continue;
          const team = await findTeam(db(), teamId);
          if (!team || team.organizationId !== organizationId)
            fields[`${s.side}.${key}`] =
              `not a ${key === 'teamId' ? 'team' : 'formation'} of the match\u2019s organization`;
        }
      }
      if (Object.keys(fields).length > 0) {
        throw badRequest(
          organizationId === null
            ? 'Only a match of an organization can name its players, teams and formations.'
            : 'Players, teams and formations must belong to the match\u2019s organization.',
          fields,
          'wrong_organization',
        );
      }
    },
  };
}

import {
  COMPETITOR_SIZES,
  type CompetitorType,
  type PagedResult,
  type Team,
  type TeamInput,
  type TeamKind,
  type TeamListQuery,
  type TeamUpdate,
} from '@sportzone/contracts';
import {
  addTeamPlayer,
  deleteTeam,
  findPlayers,
  findTeam,
  insertTeam,
  listTeams,
  playersOfTeams,
  removeTeamPlayer,
  setTeamPlayers,
  updateTeam,
  type TeamRow,
} from '@sportzone/db';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import { definedOnly, listPage, readAccess, type OrganizationDeps } from './common';
import { teamDto } from './dto';

/** Teams and formations (solo, double, trio) of an organization's players. */
export interface TeamsService {
  listTeams(actor: Actor, organizationId: number, query: TeamListQuery): Promise<PagedResult<Team>>;
  createTeam(actor: Actor, organizationId: number, input: TeamInput): Promise<Team>;
  getTeam(actor: Actor, id: number): Promise<Team>;
  updateTeam(actor: Actor, id: number, input: TeamUpdate): Promise<Team>;
  removeTeam(actor: Actor, id: number): Promise<void>;
  addTeamPlayer(actor: Actor, id: number, playerId: number): Promise<Team>;
  removeTeamPlayer(actor: Actor, id: number, playerId: number): Promise<Team>;
}

/** a formation is solo, double or trio; a team has no competitor type */
export function checkShape(kind: TeamKind, competitorType: CompetitorType | null): void {
  if (kind === 'formation' && !competitorType) {
    throw badRequest('A formation is solo, double or trio.', {
      competitorType: 'is required for a formation',
    });
  }
  if (kind === 'team' && competitorType) {
    throw badRequest('Only formations have a competitor type.', {
      competitorType: 'only formations have one',
    });
  }
}

/** a formation holds at most as many players as its competitor type says */
export function checkFormationSize(
  kind: TeamKind,
  competitorType: CompetitorType | null,
  playerCount: number,
): void {
  if (kind === 'formation' && competitorType && playerCount > COMPETITOR_SIZES[competitorType]) {
    throw badRequest(
      `A ${competitorType} formation has at most ${COMPETITOR_SIZES[competitorType]} players.`,
      {
        playerIds: `at most ${COMPETITOR_SIZES[competitorType]} players`,
      },
    );
  }
}

export function createTeamsService(deps: OrganizationDeps): TeamsService {
  const { access } = deps;
  const db = () => deps.database.db;

  const teamOrNotFound = async (id: number): Promise<TeamRow> => {
    const team = await findTeam(db(), id);
    if (!team) throw notFound('Team not found.');
    return team;
  };

  /** an existing team, its organization checked at this level */
  const teamFor = async (actor: Actor, id: number, level: 'read' | 'manage') => {
    const team = await teamOrNotFound(id);
    await readAccess(access, actor, team.organizationId, 'Team', level);
    return team;
  };

  const teamOut = async (row: TeamRow): Promise<Team> =>
    teamDto(row, (await playersOfTeams(db(), [row.id])).get(row.id) ?? []);

  const playerIdsOf = async (id: number) => (await playersOfTeams(db(), [id])).get(id)!.map((p) => p.id);

  const checkPlayers = async (
    organizationId: number,
    kind: TeamKind,
    competitorType: CompetitorType | null,
    playerIds: number[],
  ) => {
    checkFormationSize(kind, competitorType, playerIds.length);
    const found = await findPlayers(db(), playerIds);
    if (found.length !== playerIds.length || found.some((p) => p.organizationId !== organizationId)) {
      throw badRequest('Players must belong to the same organization.', {
        playerIds: 'unknown player or one of another organization',
      });
    }
  };

  return {
    async listTeams(actor, organizationId, query) {
      await access.organization(actor, organizationId);
      const filter = {
        kind: query.kind ?? null,
        competitorType: query.competitorType ?? null,
        sport: query.sport ?? null,
      };
      return listPage(
        query,
        (window) => listTeams(db(), organizationId, { ...window, ...filter }),
        async (rows) => {
          const players = await playersOfTeams(
            db(),
            rows.map((r) => r.id),
          );
          return rows.map((r) => teamDto(r, players.get(r.id) ?? []));
        },
      );
    },

    async createTeam(actor, organizationId, input) {
      await access.manageOrganization(actor, organizationId);
      const kind = input.kind ?? 'team';
      const competitorType = input.competitorType ?? null;
      checkShape(kind, competitorType);
      const playerIds = input.playerIds ?? [];
      await checkPlayers(organizationId, kind, competitorType, playerIds);
      const row = await deps.database.transaction(async (tx) => {
        const team = await insertTeam(tx, {
          organizationId,
          name: input.name.trim(),
          kind,
          competitorType,
          sport: input.sport ?? null,
        });
        await setTeamPlayers(tx, team.id, playerIds);
        return team;
      });
      return teamOut(row);
    },

    async getTeam(actor, id) {
      return teamOut(await teamFor(actor, id, 'read'));
    },

    async updateTeam(actor, id, input) {
      const team = await teamFor(actor, id, 'manage');
      const kind = input.kind ?? team.kind;
      const competitorType =
        input.competitorType !== undefined
          ? input.competitorType
          : kind === 'team'
            ? null
            : team.competitorType;
      checkShape(kind, competitorType);
      const playerIds = input.playerIds ?? (await playerIdsOf(id));
      await checkPlayers(team.organizationId, kind, competitorType, playerIds);
      const row = await deps.database.transaction(async (tx) => {
        if (input.playerIds) await setTeamPlayers(tx, id, input.playerIds);
        return updateTeam(
          tx,
          id,
          definedOnly({ name: input.name?.trim(), kind, competitorType, sport: input.sport }),
        );
      });
      return teamOut(row!);
    },

    async removeTeam(actor, id) {
      await teamFor(actor, id, 'manage');
      await deleteTeam(db(), id);
    },

    async addTeamPlayer(actor, id, playerId) {
      const team = await teamFor(actor, id, 'manage');
      const current = await playerIdsOf(id);
      if (!current.includes(playerId)) {
        await checkPlayers(team.organizationId, team.kind, team.competitorType, [...current, playerId]);
        await addTeamPlayer(db(), id, playerId);
      }
      return teamOut(team);
    },

    async removeTeamPlayer(actor, id, playerId) {
      const team = await teamFor(actor, id, 'manage');
      if (!(await removeTeamPlayer(db(), id, playerId))) throw notFound('This player is not in the team.');
      return teamOut(team);
    },
  };
}

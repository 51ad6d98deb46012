import { groupLetter, placeAt } from '@sportzone/competition';
import {
  MAX_EXPORT_MATCHES,
  MAX_PAGE_SIZE,
  type EntryList,
  type MatchExportQuery,
  type PagedResult,
  type Player,
  type PlayerListQuery,
  type Tournament,
  type TournamentResults,
  type TournamentStages,
} from '@sportzone/contracts';
import {
  competitionsOf,
  drawMatchHeads,
  placingsOf,
  playersOfTeams,
  searchMatches,
  type MatchHeadRow,
  type MatchViewer,
} from '@sportzone/db';
import { badRequest } from '../../lib/http-errors';
import type { AccessService, OrganizationAccess } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { placeLabel } from '../tournaments/places';
import { toCsv } from './csv';
import { tournamentResults } from './results';
import {
  entriesTable,
  fileSlug,
  matchTable,
  playersTable,
  standingsTable,
  type MatchLine,
  type Table,
} from './rows';

/** A CSV file: its name (ASCII) and text (with its BOM). */
export interface CsvFile {
  filename: string;
  csv: string;
}

/** Exports of an organization's results (decision 045); every read as the data's own reads allow it. */
export interface ExportsService {
  /** an organization's finished matches, the winner first (as visible to the actor as in the lists) */
  matchesCsv(actor: Actor, organizationId: number, query: MatchExportQuery): Promise<CsvFile>;
  /** an organization's players with their private fields: owners, organizers, admins, the org's keys */
  playersCsv(actor: Actor, organizationId: number): Promise<CsvFile>;
  standingsCsv(actor: Actor, tournamentId: number): Promise<CsvFile>;
  entriesCsv(actor: Actor, tournamentId: number): Promise<CsvFile>;
  results(actor: Actor, tournamentId: number): Promise<TournamentResults>;
}

export interface ExportsDeps {
  database: Pick<AppDatabase, 'db'>;
  access: Pick<AccessService, 'organization' | 'manageOrganization' | 'memberOfOrganization' | 'meOrNull'>;
  /** the tournament's own reads: each answers 404 to whoever may not see the tournament */
  tournaments: {
    get(actor: Actor, id: number): Promise<Tournament>;
    stages(actor: Actor, id: number): Promise<TournamentStages>;
    entries(actor: Actor, id: number): Promise<EntryList>;
  };
  people: {
    listPlayers(actor: Actor, organizationId: number, query: PlayerListQuery): Promise<PagedResult<Player>>;
  };
  now?: () => Date;
}

const PAGE = 500;
const DAY_MS = 86_400_000;

const file = (filename: string, table: Table): CsvFile => ({
  filename,
  csv: toCsv(table.header, table.rows),
});

/**
 * Which of the organization's matches the actor may see, as the access service answered for the
 * organization: its managers (and keys that manage) everything, its members and keys its public matches,
 * everybody else what the lists show (decision 012).
 */
async function viewerOf(deps: ExportsDeps, actor: Actor, found: OrganizationAccess): Promise<MatchViewer> {
  const user = await deps.access.meOrNull(actor);
  const id = found.organization.id;
  return {
    userId: user?.id ?? null,
    isAdmin: found.isAdmin,
    managedOrganizationIds: found.canManage ? [id] : [],
    memberOrganizationIds: found.canSeePrivate ? [id] : [],
  };
}

function dayRange(query: MatchExportQuery): { from?: Date; to?: Date } {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
  const to = query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined;
  if (from && to && from >= to)
    throw badRequest('`from` must not be after `to`.', { from: 'must not be after to' });
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export function createExportsService(deps: ExportsDeps): ExportsService {
  const db = () => deps.database.db;
  const now = deps.now ?? (() => new Date());

  async function finishedMatches(actor: Actor, organizationId: number, query: MatchExportQuery) {
    const found = await deps.access.organization(actor, organizationId);
    const range = dayRange(query);
    if (query.tournamentId !== undefined) {
      const t = await deps.tournaments.get(actor, query.tournamentId);
      if (t.organizationId !== organizationId)
        throw badRequest('The tournament is not this organization\u2019s.', {
          tournamentId: 'not of this organization',
        });
    }
    const viewer = await viewerOf(deps, actor, found);
    const rows: MatchHeadRow[] = [];
    for (let page = 1; rows.length < MAX_EXPORT_MATCHES; page++) {
      const { rows: got } = await searchMatches(db(), {
        status: 'finished',
        sport: query.sport,
        organizationId,
        tournamentId: query.tournamentId,
        seasonId: query.seasonId,
        ...range,
        page,
        pageSize: PAGE,
        viewer,
      });
      rows.push(...got);
      if (got.length < PAGE) break;
    }
    return { found, rows: rows.slice(0, MAX_EXPORT_MATCHES) };
  }

  async function results(actor: Actor, tournamentId: number): Promise<TournamentResults> {
    const tournament = await deps.tournaments.get(actor, tournamentId);
    const [{ stages }, list] = await Promise.all([
      deps.tournaments.stages(actor, tournamentId),
      deps.tournaments.entries(actor, tournamentId),
    ]);
    const entries = [...list.registered, ...list.waiting, ...list.withdrawn];
    const teamIds = [...new Set(entries.flatMap((e) => (e.teamId === null ? [] : [e.teamId])))];
    const [teams, placings, heads] = await Promise.all([
      playersOfTeams(db(), teamIds),
      placingsOf(db(), tournamentId),
      drawMatchHeads(db(), tournamentId),
    ]);
    const teamPlayers = new Map(
      [...teams].map(([id, ps]) => [id, ps.map((p) => `${p.firstName} ${p.lastName}`.trim())]),
    );
    return tournamentResults({ tournament, stages, entries, teamPlayers, placings, heads, now: now() });
  }

  return {
    results,
    async matchesCsv(actor, organizationId, query) {
      const { found, rows } = await finishedMatches(actor, organizationId, query);
      const places = new Map(
        (
          await competitionsOf(
            db(),
            rows.map((r) => r.id),
          )
        ).map((c) => [c.matchId, c]),
      );
      const lines: MatchLine[] = rows.map((r) => {
        const c = places.get(r.id);
        return {
          id: r.id,
          at: r.startedAt ?? r.scheduledAt ?? r.endedAt,
          sport: r.sport,
          tournament: c?.name ?? null,
          round: c
            ? placeLabel(
                placeAt({
                  bracket: c.phase,
                  group: c.group,
                  round: c.round,
                  roundsInPhase: c.roundsInPhase,
                  doubleElimination: c.stageType === 'double_elimination',
                }),
              )
            : null,
          home: r.homeName,
          away: r.awayName,
          summary: r.summary,
          venue: r.venue,
          court: r.court,
        };
      });
      const name = fileSlug(found.organization.name, `organization-${organizationId}`);
      return file(`${name}-matches.csv`, matchTable(lines));
    },

    async playersCsv(actor, organizationId) {
      // private fields: a person needs to manage the organization; its own keys read them (results:read)
      const found = actor.apiKey
        ? await deps.access.memberOfOrganization(actor, organizationId)
        : await deps.access.manageOrganization(actor, organizationId);
      const players: Player[] = [];
      for (let page = 1; ; page++) {
        const got = await deps.people.listPlayers(actor, organizationId, { page, pageSize: MAX_PAGE_SIZE });
        players.push(...got.items);
        if (page >= got.totalPages) break;
      }
      const keys = [...new Set(players.flatMap((p) => Object.keys(p.properties)))].sort();
      const name = fileSlug(found.organization.name, `organization-${organizationId}`);
      return file(`${name}-players.csv`, playersTable(players, keys));
    },

    async standingsCsv(actor, tournamentId) {
      const t = await deps.tournaments.get(actor, tournamentId);
      const { stages } = await deps.tournaments.stages(actor, tournamentId);
      const table = standingsTable(
        stages
          .filter((s) => s.standings.length > 0)
          .map((s) => ({ stage: s.name, type: s.type, rows: s.standings })),
        groupLetter,
      );
      return file(`${fileSlug(t.name, `tournament-${t.id}`)}-standings.csv`, table);
    },

    async entriesCsv(actor, tournamentId) {
      const all = await results(actor, tournamentId);
      const t = all.tournament;
      return file(`${fileSlug(t.name, `tournament-${t.id}`)}-entries.csv`, entriesTable(all.entries));
    },
  };
}

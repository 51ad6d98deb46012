import type {
  AuditList,
  CorrectionInput,
  CorrectionPreview,
  Entry,
  EntryInput,
  EntryList,
  EntriesImportPreview,
  EntriesImportResult,
  ImportMapping,
  PagedResult,
  Player,
  Ranking,
  RankingQuery,
  RankingTable,
  ResultInput,
  Schedule,
  ScheduleInput,
  Season,
  SeedsInput,
  StagesInput,
  Team,
  TeamKind,
  Tournament,
  TournamentInput,
  TournamentStages,
  TournamentStatus,
  TournamentUpdate,
  Venue,
} from '@sportzone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The organizer's side of tournaments (decision 018): list, create, sign-ups, stages, draw, schedule, results, rankings. */

export interface TournamentListParams {
  organizationId: number;
  status?: TournamentStatus | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export function fetchTournamentPage(
  params: TournamentListParams,
  signal?: AbortSignal,
): Promise<PagedResult<Tournament>> {
  const search = params.search?.trim();
  return api.get(`/api/organization/${params.organizationId}/tournaments`, {
    query: {
      status: params.status,
      searchTerm: search ? search : undefined,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
  });
}

/** POST; a 400 is the form's to show beside its fields (no toast). */
export function createTournament(organizationId: number, input: TournamentInput): Promise<Tournament> {
  return api.post(`/api/organization/${organizationId}/tournaments`, input, { expect: [400] });
}

export function updateTournament(id: number, input: TournamentUpdate): Promise<Tournament> {
  return api.patch(`/api/tournament/${id}`, input, { expect: [400, 409] });
}

export function deleteTournament(id: number): Promise<void> {
  return api.delete(`/api/tournament/${id}`);
}

const base = (id: number) => `/api/tournament/${id}`;

/** the new entry (registered, or waiting when the spots are taken) */
export const signUp = (id: number, input: EntryInput): Promise<Entry> =>
  api.post(`${base(id)}/entries`, input);
/** the rows matched to the organization's players (writes nothing) */
export const previewEntriesImport = (
  id: number,
  text: string,
  mapping: ImportMapping | undefined,
  createMissing: boolean,
): Promise<EntriesImportPreview> =>
  api.post(
    `${base(id)}/imports/entries/preview`,
    { text, createMissing, ...(mapping ? { mapping } : {}) },
    { expect: [400, 413] },
  );
/** every row signed up (beyond the spots: waiting), or none */
export const importEntries = (
  id: number,
  input: { text: string; mapping: ImportMapping; createMissing: boolean },
): Promise<EntriesImportResult> =>
  api.post(`${base(id)}/imports/entries`, input, { expect: [400, 409, 413] });
export const withdrawEntry = (id: number, entryId: number): Promise<EntryList> =>
  api.post(`${base(id)}/entries/${entryId}/withdraw`, {});
export const checkIn = (id: number, entryId: number, checkedIn: boolean): Promise<Entry> =>
  api.post(`${base(id)}/entries/${entryId}/check-in`, { checkedIn });
/** PUT seeds; 409 (no ranking in the sport, nobody ranked) is said on the page. */
export const setSeeds = (id: number, input: SeedsInput): Promise<EntryList> =>
  api.put(`${base(id)}/seeds`, input, { expect: [400, 409] });
/** PUT stages; 409 (already drawn) is said on the page. */
export const saveStages = (id: number, input: StagesInput): Promise<TournamentStages> =>
  api.put(`${base(id)}/stages`, input, { expect: [400, 409] });
/** the draw or a redraw; 409 once a match started: the page shows the server's message */
export const draw = (id: number, stageId?: number): Promise<TournamentStages> =>
  api.post(`${base(id)}/draw`, stageId ? { stageId } : {}, { expect: [409, 422] });
export const enterResult = (id: number, matchId: number, input: ResultInput): Promise<TournamentStages> =>
  api.post(`${base(id)}/matches/${matchId}/result`, input, { expect: [409, 422] });
/**
 * GET the correction's preview, a dry run for the proposed result (undefined: the result as it is; null:
 * to be played again): only what really changes is listed.
 */
export const previewCorrection = (
  id: number,
  matchId: number,
  proposed?: ResultInput | null,
): Promise<CorrectionPreview> => {
  const q = new URLSearchParams();
  if (proposed === null) q.set('winner', 'none');
  else if (proposed) {
    q.set('winner', proposed.winner);
    if (proposed.walkover) q.set('walkover', 'true');
    else if (proposed.games?.length)
      q.set('games', proposed.games.map((g) => `${g.home}-${g.away}`).join(','));
  }
  const query = q.size > 0 ? `?${q.toString()}` : '';
  return api.get(`${base(id)}/matches/${matchId}/correction${query}`);
};
export const applyCorrection = (
  id: number,
  matchId: number,
  input: CorrectionInput,
): Promise<TournamentStages> =>
  api.post(`${base(id)}/matches/${matchId}/correction`, input, { expect: [409, 422] });
export const planSchedule = (id: number, input: ScheduleInput): Promise<Schedule> =>
  api.post(`${base(id)}/schedule`, input, { expect: [400, 409, 422] });
export const saveRankingTable = (organizationId: number, points: number[]): Promise<RankingTable> =>
  api.put(`/api/organization/${organizationId}/ranking-table`, { points }, { expect: [400] });

// ─── queries ──────────────────────────────────────────────────────────────

export const tournamentKey = (id: number) => ['tournament', id] as const;
export const tournamentsKey = (organizationId: number) =>
  ['organization', organizationId, 'tournaments'] as const;

export function useTournament(id: number) {
  return useQuery({
    queryKey: tournamentKey(id),
    queryFn: ({ signal }) => api.get<Tournament>(base(id), { signal }),
  });
}

export function useEntries(id: number) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'entries'],
    queryFn: ({ signal }) => api.get<EntryList>(`${base(id)}/entries`, { signal }),
  });
}

export function useStages(id: number) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'stages'],
    queryFn: ({ signal }) => api.get<TournamentStages>(`${base(id)}/stages`, { signal }),
  });
}

export function useSchedule(id: number, enabled = true) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'schedule'],
    queryFn: ({ signal }) => api.get<Schedule>(`${base(id)}/schedule`, { signal }),
    enabled,
  });
}

export function useAudit(id: number) {
  return useQuery({
    queryKey: [...tournamentKey(id), 'audit'],
    queryFn: ({ signal }) => api.get<AuditList>(`${base(id)}/audit`, { signal }),
  });
}

export function useRankingTable(organizationId: number) {
  return useQuery({
    queryKey: [...tournamentsKey(organizationId), 'ranking-table'],
    queryFn: ({ signal }) =>
      api.get<RankingTable>(`/api/organization/${organizationId}/ranking-table`, { signal }),
  });
}

export function useRanking(organizationId: number, query: RankingQuery) {
  return useQuery({
    queryKey: [...tournamentsKey(organizationId), 'rankings', query],
    queryFn: ({ signal }) =>
      api.get<Ranking>(`/api/organization/${organizationId}/rankings`, {
        query: { ...query },
        signal,
      }),
  });
}

/** Everything of one tournament again (after a change that moves the draw on). */
export function useTournamentRefresh(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKey(id) });
}

// ─── the organization's players, formations, teams, venues, seasons ──────

const ALL = { page: 1, pageSize: 100 } as const;
const sourceKey = (organizationId: number, what: string) =>
  ['organization', organizationId, 'tournament-sources', what] as const;

export function useOrgPlayers(organizationId: number) {
  return useQuery({
    queryKey: sourceKey(organizationId, 'players'),
    queryFn: ({ signal }) =>
      api
        .get<PagedResult<Player>>(`/api/organization/${organizationId}/players`, {
          query: { ...ALL, status: 'active' },
          signal,
        })
        .then((p) => p.items),
    staleTime: 60_000,
  });
}

export function useOrgTeams(organizationId: number, kind: TeamKind, enabled = true) {
  return useQuery({
    queryKey: sourceKey(organizationId, kind),
    queryFn: ({ signal }) =>
      api
        .get<PagedResult<Team>>(`/api/organization/${organizationId}/teams`, {
          query: { ...ALL, kind },
          signal,
        })
        .then((p) => p.items),
    staleTime: 60_000,
    enabled,
  });
}

export function useOrgVenues(organizationId: number) {
  return useQuery({
    queryKey: sourceKey(organizationId, 'venues'),
    queryFn: ({ signal }) =>
      api
        .get<PagedResult<Venue>>(`/api/organization/${organizationId}/venues`, { query: { ...ALL }, signal })
        .then((p) => p.items),
    staleTime: 60_000,
  });
}

export function useOrgSeasons(organizationId: number) {
  return useQuery({
    queryKey: sourceKey(organizationId, 'seasons'),
    queryFn: ({ signal }) =>
      api
        .get<PagedResult<Season>>(`/api/organization/${organizationId}/seasons`, {
          query: { ...ALL },
          signal,
        })
        .then((p) => p.items),
    staleTime: 60_000,
  });
}

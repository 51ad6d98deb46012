import type {
  Entry,
  EntryList,
  PagedResult,
  Schedule,
  Tournament,
  TournamentStages,
  Venue,
} from '@sportzone/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useLiveConnection, useLiveTournament } from '@/lib/live';

/**
 * The public reads of a tournament: no sign-in; a private tournament answers 404. The keys
 * start with the organizer pages' `['tournament', id]`, so a change made there refreshes these too.
 */

const key = (id: number) => ['tournament', id] as const;
const quiet = { expect: [404] } as const;

/** Every 10 s while the live connection is down: the draw still moves for a viewer. */
export const VIEWS_REFRESH_MS = 10_000;

export const tournamentViewQuery = (id: number) =>
  queryOptions({
    queryKey: key(id),
    queryFn: ({ signal }) =>
      api.get<Tournament>(`/api/tournament/${id}`, { ...quiet, signal, background: true }),
    retry: false,
  });

export const stagesViewQuery = (id: number, enabled = true) =>
  queryOptions({
    queryKey: [...key(id), 'stages'],
    queryFn: ({ signal }) =>
      api.get<TournamentStages>(`/api/tournament/${id}/stages`, { ...quiet, signal, background: true }),
    enabled,
    retry: false,
  });

export const entriesViewQuery = (id: number, enabled = true) =>
  queryOptions({
    queryKey: [...key(id), 'entries'],
    queryFn: ({ signal }) =>
      api.get<EntryList>(`/api/tournament/${id}/entries`, { ...quiet, signal, background: true }),
    enabled,
    retry: false,
  });

export const scheduleViewQuery = (id: number, enabled = true) =>
  queryOptions({
    queryKey: [...key(id), 'schedule'],
    queryFn: ({ signal }) =>
      api.get<Schedule>(`/api/tournament/${id}/schedule`, { ...quiet, signal, background: true }),
    enabled,
    retry: false,
  });

/** The tournament's venue, for its name (public like the organization). */
export const venueViewQuery = (venueId: number | null) =>
  queryOptions({
    queryKey: ['venue', venueId],
    queryFn: ({ signal }) => api.get<Venue>(`/api/venue/${venueId}`, { quiet: true, signal }),
    enabled: venueId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** An organization's tournaments (its public page's list). */
export const organizationTournamentsQuery = (organizationId: number, page = 1, pageSize = 10) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'tournaments', 'public', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<PagedResult<Tournament>>(`/api/organization/${organizationId}/tournaments`, {
        query: { page, pageSize },
        signal,
        quiet: true,
      }),
    retry: false,
  });

/**
 * Keeps a tournament's public pages current: its live topic (`tournament:<id>`) says when the draw,
 * results, entries or schedule change, and what the page shows of it is read again; while the
 * live connection is down they are read every 10 s instead. Nothing once the tournament is finished.
 */
export function useTournamentRefresh(id: number, active: boolean) {
  const queryClient = useQueryClient();
  const connection = useLiveConnection();
  // signed in, the topic is asked for with the token: an organizer follows their private tournament too
  const auth = useSession().status === 'signed-in';
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: key(id) });
  }, [id, queryClient]);
  useLiveTournament(active ? id : null, refresh, { auth });
  const polling = active && connection !== 'open';
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh();
    }, VIEWS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [polling, refresh]);
}

/** POST /api/tournament/{id}/entries: a person signs themself up (their player, formation or team). */
export const signUpSelf = (id: number, option: { playerId: number | null; teamId: number | null }) =>
  api.post<Entry>(`/api/tournament/${id}/entries`, {
    ...(option.playerId ? { playerId: option.playerId } : {}),
    ...(option.teamId ? { teamId: option.teamId } : {}),
  });

/** POST /api/tournament/{id}/entries/{entryId}/withdraw: a person takes their own entry back. */
export const withdrawSelf = (id: number, entryId: number) =>
  api.post<EntryList>(`/api/tournament/${id}/entries/${entryId}/withdraw`, {});

/** After a sign-up or withdrawal: the tournament (its counts) and its entries are read again. */
export function useEntriesChanged(id: number) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: key(id) }), [id, queryClient]);
}

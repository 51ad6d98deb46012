import type {
  CalendarFeed,
  CalendarFeedCreated,
  CalendarFeedInput,
  CalendarFeeds,
  CalendarItem,
  CalendarItems,
  PagedResult,
  Tournament,
} from '@sportzone/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/user/calendar: my matches and tournaments in [from, to). */
export function fetchCalendar(from: Date, to: Date, signal?: AbortSignal): Promise<CalendarItem[]> {
  return api
    .get<CalendarItems>('/api/user/calendar', {
      query: { from: from.toISOString(), to: to.toISOString() },
      signal,
    })
    .then((r) => r.items);
}

export const calendarQuery = (from: Date, to: Date) =>
  queryOptions({
    queryKey: ['calendar', from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) => fetchCalendar(from, to, signal),
  });

export function useCalendar(from: Date, to: Date) {
  return useQuery({ ...calendarQuery(from, to), placeholderData: (previous) => previous });
}

export function fetchFeeds(signal?: AbortSignal): Promise<CalendarFeed[]> {
  return api.get<CalendarFeeds>('/api/calendar/feeds', { signal }).then((r) => r.items);
}

export const feedsQuery = queryOptions({
  queryKey: ['calendar', 'feeds'],
  queryFn: ({ signal }) => fetchFeeds(signal),
});

export function useFeeds() {
  return useQuery(feedsQuery);
}

/** POST /api/calendar/feeds: a new secret URL (made or renewed); shown only in its answer. */
export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarFeedInput) => api.post<CalendarFeedCreated>('/api/calendar/feeds', input),
    onSuccess: () => client.invalidateQueries({ queryKey: feedsQuery.queryKey }),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/calendar/feeds/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: feedsQuery.queryKey }),
  });
}

/** GET /api/user/tournaments: the tournaments I run or play in (the organizers' feeds list the ones they run). */
export function useMyTournaments() {
  return useQuery({
    queryKey: ['calendar', 'tournaments'],
    queryFn: ({ signal }) =>
      api.get<PagedResult<Tournament>>('/api/user/tournaments', { query: { pageSize: 100 }, signal }),
    staleTime: 30_000,
  });
}

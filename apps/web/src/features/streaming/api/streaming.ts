import type {
  Channel,
  ChannelSave,
  Camera,
  CameraSave,
  Livestream,
  LivestreamCreate,
  LivestreamUpdate,
  Match,
  PagedResult,
  Station,
  StationSave,
  Venue,
} from '@sportzone/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/*
 * Livestreaming calls (SPEC §7, decision 019). Every change refreshes everything under ['streaming'].
 */

const KEY = ['streaming'] as const;

function useStreamingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET /api/user/channel: the channels I own or manage (with their livestreams live or planned). */
export function useMyChannels() {
  return useQuery({
    queryKey: [...KEY, 'channels'],
    queryFn: ({ signal }) =>
      api.get<{ items: Channel[] }>('/api/user/channel', { signal }).then((r) => r.items),
    refetchInterval: 10_000,
  });
}

/** PUT /api/channel/: create (no id) or update; the answer carries the stream key on create and rotation. */
export function useSaveChannel() {
  return useStreamingMutation((input: ChannelSave) => api.put<Channel>('/api/channel/', input));
}

/** GET /api/channel/{id}/youtube/authorize: Google's consent page for a YouTube channel (decision 019). */
export function youtubeAuthorizeUrl(channelId: number): Promise<string> {
  return api.get<{ url: string }>(`/api/channel/${channelId}/youtube/authorize`).then((r) => r.url);
}

export function useDeleteChannel() {
  return useStreamingMutation((id: number) => api.delete(`/api/channel/${id}`));
}

/** GET /api/user/station: the stations of the organizations I manage, with their cameras. */
export function useMyStations() {
  return useQuery({
    queryKey: [...KEY, 'stations'],
    queryFn: ({ signal }) =>
      api.get<{ items: Station[] }>('/api/user/station', { signal }).then((r) => r.items),
  });
}

export function useSaveStation() {
  return useStreamingMutation((input: StationSave) => api.put<Station>('/api/station', input));
}

export function useDeleteStation() {
  return useStreamingMutation((id: number) => api.delete(`/api/station/${id}`));
}

export function useSaveCamera() {
  return useStreamingMutation((input: CameraSave) => api.put<Camera>('/api/camera', input));
}

export function useDeleteCamera() {
  return useStreamingMutation((id: number) => api.delete(`/api/camera/${id}`));
}

/** GET /api/organization/{id}/venues: where stations may stand (the first 100). */
export function useVenues(organizationId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'venues', organizationId],
    queryFn: ({ signal }) =>
      api.get<PagedResult<Venue>>(`/api/organization/${organizationId}/venues`, {
        query: { page: 1, pageSize: 100 },
        signal,
      }),
    enabled: !!organizationId,
    staleTime: 60_000,
  });
}

/** GET /api/livestream: what anyone may find, newest first by start time. */
export function useLivestreams(pageSize: number) {
  return useQuery({
    queryKey: [...KEY, 'public', pageSize],
    queryFn: ({ signal }) =>
      api.get<PagedResult<Livestream>>('/api/livestream', { query: { page: 1, pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** GET /api/user/livestream: my channels' livestreams, newest first. */
export function useMyLivestreams(pageSize: number, status?: Livestream['status']) {
  return useQuery({
    queryKey: [...KEY, 'mine', pageSize, status ?? null],
    queryFn: ({ signal }) =>
      api.get<PagedResult<Livestream>>('/api/user/livestream', {
        query: { page: 1, pageSize, ...(status ? { status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** GET /api/livestream/{id} (with health for its managers), refreshed every 5 s for the panel. */
export function useLivestream(id: number) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => api.get<Livestream>(`/api/livestream/${id}`, { signal, expect: [404] }),
    refetchInterval: 5_000,
    retry: false,
  });
}

export function useUpdateLivestream(id: number) {
  return useStreamingMutation((input: LivestreamUpdate) =>
    api.put<Livestream>(`/api/livestream/${id}`, input),
  );
}

export function usePlanLivestream() {
  return useStreamingMutation((input: LivestreamCreate) => api.post<Livestream>('/api/livestream', input));
}

export function useStartLivestream() {
  return useStreamingMutation((id: number) => api.post<Livestream>(`/api/livestream/${id}/start`));
}

export function useStopLivestream() {
  return useStreamingMutation((id: number) => api.post<Livestream>(`/api/livestream/${id}/stop`));
}

/** GET /api/user/livestream/favourite: the ids I starred (and the livestreams). */
export function useFavourites() {
  return useQuery({
    queryKey: [...KEY, 'favourites'],
    queryFn: ({ signal }) =>
      api
        .get<{ items: { livestreamId: number; livestream: Livestream }[] }>(
          '/api/user/livestream/favourite',
          {
            signal,
          },
        )
        .then((r) => r.items),
  });
}

export function useToggleFavourite() {
  return useStreamingMutation(({ id, on }: { id: number; on: boolean }) =>
    on ? api.put(`/api/user/livestream/favourite/${id}`) : api.delete(`/api/user/livestream/favourite/${id}`),
  );
}

/** GET /api/matches?organizationId=: the organization's matches to link a livestream to (live first). */
export function useOrganizationMatches(organizationId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'matches', organizationId],
    queryFn: ({ signal }) =>
      api.get<PagedResult<Match>>('/api/matches', {
        query: { organizationId: organizationId!, page: 1, pageSize: 100 },
        signal,
      }),
    enabled: !!organizationId,
    staleTime: 30_000,
  });
}

/** GET /api/matches/{id}: a livestream's match (its sport and sides, for the link to its page). */
export function useMatch(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'match', id],
    queryFn: ({ signal }) => api.get<Match>(`/api/matches/${id}`, { signal, quiet: true }),
    enabled: !!id,
    staleTime: 60_000,
    retry: false,
  });
}

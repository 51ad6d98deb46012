import type { UserBoard } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { browserTimeZone } from '@/lib/time-zones';

export const boardKey = (player: number | null) => ['board', player ?? 'all'] as const;

/**
 * GET /api/user/board: my board in one call, for all my players or one of them. The months of the
 * statistics are counted on the reader's clock (their browser's time zone).
 */
export function useBoard(player: number | null = null, enabled = true) {
  return useQuery({
    queryKey: boardKey(player),
    queryFn: ({ signal }) =>
      api.get<UserBoard>('/api/user/board', {
        signal,
        query: { timeZone: browserTimeZone(), ...(player ? { player } : {}) },
        // a player id from an old link that is no longer mine: the page says so itself
        expect: [404],
      }),
    enabled,
    refetchInterval: 60_000,
  });
}

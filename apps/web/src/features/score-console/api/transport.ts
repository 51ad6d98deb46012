import {
  SCORE_TOKEN_HEADER,
  type Match,
  type MatchEventInput,
  type MatchEventResult,
  type StaleSeqResponse,
} from '@sportzone/contracts';
import { api, isApiError } from '@/lib/api';
import { fetchAllMatchEvents } from '@/lib/matches/api';
import type { PostOutcome, Transport } from '../model/session';

const POST_TIMEOUT_MS = 10_000;

/** POST /api/matches/{id}/events, answered as the console needs it (no toasts: the console shows its own state). */
export function serverTransport(matchId: number, guestToken: string | null): Transport {
  const headers = guestToken ? { [SCORE_TOKEN_HEADER]: guestToken } : undefined;
  return {
    async post(input: MatchEventInput): Promise<PostOutcome> {
      try {
        const result = await api.post<MatchEventResult>(`/api/matches/${matchId}/events`, input, {
          headers,
          quiet: true,
          background: true,
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        });
        return { kind: 'accepted', result };
      } catch (error) {
        if (!isApiError(error)) return { kind: 'network' }; // aborted by the timeout
        if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429)
          return { kind: 'network' };
        if (error.status === 409) {
          const body = error.body as Partial<StaleSeqResponse> | undefined;
          return { kind: 'stale', seq: body?.current?.seq ?? -1 };
        }
        if (error.status === 422 || error.status === 400) {
          return { kind: 'refused', code: error.code ?? 'invalid_event', message: error.message };
        }
        return { kind: 'denied', status: error.status, ...(error.code ? { code: error.code } : {}) };
      }
    },
    eventsAfter(after: number) {
      return fetchAllMatchEvents(matchId, after, { guestToken, quiet: true });
    },
  };
}

/** POST /api/matches: the local rally score saved as a match of the signed-in user. */
export function createRallyMatch(input: {
  home: string;
  away: string;
  format: Record<string, unknown>;
  firstServer: 'home' | 'away';
}): Promise<Match> {
  return api.post<Match>('/api/matches', {
    sport: 'rally',
    format: input.format,
    firstServer: input.firstServer,
    home: { name: input.home },
    away: { name: input.away },
    privacy: 'public',
  });
}

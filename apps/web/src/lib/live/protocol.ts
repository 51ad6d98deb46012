import type {
  LIVE_CLOSE as ContractLiveClose,
  LIVE_PATH as ContractLivePath,
  LIVE_RETRY_AFTER_SECONDS as ContractRetryAfter,
} from '@sportzone/contracts';

/*
 * The live protocol's constants, typed against the contracts so they cannot drift. They are restated here
 * because importing a value from contracts/live.ts would bring the module's schemas (and typebox) into
 * every live page; the type-only import costs nothing.
 */
export const LIVE_PATH: typeof ContractLivePath = '/api/live';
export const LIVE_CLOSE: typeof ContractLiveClose = {
  goingAway: 1001,
  policy: 1008,
  overloaded: 1013,
  tooSlow: 4008,
};
export const LIVE_RETRY_AFTER_SECONDS: typeof ContractRetryAfter = 5;

/** The API base (an origin, maybe with a path) → the live socket's address: `https://x` → `wss://x/api/live`. */
export function liveUrl(apiBase: string): string {
  const url = new URL(LIVE_PATH, `${apiBase.replace(/\/+$/, '')}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

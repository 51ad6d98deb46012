/**
 * Whether a scorer's console on this device still holds events not confirmed by the server. The
 * console keeps its queue in local storage under `spz.console.v1.<matchId>` (features/score-console,
 * model/storage.ts); this reads that format without importing the feature, so the update prompt (a
 * shared piece) can wait before it reloads.
 */
export const CONSOLE_STORAGE_PREFIX = 'spz.console.v1.';

export function hasPendingScores(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null = safeStorage(),
): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(CONSOLE_STORAGE_PREFIX)) continue;
    try {
      const value = JSON.parse(storage.getItem(key) ?? 'null') as { queue?: unknown } | null;
      if (Array.isArray(value?.queue) && value.queue.length > 0) return true;
    } catch {
      // not ours to judge
    }
  }
  return false;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

import type { Match, MatchEvent } from '@sportzone/contracts';

/** An event entered on this device and not yet confirmed by the server. */
export interface PendingEvent {
  clientEventId: string;
  event: MatchEvent;
  /** when it was entered (ms) */
  at: number;
}

/**
 * What a console keeps in local storage, per match: the queue of unconfirmed events (a reload or a
 * closed tab loses nothing) and the last confirmed state it knew (match + effective event log + seq),
 * so it can still open while the server cannot be reached.
 */
export interface StoredConsole {
  v: 1;
  matchId: number;
  queue: PendingEvent[];
  known?: { match: Match; seq: number; log: MatchEvent[] } | null;
}

export const storageKey = (matchId: number) => `spz.console.v1.${matchId}`;

export function readStored(matchId: number): StoredConsole | null {
  try {
    const raw = window.localStorage.getItem(storageKey(matchId));
    if (!raw) return null;
    const value = JSON.parse(raw) as StoredConsole;
    if (value?.v !== 1 || value.matchId !== matchId || !Array.isArray(value.queue)) return null;
    return value;
  } catch {
    return null;
  }
}

export function writeStored(value: StoredConsole): boolean {
  try {
    window.localStorage.setItem(storageKey(value.matchId), JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function clearStored(matchId: number): void {
  try {
    window.localStorage.removeItem(storageKey(matchId));
  } catch {
    // nothing stored
  }
}

/** crypto.randomUUID where available (secure contexts), else a v4 UUID from getRandomValues. */
export function newEventId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

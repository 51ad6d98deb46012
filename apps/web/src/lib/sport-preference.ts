import { SPORT_IDS, type SportId } from '@sportzone/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { allows } from './consent/consent';

/**
 * The sport chosen in the header, kept in local storage; home, live and archive pages open on it.
 * Until one is picked in this browser, a signed-in user's default sport (their preferences) is used,
 * then tennis.
 */
export const SPORT_STORAGE_KEY = 'spz_sport';
export const DEFAULT_SPORT: SportId = 'tennis';

/** the signed-in user's default sport, remembered so pages open on it before the profile has loaded */
export const ACCOUNT_SPORT_STORAGE_KEY = 'spz_account_sport';

const listeners = new Set<() => void>();
let accountDefault: SportId | null | undefined;

function readAccountDefault(): SportId | null {
  if (accountDefault === undefined) {
    try {
      const stored = window.localStorage.getItem(ACCOUNT_SPORT_STORAGE_KEY);
      accountDefault = isSportId(stored) ? stored : null;
    } catch {
      accountDefault = null;
    }
  }
  return accountDefault;
}

export function isSportId(value: unknown): value is SportId {
  return typeof value === 'string' && (SPORT_IDS as readonly string[]).includes(value);
}

/** The sport picked in this browser, or null. */
/** the sport picked while preferences may not be stored (cookie consent): kept for this page only */
let picked: SportId | null = null;

export function getPickedSport(): SportId | null {
  if (picked) return picked;
  try {
    const stored = window.localStorage.getItem(SPORT_STORAGE_KEY);
    return isSportId(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function getSelectedSport(): SportId {
  return getPickedSport() ?? readAccountDefault() ?? DEFAULT_SPORT;
}

/** The signed-in user's default sport, or null when signed out or there is none. The app layer keeps it current. */
export function setAccountDefaultSport(sport: string | null): void {
  const next = isSportId(sport) ? sport : null;
  if (next === readAccountDefault()) return;
  accountDefault = next;
  try {
    if (next && allows('functional')) window.localStorage.setItem(ACCOUNT_SPORT_STORAGE_KEY, next);
    else window.localStorage.removeItem(ACCOUNT_SPORT_STORAGE_KEY);
  } catch {
    // storage blocked: known for this page only
  }
  listeners.forEach((l) => l());
}

export function setSelectedSport(sport: SportId): void {
  try {
    // a remembered preference: only with functional cookies allowed (otherwise for this page only)
    if (allows('functional')) window.localStorage.setItem(SPORT_STORAGE_KEY, sport);
    else picked = sport;
  } catch {
    // storage full or blocked: the choice lasts for this page only
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === ACCOUNT_SPORT_STORAGE_KEY) accountDefault = undefined;
    if (e.key === SPORT_STORAGE_KEY || e.key === ACCOUNT_SPORT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Follows the signed-in user's default sport: null when there is none or nobody is signed in, undefined while unknown (loading). */
export function useAccountDefaultSport(sport: string | null | undefined): void {
  useEffect(() => {
    if (sport !== undefined) setAccountDefaultSport(sport);
  }, [sport]);
}

export function useSelectedSport(): [SportId, (sport: SportId) => void] {
  const sport = useSyncExternalStore(subscribe, getSelectedSport, () => DEFAULT_SPORT);
  const set = useCallback((next: SportId) => setSelectedSport(next), []);
  return [sport, set];
}

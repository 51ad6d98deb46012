import type { Livestream } from '@sportzone/contracts';

/** Live ones first, then by start time, newest first (planned ones without a time last). */
export function byLiveThenNewest(a: Livestream, b: Livestream): number {
  if ((a.status === 'live') !== (b.status === 'live')) return a.status === 'live' ? -1 : 1;
  const at = (l: Livestream) => (l.startTime ? Date.parse(l.startTime) : -Infinity);
  const d = at(b) - at(a);
  return Number.isNaN(d) ? 0 : d;
}

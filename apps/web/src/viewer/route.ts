import type { MatchSport } from '@sportzone/contracts';
import { parseOverlayOptions, type OverlayOptions } from '@/features/overlay/lib/options';
import { isMatchSport } from '@/lib/matches/paths';

/** The pages of the viewer entry (decision 013); the server sends viewer.html for exactly these paths. */
export type ViewerRoute =
  | { page: 'live'; id: number; sport: MatchSport }
  | { page: 'overlay'; id: number; options: OverlayOptions }
  | { page: 'display'; id: number }
  | { page: 'not-found' };

function matchId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : null;
}

export function viewerRoute(location: { pathname: string; search: string }): ViewerRoute {
  const path = location.pathname.replace(/\/+$/, '');
  const live = /^\/([a-z-]+)\/live\/([^/]+)$/.exec(path);
  if (live) {
    const id = matchId(live[2]);
    return id && isMatchSport(live[1]) ? { page: 'live', id, sport: live[1] } : { page: 'not-found' };
  }
  const screen = /^\/(overlay|display)\/match\/([^/]+)$/.exec(path);
  const id = screen ? matchId(screen[2]) : null;
  if (!screen || !id) return { page: 'not-found' };
  if (screen[1] === 'display') return { page: 'display', id };
  // `/overlay/match/{id}?layout=…&position=…&scale=…&bg=…&fg=…&accent=…&logo=…&pad=…&delay=…`
  return { page: 'overlay', id, options: parseOverlayOptions(location.search, window.location.origin) };
}

import type { MatchSport } from '@sportzone/contracts';
import { isMatchSport } from '@/lib/matches/paths';

/** The pages of the viewer entry (decision 013); the server sends viewer.html for exactly these paths. */
export type ViewerRoute =
  | { page: 'live'; id: number; sport: MatchSport }
  | {
      page: 'overlay';
      id: number;
      layout: 'compact' | 'bar' | 'full';
      delay: number;
      position: 'top' | 'bottom';
    }
  | { page: 'display'; id: number }
  | { page: 'not-found' };

const LAYOUTS = ['compact', 'bar', 'full'] as const;

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
  // `/overlay/match/{id}?layout=compact|bar|full&delay=<ms>&position=top|bottom`
  const params = new URLSearchParams(location.search);
  const layout = params.get('layout');
  return {
    page: 'overlay',
    id,
    layout: (LAYOUTS as readonly string[]).includes(layout ?? '')
      ? (layout as (typeof LAYOUTS)[number])
      : 'compact',
    delay: Math.min(120_000, Math.max(0, Math.round(Number(params.get('delay')) || 0))),
    position: params.get('position') === 'bottom' ? 'bottom' : 'top',
  };
}

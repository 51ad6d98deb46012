import type { DrawMatch } from '@sportzone/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** Something an organizer can do with a match of the bracket (the same as its row's buttons). */
export interface MatchAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** opens a dialog on the page */
  onClick?: () => void;
  /** or goes to a page of the app */
  to?: string;
  testId: string;
}

/** What every part of a tournament's public pages shares: whose entry to highlight, how a match links. */
export interface ViewContextValue {
  /** the followed entry (`?player=<entryId>`), highlighted in the bracket, tables and lists */
  highlight: number | null;
  /** the live match page of a draw's match */
  matchHref: (matchId: number) => string;
  /** `_blank` inside an iframe: a match opens in a tab of its own, not in the embedding page */
  linkTarget: '_blank' | undefined;
  /**
   * the organizer's draw: what a match box offers when clicked (a menu); a match without any links to
   * its live page as on the public pages
   */
  matchActions?: (match: DrawMatch, all: DrawMatch[]) => MatchAction[];
}

export const ViewContext = createContext<ViewContextValue>({
  highlight: null,
  matchHref: (id) => `/live/${id}`,
  linkTarget: undefined,
});

export const useViewContext = () => useContext(ViewContext);

import { createContext, useContext } from 'react';

/** What every part of a tournament's public pages shares: whose entry to highlight, how a match links. */
export interface ViewContextValue {
  /** the followed entry (`?player=<entryId>`), highlighted in the bracket, tables and lists */
  highlight: number | null;
  /** the live match page of a draw's match */
  matchHref: (matchId: number) => string;
  /** `_blank` inside an iframe: a match opens in a tab of its own, not in the embedding page */
  linkTarget: '_blank' | undefined;
}

export const ViewContext = createContext<ViewContextValue>({
  highlight: null,
  matchHref: (id) => `/live/${id}`,
  linkTarget: undefined,
});

export const useViewContext = () => useContext(ViewContext);

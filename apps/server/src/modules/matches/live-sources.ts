import type { LiveMatchMessage, Match } from '@sportzone/contracts';
import {
  activeMatches,
  findMatchHead,
  matchEventsAfter,
  matchScorerIds,
  type MatchHeadRow,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import { toLiveMessage, toMatchDto } from './dto';
import type { PlacementCache } from './placement-cache';
import type { MatchVisibility } from './visibility';

/** What the live hub reads of matches: snapshots, missed messages, the lists' rows. */
export interface MatchLiveSources {
  /**
   * The match as a snapshot, or null when gone. `restricted`: not for everyone (the match or its
   * organization is private), so each viewer's subscription is checked.
   */
  snapshot(id: number): Promise<{ match: Match; restricted: boolean } | null>;
  /** the messages after `after` (gap filling) */
  messagesAfter(id: number, after: number, limit: number): Promise<LiveMatchMessage[]>;
  /** the public matches in progress (home list, or one sport's) */
  liveList(sport: string | null): Promise<MatchHeadRow[]>;
}

export function createMatchLiveSources(deps: {
  database: Pick<AppDatabase, 'db'>;
  visibility: Pick<MatchVisibility, 'restricted'>;
  placements: Pick<PlacementCache, 'of'>;
}): MatchLiveSources {
  const { database, visibility, placements } = deps;
  const db = () => database.db;
  return {
    async snapshot(id) {
      const row = await findMatchHead(db(), id);
      if (!row) return null;
      const restricted = await visibility.restricted(row);
      const [competition, scorerIds] = await Promise.all([placements.of(row), matchScorerIds(db(), id)]);
      return { match: toMatchDto(row, competition, scorerIds), restricted };
    },
    async messagesAfter(id, after, limit) {
      return (await matchEventsAfter(db(), id, after, limit)).map(toLiveMessage);
    },
    liveList: (sport) => activeMatches(db(), sport),
  };
}

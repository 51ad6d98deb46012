import {
  findMatchHead,
  matchesInPlayOf,
  organizationSubtreeIds,
  raiseMatchPrivacy,
  type DbOrTx,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import type { MatchPublisher } from './service';
import type { MatchVisibility } from './visibility';

/** An organization's privacy moves its matches in play on or off the live lists. */
export interface OrganizationPrivacy {
  /**
   * An organization's privacy changed: its matches in play (and its sub-organizations') join or leave
   * the live lists, and their viewers are checked again.
   */
  organizationChanged(organizationId: number): Promise<void>;
  /**
   * Before an organization (with its sub-organizations) is deleted: its matches outlive it without an
   * organization, so inside the deleting transaction `hide` raises each one's own privacy to how hidden
   * its organization made it; after the commit `publish` tells the live lists and viewers.
   */
  organizationDeleting(
    organizationId: number,
  ): Promise<{ hide(tx: DbOrTx): Promise<void>; publish(): Promise<void> }>;
}

export function createOrganizationPrivacy(deps: {
  database: Pick<AppDatabase, 'db'>;
  visibility: Pick<MatchVisibility, 'listed' | 'privacyOf' | 'forgetPrivacy'>;
  live: Pick<MatchPublisher, 'publishChange'>;
}): OrganizationPrivacy {
  const { database, visibility, live } = deps;
  const db = () => database.db;
  return {
    async organizationChanged(organizationId) {
      visibility.forgetPrivacy();
      const ids = await organizationSubtreeIds(db(), [organizationId]);
      for (const head of await matchesInPlayOf(db(), ids)) {
        const isListed = await visibility.listed(head);
        live.publishChange(head, isListed, !isListed && head.privacy === 'public');
      }
    },

    async organizationDeleting(organizationId) {
      const ids = await organizationSubtreeIds(db(), [organizationId]);
      const privacies = await Promise.all(
        ids.map(async (id) => [id, await visibility.privacyOf(id)] as const),
      );
      const inPlay = await matchesInPlayOf(db(), ids);
      return {
        async hide(tx) {
          for (const [id, privacy] of privacies)
            if (privacy !== 'public') await raiseMatchPrivacy(tx, id, privacy);
        },
        async publish() {
          visibility.forgetPrivacy();
          for (const before of inPlay) {
            const head = await findMatchHead(db(), before.id);
            if (!head) continue;
            const isListed = await visibility.listed(head);
            live.publishChange(head, isListed, !isListed && before.privacy === 'public');
          }
        },
      };
    },
  };
}

/** Sign-ups in bulk, for an import (modules/imports): the rules of one sign-up, for many at once. */
import { entriesOf, insertEntry, type Tx, type TournamentRow } from '@sportzone/db';
import { badRequest } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { Shared } from './deps';
import { lockUndrawn, notStarted, signUpStatus } from './entries';

export interface EntryImportsService {
  /** Where an import of entries goes (organizers only): the organization, the kind, who is signed up. */
  entryImportTarget(
    actor: Actor,
    id: number,
  ): Promise<{ organizationId: number; entryKind: string; entered: Set<number> }>;
  signUpPlayers(
    actor: Actor,
    id: number,
    prepare: (tx: Tx, tournament: TournamentRow) => Promise<{ playerId: number; name: string }[]>,
  ): Promise<{ registered: number; waiting: number; already: number }>;
}

export function createEntryImports(shared: Shared): EntryImportsService {
  const { access, load, changes } = shared;
  const db = () => shared.db();
  return {
    async entryImportTarget(actor, id) {
      const t = (await load(actor, id, 'manage')).tournament;
      const active = await entriesOf(db(), id, ['registered', 'waiting']);
      const entered = new Set(active.flatMap((e) => (e.playerId ? [e.playerId] : [])));
      return { organizationId: t.organizationId, entryKind: t.entryKind, entered };
    },

    async signUpPlayers(actor, id, prepare) {
      const by = await access.recordedAs(actor);
      const t = (await load(actor, id, 'manage')).tournament;
      if (t.entryKind !== 'player')
        throw badRequest(
          `This tournament takes ${t.entryKind}s.`,
          { entryKind: t.entryKind },
          'wrong_entry_kind',
        );
      notStarted(t);
      const counts = { registered: 0, waiting: 0, already: 0 };
      await shared.database.transaction(async (tx) => {
        const locked = await lockUndrawn(tx, id);
        const current = await entriesOf(tx, id, ['registered', 'waiting']);
        const active = new Set(current.map((e) => e.playerId));
        for (const { playerId, name } of await prepare(tx, locked)) {
          if (active.has(playerId)) {
            counts.already++;
            continue;
          }
          const status = signUpStatus(current, locked);
          const row = await insertEntry(tx, {
            tournamentId: id,
            playerId,
            teamId: null,
            name,
            status,
            signedUpBy: by,
          });
          current.push(row);
          active.add(playerId);
          counts[status]++;
        }
      });
      await changes.publish(id);
      return counts;
    },
  };
}

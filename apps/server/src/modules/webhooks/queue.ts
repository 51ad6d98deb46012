import type { WebhookEvent } from '@sportzone/contracts';
import {
  anyEnabledWebhook,
  findMatchHead,
  findTournament,
  foldIntoPending,
  insertWebhookDeliveries,
  lastTriedAt,
  organizationAncestry,
  subscribedEndpoints,
  type Db,
  type MatchHeadRow,
} from '@sportzone/db';
import type { DomainEvents } from '../../events';
import type { TournamentFact } from '../tournaments/changes';
import { makeMessageId } from './signing';

/**
 * What happened, turned into messages in the durable queue: one delivery per subscribed endpoint of the
 * organization and of the organizations above it (a federation hears its clubs). Score changes of a
 * match fold into the delivery not tried yet, and follow the previous one by at least `scorePaceMs`.
 */
export interface WebhookQueue {
  /** a match's point, start or end (the match service's `match.recorded`) */
  matchRecorded(event: DomainEvents['match.recorded']): Promise<void>;
  tournamentFact(fact: TournamentFact): Promise<void>;
  /** an endpoint was made, changed or switched on here: ask the database again at the next event */
  forget(): void;
  enqueue(
    organizationId: number,
    type: WebhookEvent,
    data: Record<string, unknown>,
    coalesceKey?: string,
  ): Promise<void>;
}

export interface WebhookQueueDeps {
  db(): Db;
  /** something was queued: the dispatcher looks now rather than at its next poll */
  wake(): void;
  now?: () => Date;
  /** at most one score change per match per endpoint this often */
  scorePaceMs: number;
}

/** The body every call carries (Standard Webhooks' recommended shape). */
export const messageOf = (type: string, data: Record<string, unknown>, at: Date) => ({
  type,
  timestamp: at.toISOString(),
  data,
});

const matchData = (head: MatchHeadRow, seq: number) => ({
  match: {
    id: head.id,
    sport: head.sport,
    status: head.status,
    organizationId: head.organizationId,
    tournamentId: head.tournamentId,
    home: { name: head.homeName },
    away: { name: head.awayName },
    seq,
    summary: head.summary,
  },
});

/**
 * Every point asks whether anybody listens before reading anything: the answer is kept this long (an
 * endpoint made on another instance hears the points of the next few seconds late, not never).
 */
const ANY_ENDPOINT_TTL_MS = 5_000;

export function createWebhookQueue(deps: WebhookQueueDeps): WebhookQueue {
  const now = deps.now ?? (() => new Date());
  let listening: { at: number; any: Promise<boolean> } | null = null;
  const anyListening = () => {
    const at = Date.now();
    if (!listening || at - listening.at > ANY_ENDPOINT_TTL_MS) {
      const any = anyEnabledWebhook(deps.db());
      any.catch(() => (listening = null));
      listening = { at, any };
    }
    return listening.any;
  };

  const queue: WebhookQueue = {
    forget() {
      listening = null;
    },

    async enqueue(organizationId, type, data, coalesceKey) {
      const chain = await organizationAncestry(deps.db(), organizationId);
      const endpoints = await subscribedEndpoints(
        deps.db(),
        chain.map((o) => o.id),
        type,
      );
      if (endpoints.length === 0) return;
      const at = now();
      const payload = messageOf(type, data, at);
      const rows = [];
      for (const endpoint of endpoints) {
        if (coalesceKey) {
          if (await foldIntoPending(deps.db(), endpoint.id, coalesceKey, payload)) continue;
          const last = await lastTriedAt(deps.db(), endpoint.id, coalesceKey);
          const due = last ? Math.max(at.getTime(), last.getTime() + deps.scorePaceMs) : at.getTime();
          rows.push({ endpointId: endpoint.id, coalesceKey, nextAttemptAt: new Date(due) });
        } else rows.push({ endpointId: endpoint.id, coalesceKey: null, nextAttemptAt: at });
      }
      await insertWebhookDeliveries(
        deps.db(),
        rows.map((row) => ({ ...row, messageId: makeMessageId(), eventType: type, payload })),
      );
      if (rows.length > 0) deps.wake();
    },

    async matchRecorded(event) {
      if (!(await anyListening())) return;
      const head = await findMatchHead(deps.db(), event.matchId);
      if (!head?.organizationId) return;
      const data = matchData(head, event.seq);
      const { statusFrom: from, statusTo: to } = event;
      if (from !== 'active' && to === 'active' && !event.undo)
        await queue.enqueue(head.organizationId, 'match.started', data);
      if (from !== 'finished' && to === 'finished')
        await queue.enqueue(head.organizationId, 'match.finished', data);
      await queue.enqueue(head.organizationId, 'match.score_changed', data, `match.score:${head.id}`);
    },

    async tournamentFact(fact) {
      const tournament = await findTournament(deps.db(), fact.tournamentId);
      if (!tournament) return;
      const about = {
        id: tournament.id,
        name: tournament.name,
        sport: tournament.sport,
        status: tournament.status,
      };
      if (fact.kind === 'draw')
        return queue.enqueue(tournament.organizationId, 'tournament.draw_published', { tournament: about });
      if (fact.kind === 'entry')
        return queue.enqueue(tournament.organizationId, 'tournament.entry_changed', {
          tournament: about,
          entryId: fact.entryId,
          change: fact.change,
        });
      const head = await findMatchHead(deps.db(), fact.matchId);
      return queue.enqueue(tournament.organizationId, 'tournament.result_entered', {
        tournament: about,
        corrected: fact.corrected,
        ...(head ? matchData(head, head.seq) : { match: { id: fact.matchId } }),
      });
    },
  };
  return queue;
}

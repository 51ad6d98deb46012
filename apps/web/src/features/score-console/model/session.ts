import type {
  LiveMatchMessage,
  MatchEvent,
  MatchEventInput,
  MatchEventRecord,
  MatchEventResult,
} from '@sportzone/contracts';
import {
  applyEvent,
  replay,
  summarize,
  type MatchOptions,
  type MatchState,
  type ScoringError,
  type Summary,
} from '@sportzone/scoring';
import { newEventId, type PendingEvent } from './storage';

/**
 * The scorer's console, without React: score entry that keeps working without the network.
 *
 *   confirmed  the match as the server has it (seq `confirmedSeq`), rebuilt with the scoring engine
 *   queue      events entered here, not yet confirmed, in order (persisted on every change)
 *   display    confirmed + queue: what the scorer sees, at once (optimistic)
 *
 * One event is sent at a time, in order, with its client-made id and the seq it builds on:
 * - 200: it is confirmed (a retry of an id the server already has gets the stored answer: no duplicate);
 * - 409 (stale seq: someone else scored): the events after `confirmedSeq` are fetched and folded in, then
 *   the queue is re-applied on top; entries the rules now refuse are dropped and the scorer is told;
 * - 422 (the rules refuse it): dropped, the scorer is told;
 * - no network / 5xx: kept, retried with backoff and as soon as the browser is online again;
 * - 401/403/404: sending stops; the queue stays stored for when the scorer has the right again.
 * Live messages from the hub bring other scorers' events in the same way.
 */

export type PostOutcome =
  | { kind: 'accepted'; result: MatchEventResult }
  | { kind: 'stale'; seq: number }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'network' }
  | { kind: 'denied'; status: number; code?: string };

export interface Transport {
  post(input: MatchEventInput): Promise<PostOutcome>;
  /** the match's events after `after`, oldest first; throws when the server cannot be reached */
  eventsAfter(after: number): Promise<MatchEventRecord[]>;
}

export type Notice =
  | { kind: 'refused'; code: string }
  | { kind: 'dropped'; count: number; code: string }
  | { kind: 'rebased'; count: number }
  | { kind: 'synced'; count: number };

export interface ConsoleView {
  state: MatchState;
  summary: Summary;
  confirmedSeq: number;
  /** entries waiting for the server */
  pending: number;
  sending: boolean;
  /** the last request reached the server (and the browser says it is online) */
  online: boolean;
  /** the server refused this scorer (401, 403, 404): sending stopped */
  denied: { status: number; code?: string } | null;
  canUndo: boolean;
}

export interface SessionOptions {
  options: MatchOptions;
  /** the server's events so far (oldest first) and the seq they end at */
  events: readonly Pick<MatchEventRecord, 'seq' | 'event' | 'clientEventId'>[];
  /** or, offline, a confirmed log kept from before */
  log?: readonly MatchEvent[];
  seq: number;
  queue?: readonly PendingEvent[];
  /** null: a local-only match (/rally/score): events are confirmed at once */
  transport: Transport | null;
  persist?: (data: { queue: PendingEvent[]; log: readonly MatchEvent[]; seq: number }) => void;
  onNotice?: (notice: Notice) => void;
  now?: () => number;
}

export type SubmitResult = { ok: true; summary: Summary } | { ok: false; error: ScoringError };

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 15_000;

export class ConsoleSession {
  private confirmed: MatchState;
  private confirmedSeq: number;
  private queue: PendingEvent[];
  private display: MatchState;
  private view: ConsoleView;
  private readonly transport: Transport | null;
  private readonly opts: SessionOptions;
  private readonly listeners = new Set<() => void>();
  private flushing = false;
  private inFlight: string | null = null;
  private online = true;
  private denied: ConsoleView['denied'] = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private resyncWanted = false;
  private hadBacklog = false;
  private disposed = false;

  constructor(opts: SessionOptions) {
    this.opts = opts;
    this.transport = opts.transport;
    const events = opts.log ?? opts.events.map((e) => e.event);
    const rebuilt = replay(opts.options, events);
    if (!rebuilt.ok) throw new Error(`the match's events do not replay: ${rebuilt.error.code}`);
    this.confirmed = rebuilt.state;
    this.confirmedSeq = opts.seq;
    // entries the server already has (their response was lost) are not entered twice
    const known = new Set(opts.events.map((e) => e.clientEventId));
    this.queue = (opts.queue ?? []).filter((p) => !known.has(p.clientEventId));
    this.display = this.confirmed;
    this.rebuild(false);
    this.view = this.makeView(null);
    if (this.queue.length !== (opts.queue ?? []).length) this.save();
    if (this.transport && this.queue.length > 0) {
      // entries kept from an earlier visit (or a saved local score) go out at once
      this.hadBacklog = true;
      queueMicrotask(() => void this.flush());
    }
  }

  // ---- reading

  getView = (): ConsoleView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the display would become with this event, without entering it (for confirmations). */
  preview(event: MatchEvent): SubmitResult {
    const r = applyEvent(this.display, event);
    return r.ok ? { ok: true, summary: summarize(r.state) } : r;
  }

  /** The effective events of the display (the local rally score saves them as a match). */
  effectiveLog(): readonly MatchEvent[] {
    return this.display.log;
  }

  // ---- entering

  submit(event: MatchEvent): SubmitResult {
    const r = applyEvent(this.display, event);
    if (!r.ok) return r;
    if (!this.transport) {
      this.confirmed = r.state;
      this.confirmedSeq++;
      this.display = r.state;
      this.save();
      this.publish();
      return { ok: true, summary: this.view.summary };
    }
    this.queue.push({ clientEventId: newEventId(), event, at: (this.opts.now ?? Date.now)() });
    this.display = r.state;
    this.save();
    this.publish();
    void this.flush();
    return { ok: true, summary: this.view.summary };
  }

  /** Takes back the last entry: an unsent one is simply removed, anything else becomes an `undo` event. */
  undo(): SubmitResult {
    const last = this.queue[this.queue.length - 1];
    if (last && last.clientEventId !== this.inFlight && last.event.type !== 'undo') {
      this.queue.pop();
      this.rebuild(false);
      this.save();
      this.publish();
      return { ok: true, summary: this.view.summary };
    }
    return this.submit({ type: 'undo' });
  }

  // ---- the network

  /** Send what is queued now (the browser came back online, the scorer tapped "retry"). */
  retryNow(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retries = 0;
    if (this.denied) this.denied = null;
    void this.flush();
  }

  setBrowserOnline(online: boolean): void {
    if (online) this.retryNow();
    else {
      this.online = false;
      this.publish();
    }
  }

  /** A live message of this match (another scorer, or our own echo). */
  onLive(message: LiveMatchMessage): void {
    if (!this.transport || message.seq <= this.confirmedSeq) return;
    if (this.flushing || this.queue.length > 0) {
      // our own request settles it (or a 409 does); the queue may hold the very event of this message
      this.resyncWanted = true;
      if (!this.flushing) void this.flush();
      return;
    }
    if (message.seq === this.confirmedSeq + 1 && message.event) {
      const r = applyEvent(this.confirmed, message.event);
      if (r.ok) {
        this.confirmed = r.state;
        this.confirmedSeq = message.seq;
        this.rebuild(false);
        this.save();
        this.publish();
        return;
      }
    }
    this.resyncWanted = true;
    void this.flush();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.listeners.clear();
  }

  private async flush(): Promise<void> {
    const transport = this.transport;
    if (!transport || this.flushing || this.disposed || this.denied) return;
    this.flushing = true;
    const startedWith = this.queue.length;
    if (startedWith > 0) this.hadBacklog = this.hadBacklog || !this.online;
    this.publish();
    let staleInARow = 0;
    try {
      for (;;) {
        if (this.disposed) return;
        if (this.resyncWanted) {
          this.resyncWanted = false;
          if (!(await this.resync(transport))) return this.backoff();
        }
        const head = this.queue[0];
        if (!head) break;
        if (typeof navigator !== 'undefined' && navigator.onLine === false) {
          this.online = false;
          return this.backoff();
        }
        this.inFlight = head.clientEventId;
        const outcome = await transport.post({
          clientEventId: head.clientEventId,
          seq: this.confirmedSeq,
          event: head.event,
        });
        this.inFlight = null;
        if (this.disposed) return;
        if (outcome.kind === 'network') {
          this.online = false;
          return this.backoff();
        }
        this.online = true;
        this.retries = 0;
        if (outcome.kind === 'denied') {
          this.denied = { status: outcome.status, ...(outcome.code ? { code: outcome.code } : {}) };
          return;
        }
        if (outcome.kind === 'stale') {
          staleInARow++;
          if (staleInARow > 5) return this.backoff();
          this.resyncWanted = true;
          continue;
        }
        staleInARow = 0;
        if (outcome.kind === 'refused') {
          this.queue.shift();
          this.rebuild(true);
          this.save();
          this.opts.onNotice?.({ kind: 'refused', code: outcome.code });
          this.publish();
          continue;
        }
        const result = outcome.result;
        this.queue.shift();
        if (result.seq === this.confirmedSeq + 1) {
          const r = applyEvent(this.confirmed, result.event);
          if (r.ok) {
            this.confirmed = r.state;
            this.confirmedSeq = result.seq;
          } else {
            this.resyncWanted = true;
          }
        } else if (result.seq > this.confirmedSeq) {
          // others scored in between (a retry answered from the store): read what we missed
          this.resyncWanted = true;
        }
        this.rebuild(false);
        this.save();
        this.publish();
      }
      if (this.hadBacklog && startedWith > 0) this.opts.onNotice?.({ kind: 'synced', count: startedWith });
      this.hadBacklog = false;
    } finally {
      this.inFlight = null;
      this.flushing = false;
      this.publish();
    }
  }

  private backoff(): void {
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** this.retries);
    this.retries = Math.min(this.retries + 1, 10);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.flush();
    }, delay);
  }

  /** Folds in the server's events after `confirmedSeq`; false when they could not be read. */
  private async resync(transport: Transport): Promise<boolean> {
    let records: MatchEventRecord[];
    try {
      records = await transport.eventsAfter(this.confirmedSeq);
    } catch {
      this.online = false;
      return false;
    }
    this.online = true;
    if (records.length === 0) return true;
    const before = this.queue.length;
    for (const record of records) {
      if (record.seq <= this.confirmedSeq) continue;
      if (record.seq !== this.confirmedSeq + 1) break;
      const r = applyEvent(this.confirmed, record.event);
      if (!r.ok) break;
      this.confirmed = r.state;
      this.confirmedSeq = record.seq;
      this.queue = this.queue.filter((p) => p.clientEventId !== record.clientEventId);
    }
    const ours = before - this.queue.length;
    const othersArrived = records.length > ours;
    if (othersArrived && this.queue.length > 0)
      this.opts.onNotice?.({ kind: 'rebased', count: this.queue.length });
    this.rebuild(true);
    this.save();
    this.publish();
    return true;
  }

  /** display = confirmed + queue; entries the rules now refuse are dropped (and reported when `report`). */
  private rebuild(report: boolean): void {
    let state = this.confirmed;
    const kept: PendingEvent[] = [];
    let dropped = 0;
    let code = '';
    for (const p of this.queue) {
      const r = applyEvent(state, p.event);
      if (r.ok) {
        state = r.state;
        kept.push(p);
      } else if (p.clientEventId === this.inFlight) {
        kept.push(p);
      } else {
        dropped++;
        code = r.error.code;
      }
    }
    this.queue = kept;
    this.display = state;
    if (dropped > 0 && report) this.opts.onNotice?.({ kind: 'dropped', count: dropped, code });
  }

  private makeView(previous: ConsoleView | null): ConsoleView {
    const browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
    return {
      state: this.display,
      // summarized again only when the display changed
      summary: previous && previous.state === this.display ? previous.summary : summarize(this.display),
      confirmedSeq: this.confirmedSeq,
      pending: this.queue.length,
      sending: this.flushing && this.queue.length > 0,
      online: this.online && browserOnline,
      denied: this.denied,
      canUndo: this.display.log.length > 0,
    };
  }

  private save(): void {
    this.opts.persist?.({ queue: [...this.queue], log: this.confirmed.log, seq: this.confirmedSeq });
  }

  private publish(): void {
    this.view = this.makeView(this.view);
    for (const l of [...this.listeners]) l();
  }
}

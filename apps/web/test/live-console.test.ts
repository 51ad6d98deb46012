import { readFileSync } from 'node:fs';
import type { LiveMatchMessage, MatchEvent, MatchEventInput, MatchEventRecord } from '@sportzone/contracts';
import { liveUrl } from '@sportzone/contracts/live-protocol';
import { applyEvent, createMatch, summarize, type MatchState } from '@sportzone/scoring';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ConsoleSession,
  type Notice,
  type PostOutcome,
  type Transport,
} from '@/features/score-console/model/session';
import type { PendingEvent } from '@/features/score-console/model/storage';
import { backoffDelay, LiveClient } from '@/lib/live/live-client';
import { describeEvent, scoreAfter } from '@/lib/matches/describe';
import { currentPoints, rowFromListItem } from '@/lib/matches/score';
import { FakeSocket } from './helpers/fake-socket';

const OPTIONS = { sport: 'badminton' as const };
const point = (side: 'home' | 'away'): MatchEvent => ({ type: 'point', side });

/** The events endpoint as the server answers it: idempotent ids, the seq check, the rules. */
class FakeServer implements Transport {
  events: MatchEventRecord[] = [];
  state: MatchState = (createMatch(OPTIONS) as { ok: true; state: MatchState }).state;
  down = false;
  /** the next POST is stored but its answer is lost */
  loseNextAnswer = false;
  posts = 0;

  record(clientEventId: string, event: MatchEvent): MatchEventRecord | { code: string } {
    const r = applyEvent(this.state, event);
    if (!r.ok) return { code: r.error.code };
    this.state = r.state;
    const summary = summarize(r.state);
    const rec: MatchEventRecord = {
      seq: this.events.length + 1,
      clientEventId,
      event,
      userId: 1,
      guestLinkId: null,
      status: summary.status === 'finished' ? 'finished' : 'active',
      summary,
      at: new Date().toISOString(),
    };
    this.events.push(rec);
    return rec;
  }

  async post(input: MatchEventInput): Promise<PostOutcome> {
    this.posts++;
    if (this.down) return { kind: 'network' };
    const stored = this.events.find((e) => e.clientEventId === input.clientEventId);
    if (stored) return { kind: 'accepted', result: { matchId: 1, ...stored } };
    if (input.seq !== this.events.length) return { kind: 'stale', seq: this.events.length };
    const rec = this.record(input.clientEventId, input.event);
    if ('code' in rec) return { kind: 'refused', code: rec.code, message: rec.code };
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      return { kind: 'network' };
    }
    return { kind: 'accepted', result: { matchId: 1, ...rec } };
  }

  async eventsAfter(after: number): Promise<MatchEventRecord[]> {
    if (this.down) throw new Error('offline');
    return this.events.filter((e) => e.seq > after);
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));
async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function session(server: FakeServer, extra: Partial<ConstructorParameters<typeof ConsoleSession>[0]> = {}) {
  const saved: { queue: PendingEvent[] }[] = [];
  const notices: Notice[] = [];
  const s = new ConsoleSession({
    options: OPTIONS,
    events: server.events,
    seq: server.events.length,
    transport: server,
    persist: (d) => saved.push({ queue: d.queue }),
    onNotice: (n) => notices.push(n),
    ...extra,
  });
  return { s, saved, notices };
}

describe('the console session (offline queue)', () => {
  it('shows a point at once and sends the points in order, one at a time', async () => {
    const server = new FakeServer();
    const { s } = session(server);
    s.submit(point('home'));
    s.submit(point('home'));
    s.submit(point('away'));
    expect(s.getView().summary.text).toBe('2-1');
    expect(s.getView().pending).toBeGreaterThan(0);
    await until(() => s.getView().pending === 0);
    expect(server.events.map((e) => e.event)).toEqual([point('home'), point('home'), point('away')]);
    expect(s.getView().confirmedSeq).toBe(3);
  });

  it('keeps scoring without the network, persists the queue, and sends it when back', async () => {
    const server = new FakeServer();
    const { s, saved } = session(server);
    server.down = true;
    s.submit(point('home'));
    s.submit(point('away'));
    await settle();
    expect(s.getView().online).toBe(false);
    expect(s.getView().pending).toBe(2);
    expect(saved.at(-1)!.queue).toHaveLength(2);
    server.down = false;
    s.retryNow();
    await until(() => s.getView().pending === 0);
    expect(server.events).toHaveLength(2);
    s.dispose();
  });

  it('a lost answer is retried with the same id: no duplicate', async () => {
    const server = new FakeServer();
    const { s } = session(server);
    server.loseNextAnswer = true;
    s.submit(point('home'));
    await settle();
    s.retryNow();
    await until(() => s.getView().pending === 0);
    expect(server.events).toHaveLength(1);
    expect(server.posts).toBe(2);
    expect(s.getView().summary.text).toBe('1-0');
  });

  it('a queue kept from a closed tab is sent on the next visit, except what the server already has', async () => {
    const server = new FakeServer();
    server.record('a', point('home'));
    const queue: PendingEvent[] = [
      { clientEventId: 'a', event: point('home'), at: 1 },
      { clientEventId: 'b', event: point('away'), at: 2 },
    ];
    const { s } = session(server, { queue });
    expect(s.getView().pending).toBe(1);
    expect(s.getView().summary.text).toBe('1-1');
    await until(() => s.getView().pending === 0);
    expect(server.events.map((e) => e.clientEventId)).toEqual(['a', 'b']);
  });

  it('another scorer was first (409): their points are folded in and ours re-applied on top, and the scorer is told', async () => {
    const server = new FakeServer();
    const { s, notices } = session(server);
    server.down = true;
    s.submit(point('away'));
    await settle();
    server.down = false;
    server.record('other', point('home'));
    s.retryNow();
    await until(() => s.getView().pending === 0);
    expect(server.events.map((e) => e.event)).toEqual([point('home'), point('away')]);
    expect(s.getView().summary.text).toBe('1-1');
    expect(notices.some((n) => n.kind === 'rebased')).toBe(true);
  });

  it('entries the rules refuse after a rebase are dropped and reported', async () => {
    const server = new FakeServer();
    // a one-game match to 2: the other scorer finishes it while we were offline
    const opts = { sport: 'rally' as const, format: { target: 2, winBy: 1, bestOf: 1 } };
    server.state = (createMatch(opts) as { ok: true; state: MatchState }).state;
    const { s, notices } = session(server, { options: opts });
    server.down = true;
    s.submit(point('away'));
    await settle();
    server.down = false;
    server.record('x', point('home'));
    server.record('y', point('home'));
    s.retryNow();
    await until(() => s.getView().pending === 0);
    expect(server.events).toHaveLength(2);
    expect(s.getView().summary.winner).toBe('home');
    expect(notices).toContainEqual({ kind: 'dropped', count: 1, code: 'match_over' });
  });

  it('undo removes an unsent entry locally, and becomes an undo event once sent', async () => {
    const server = new FakeServer();
    const { s } = session(server);
    server.down = true;
    s.submit(point('home'));
    s.submit(point('away'));
    await settle();
    s.undo();
    expect(s.getView().pending).toBe(1);
    expect(s.getView().summary.text).toBe('1-0');
    server.down = false;
    s.retryNow();
    await until(() => s.getView().pending === 0);
    s.undo();
    await until(() => s.getView().pending === 0);
    expect(server.events.map((e) => e.event.type)).toEqual(['point', 'undo']);
    expect(s.getView().summary.text).toBe('0-0');
  });

  it('a live message from another scorer moves the console on', () => {
    const server = new FakeServer();
    const { s } = session(server);
    const rec = server.record('other', point('away')) as MatchEventRecord;
    s.onLive({
      type: 'match',
      matchId: 1,
      seq: rec.seq,
      status: 'active',
      summary: rec.summary,
      event: rec.event,
    });
    expect(s.getView().confirmedSeq).toBe(1);
    expect(s.getView().summary.text).toBe('0-1');
  });

  it('a local-only match (the rally scoreboard) confirms at once', () => {
    const { s } = session(new FakeServer(), { transport: null });
    s.submit(point('home'));
    expect(s.getView().pending).toBe(0);
    expect(s.effectiveLog()).toEqual([point('home')]);
  });

  it('asks before the match ends: preview tells', () => {
    const opts = { sport: 'rally' as const, format: { target: 1, winBy: 1, bestOf: 1 } };
    const { s } = session(new FakeServer(), { transport: null, options: opts });
    const p = s.preview(point('away'));
    expect(p.ok && p.summary.status).toBe('finished');
    expect(s.getView().summary.status).not.toBe('finished');
  });
});

describe('the live client', () => {
  beforeAll(() => {
    vi.stubGlobal('window', { setTimeout, clearTimeout, addEventListener: () => {} });
    vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
  });

  const summary = (home: number) => ({
    ...summarize((createMatch(OPTIONS) as { ok: true; state: MatchState }).state),
    text: `${home}`,
  });
  const msg = (seq: number): LiveMatchMessage => ({
    type: 'match',
    matchId: 7,
    seq,
    status: 'active',
    summary: summary(seq) as never,
  });

  it('one socket for every topic; match messages applied in seq order; resubscribes with the last seq', async () => {
    const client = new LiveClient({
      url: async () => 'ws://x/api/live',
      token: () => null,
      WebSocketImpl: FakeSocket as never,
    });
    const applied: number[] = [];
    const leave = client.subscribeMatch(7, () => {}, {});
    client.onMatchMessage(7, (m) => applied.push(m.seq));
    const leaveList = client.subscribeList('home', () => {});
    await settle();
    const socket = FakeSocket.last!;
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'subscribe', topic: 'match:7' },
      { type: 'subscribe', topic: 'home' },
    ]);
    socket.receive({
      type: 'snapshot',
      matchId: 7,
      seq: 3,
      summary: summary(3),
      match: { id: 7, seq: 3, status: 'active', summary: summary(3) },
    });
    socket.receive(msg(5)); // early: waits for 4
    socket.receive(msg(3)); // old: dropped
    expect(client.getMatch(7)!.seq).toBe(3);
    socket.receive(msg(4));
    expect(applied).toEqual([4, 5]);
    expect(client.getMatch(7)!.seq).toBe(5);
    // the connection drops: the new socket resumes from seq 5
    socket.onclose?.({ code: 1006 });
    await new Promise((r) => setTimeout(r, 600));
    const again = FakeSocket.last!;
    expect(again).not.toBe(socket);
    again.open();
    expect(again.sent).toContainEqual({ type: 'subscribe', topic: 'match:7', lastSeq: 5 });
    leave();
    leaveList();
    client.stop();
  });

  it('lists: full replaces, changes merge by seq, removed rows go', async () => {
    const client = new LiveClient({
      url: async () => 'ws://x/api/live',
      token: () => null,
      WebSocketImpl: FakeSocket as never,
    });
    client.subscribeList('sport:tennis', () => {});
    await settle();
    const socket = FakeSocket.last!;
    socket.open();
    const row = (id: number, seq: number) => ({
      matchId: id,
      seq,
      sport: 'tennis',
      status: 'active',
      home: { name: 'A' },
      away: { name: 'B' },
      score: { home: 0, away: 0 },
      periods: [{ home: seq, away: 0 }],
      server: 'home',
      winner: null,
      text: '',
      venue: null,
      court: null,
      scheduledAt: null,
      startedAt: null,
      endedAt: null,
    });
    socket.receive({ type: 'list', topic: 'sport:tennis', full: true, items: [row(1, 5), row(2, 1)] });
    socket.receive({
      type: 'list',
      topic: 'sport:tennis',
      full: false,
      items: [row(1, 4), row(3, 1)],
      removed: [2],
    });
    const items = client.getList('sport:tennis')!.items;
    expect(items.map((i) => [i.matchId, i.seq])).toEqual([
      [1, 5],
      [3, 1],
    ]);
    expect(rowFromListItem(items[0]!).periods[0]).toMatchObject({ home: 5, current: true });
    client.stop();
  });

  it('backs off from 0.5 s to at most 30 s', () => {
    expect(backoffDelay(0, 0)).toBe(250);
    expect(backoffDelay(0, 1)).toBe(500);
    expect(backoffDelay(20, 1)).toBe(30_000);
  });

  it('builds the socket address from the API base', () => {
    expect(liveUrl('https://scores.example')).toBe('wss://scores.example/api/live');
    expect(liveUrl('http://localhost:3000/')).toBe('ws://localhost:3000/api/live');
  });

  it('takes the protocol from an entry that imports only types, so the viewer pages load no typebox', () => {
    const entry = new URL('../../../packages/contracts/src/live-protocol.ts', import.meta.url);
    const imports = readFileSync(entry, 'utf8').match(/^import\b.*$/gm) ?? [];
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
  });

  it('takes the matches’ constants from files that build no schema (the page imports them from the index)', () => {
    for (const file of ['match-constants.ts', 'sports.ts']) {
      const source = new URL(`../../../packages/contracts/src/${file}`, import.meta.url);
      const imports = readFileSync(source, 'utf8').match(/^import\b.*$/gm) ?? [];
      expect(
        imports.filter((line) => !line.startsWith('import type ') && !line.endsWith("from './sports';")),
      ).toEqual([]);
    }
  });
});

describe('score words', () => {
  it('describes events and the score after them', () => {
    const t = ((key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`) as never;
    const created = createMatch({ sport: 'tennis' }) as { ok: true; state: MatchState };
    const r = applyEvent(created.state, point('home')) as { ok: true; state: MatchState };
    const after = summarize(r.state);
    expect(
      describeEvent(t, point('home'), after, summarize(created.state), { home: 'A', away: 'B' }),
    ).toContain('events.point');
    expect(scoreAfter(after, 'tennis', summarize(created.state))).toBe('0-0 · 15-0');
    expect(currentPoints(after)).toEqual({ home: '15', away: '0' });
  });

  it("calls a tennis game's points server first, as the umpire does", () => {
    const created = createMatch({ sport: 'tennis', firstServer: 'away' }) as { ok: true; state: MatchState };
    const before = summarize(created.state);
    const r = applyEvent(created.state, point('home')) as { ok: true; state: MatchState };
    // the receiver (home) won the point: the server's love comes first
    expect(scoreAfter(summarize(r.state), 'tennis', before)).toBe('0-0 · 0-15');
    const r2 = applyEvent(r.state, point('away')) as { ok: true; state: MatchState };
    const r3 = applyEvent(r2.state, point('away')) as { ok: true; state: MatchState };
    expect(scoreAfter(summarize(r3.state), 'tennis', summarize(r2.state))).toBe('0-0 · 30-15');
  });

  it("names whose error, fault or foul gave the point; a winner or an ace is the scorer's own", () => {
    const t = ((key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`) as never;
    const before = summarize((createMatch({ sport: 'tennis' }) as { ok: true; state: MatchState }).state);
    const names = { home: 'Nadal', away: 'Federer' };
    const said = (event: MatchEvent) => describeEvent(t, event, before, before, names);
    expect(said({ type: 'point', side: 'home', stat: 'unforced-error' })).toBe(
      'events.pointErrorBy{"name":"Nadal","stat":"stat.unforced-error","other":"Federer"}',
    );
    expect(said({ type: 'point', side: 'away', stat: 'double-fault' })).toContain('"other":"Nadal"');
    expect(said({ type: 'point', side: 'home', stat: 'error' })).toContain('"other":"Federer"');
    expect(said({ type: 'point', side: 'home', stat: 'winner' })).toBe(
      'events.pointStat{"name":"Nadal","stat":"stat.winner"}',
    );
  });
});

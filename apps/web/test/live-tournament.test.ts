import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveClient, type TournamentChange } from '@/lib/live/live-client';
import { FakeSocket } from './helpers/fake-socket';

/** The live client's tournament topic: a change signal, and a read-again after a reconnect. */

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeAll(() => {
  vi.stubGlobal('window', { setTimeout, clearTimeout, addEventListener: () => {} });
  vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
});

describe('the live client: tournaments', () => {
  it('subscribes once per tournament, calls back on a change and after a reconnect, leaves with the last', async () => {
    const client = new LiveClient({
      url: async () => 'ws://x/api/live',
      token: () => 'token-1',
      WebSocketImpl: FakeSocket as never,
    });
    const heard: TournamentChange[] = [];
    const other: TournamentChange[] = [];
    const leave = client.subscribeTournament(4, (why) => heard.push(why), { auth: true });
    const leaveOther = client.subscribeTournament(4, (why) => other.push(why));
    await settle();
    const socket = FakeSocket.last!;
    // a private tournament: the token goes with the connection
    expect(socket.url).toContain('access_token=token-1');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'tournament:4' }]);
    socket.receive({ type: 'subscribed', topic: 'tournament:4' });
    expect(heard).toEqual([]);
    socket.receive({ type: 'tournament', tournamentId: 4, version: 100 });
    socket.receive({ type: 'tournament', tournamentId: 5, version: 101 }); // not ours
    expect(heard).toEqual(['changed']);
    expect(other).toEqual(['changed']);

    // the connection drops: subscribed again, the page reads the tournament again
    socket.onclose?.({ code: 1006 });
    await new Promise((r) => setTimeout(r, 600));
    const again = FakeSocket.last!;
    expect(again).not.toBe(socket);
    again.open();
    expect(again.sent).toEqual([{ type: 'subscribe', topic: 'tournament:4' }]);
    again.receive({ type: 'subscribed', topic: 'tournament:4' });
    expect(heard).toEqual(['changed', 'reconnected']);

    leaveOther();
    expect(again.sent).toHaveLength(1);
    leave();
    expect(again.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'tournament:4' });
    client.stop();
  });
});

import { randomUUID } from 'node:crypto';

/**
 * What bench/live.ts measures against: a server viewers connect to and a scorer posts to. A Sportzone
 * target is a match created for the run on a server (one instance, or the proxy of a cluster); the
 * reference is bench/bare-broadcast.ts.
 */
export interface Target {
  name: string;
  wsUrl: string;
  pid: number | undefined;
  /** posts event number `seq` (1, 2, 3 …); resolves when answered */
  post(seq: number): Promise<void>;
  /** message that subscribes a viewer, if the protocol needs one */
  subscribe: string | null;
  /** counters read before and after the steady phase (database, bus, proxy); their differences are reported */
  counters?(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/** A rally match on the server at `base`, scored by the bearer of `token`, one point per post. */
export async function sportzoneTarget(
  name: string,
  base: string,
  token: string,
  pid: number | undefined,
  stop: () => Promise<void>,
): Promise<Target> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${base}/api/matches`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      sport: 'rally',
      format: { bestOf: 1, target: 9999 },
      home: { name: 'Bench Home' },
      away: { name: 'Bench Away' },
      court: 'Bench',
    }),
  });
  if (created.status !== 201) throw new Error(`create match: ${created.status} ${await created.text()}`);
  const match = (await created.json()) as { id: number };
  return {
    name,
    wsUrl: `${base.replace(/^http/, 'ws')}/api/live`,
    pid,
    subscribe: JSON.stringify({ type: 'subscribe', topic: `match:${match.id}` }),
    async post(seq) {
      const res = await fetch(`${base}/api/matches/${match.id}/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientEventId: randomUUID(),
          seq: seq - 1,
          event: { type: 'point', side: seq % 3 ? 'home' : 'away' },
        }),
      });
      if (res.status !== 200) throw new Error(`POST event ${seq}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    },
    stop,
  };
}

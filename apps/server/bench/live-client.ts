import type { LiveClientMessage, LiveServerMessage } from '@sportzone/contracts';
import WebSocket from 'ws';

/**
 * A minimal live-protocol client for tests and the bench: collects every server message and lets a
 * caller wait for the ones it expects.
 */
export class LiveClient {
  readonly messages: LiveServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as LiveServerMessage);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  /** Opens a connection; rejects with the HTTP status (and Retry-After) when the upgrade is refused. */
  static open(url: string): Promise<LiveClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const client = new LiveClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => {
        const err = Object.assign(new Error(`upgrade refused: ${res.statusCode}`), {
          statusCode: res.statusCode,
          retryAfter: res.headers['retry-after'],
        });
        res.resume();
        ws.terminate();
        reject(err);
      });
      ws.once('error', reject);
    });
  }

  send(message: LiveClientMessage | Record<string, unknown> | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `predicate` holds for the messages received so far. */
  async until(
    predicate: (messages: LiveServerMessage[]) => boolean,
    timeoutMs = 5000,
    what = 'messages',
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.messages)) {
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) {
        throw new Error(
          `timed out waiting for ${what}; got ${JSON.stringify(this.messages.map((m) => ({ type: m.type, seq: (m as { seq?: number }).seq })))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The match messages of one match received so far, in arrival order. */
  matchMessages(matchId: number) {
    return this.messages.filter(
      (m): m is Extract<LiveServerMessage, { type: 'match' }> => m.type === 'match' && m.matchId === matchId,
    );
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

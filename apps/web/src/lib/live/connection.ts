import type { LiveClientMessage, LiveServerMessage, LiveTopic } from '@sportzone/contracts';
import { LIVE_CLOSE, LIVE_RETRY_AFTER_SECONDS } from '@sportzone/contracts/live-protocol';

/**
 * The tab's one WebSocket under the live client (live-client.ts): opened with the credentials its topics
 * want, reopened with backoff, pinged, and nudged when the browser comes back online or the tab is shown.
 * It knows no topics: the client says what it holds and wants (`LiveConnectionHost`), and hears every
 * message and every (re)open, when it subscribes everything again.
 */

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface LiveClientOptions {
  /** the WebSocket address (ws:// or wss://), resolved when connecting */
  url: () => Promise<string | null>;
  /** the signed-in user's access token, when a subscription asks for it */
  token: () => string | null;
  /** the token to connect with, renewed first when it has run out (lib/auth's freshToken); else `token` */
  freshToken?: () => Promise<string | null>;
  WebSocketImpl?: typeof WebSocket;
}

export interface Credentials {
  auth: boolean;
  guestToken: string | null;
}

export interface LiveConnectionHost {
  hasTopics(): boolean;
  /** the credentials the topics held need (a private match, a guest link, the user's topic) */
  wanted(): Credentials;
  /** the socket is open (again): subscribe every topic */
  opened(): void;
  received(message: LiveServerMessage): void;
}

const PING_MS = 20_000;
const PONG_TIMEOUT_MS = 10_000;
const IDLE_CLOSE_MS = 10_000;
const BACKOFF_MIN_MS = 500;
const BACKOFF_MAX_MS = 30_000;

export function backoffDelay(attempt: number, random = Math.random()): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base / 2 + (base / 2) * random);
}

export class LiveConnection {
  private socket: WebSocket | null = null;
  private status: ConnectionStatus = 'idle';
  private attempt = 0;
  private reconnectTimer: number | undefined;
  private idleTimer: number | undefined;
  private pingTimer: number | undefined;
  private pongTimer: number | undefined;
  /** the credentials the open (or opening) socket was made with */
  private connectedWith: Credentials = { auth: false, guestToken: null };
  private stopped = false;
  private readonly statusListeners = new Set<() => void>();
  private windowHooked = false;

  constructor(
    private readonly options: LiveClientOptions,
    private readonly host: LiveConnectionHost,
  ) {}

  getStatus(): ConnectionStatus {
    return this.status;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Reconnect now (the network came back, the tab is visible again, a test asks). */
  reconnectNow(): void {
    if (this.status === 'open' || this.status === 'connecting') return;
    if (!this.host.hasTopics()) return;
    window.clearTimeout(this.reconnectTimer);
    this.attempt = 0;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.teardown();
    this.setStatus('idle');
  }

  credentialsSatisfied(): boolean {
    const want = this.host.wanted();
    if (want.auth && !this.connectedWith.auth && this.options.token()) return false;
    if (want.guestToken && want.guestToken !== this.connectedWith.guestToken) return false;
    return true;
  }

  /** A topic is wanted: open the socket unless it is open, opening or waiting to reopen. */
  ensure(): void {
    this.stopped = false;
    this.hookWindow();
    window.clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.socket || this.status === 'connecting' || this.reconnectTimer !== undefined) return;
    void this.connect();
  }

  /** Reopen with other credentials (a console joined a tab that only watched). */
  restart(): void {
    this.teardown();
    this.attempt = 0;
    void this.connect();
  }

  /** The last topic was left: close a while later unless another comes. */
  scheduleIdleClose(): void {
    if (this.host.hasTopics()) return;
    window.clearTimeout(this.idleTimer);
    this.idleTimer = window.setTimeout(() => {
      if (this.host.hasTopics()) return;
      this.teardown();
      this.setStatus('idle');
    }, IDLE_CLOSE_MS);
  }

  send(message: LiveClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) return false;
    try {
      socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  sendSubscribe(topic: LiveTopic, lastSeq?: number): void {
    this.send({ type: 'subscribe', topic, ...(lastSeq !== undefined && lastSeq >= 0 ? { lastSeq } : {}) });
  }

  private teardown(): void {
    window.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    window.clearTimeout(this.pingTimer);
    window.clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      try {
        socket.close(1000, 'bye');
      } catch {
        // already closed
      }
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped || !this.host.hasTopics()) return;
    this.setStatus(this.isOffline() ? 'offline' : this.attempt === 0 ? 'connecting' : 'reconnecting');
    let base: string | null;
    try {
      base = await this.options.url();
    } catch {
      base = null;
    }
    let want = this.host.wanted();
    const token = want.auth ? await (this.options.freshToken ?? this.options.token)() : null;
    if (this.stopped || !this.host.hasTopics() || this.socket) return;
    if (!base) {
      this.scheduleReconnect();
      return;
    }
    want = this.host.wanted();
    const url = new URL(base);
    if (token) url.searchParams.set('access_token', token);
    if (want.guestToken) url.searchParams.set('token', want.guestToken);
    this.connectedWith = { auth: !!token, guestToken: want.guestToken };
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    let socket: WebSocket;
    try {
      socket = new Impl(url.href);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.listen(socket);
  }

  private listen(socket: WebSocket): void {
    socket.onopen = () => {
      if (!this.credentialsSatisfied()) {
        // a console asked for other credentials while this socket was opening
        this.restart();
        return;
      }
      this.attempt = 0;
      this.setStatus('open');
      this.host.opened();
      this.schedulePing();
    };
    socket.onmessage = (event: MessageEvent) => {
      this.schedulePing();
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveServerMessage;
      } catch {
        return;
      }
      this.host.received(message);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      window.clearTimeout(this.pingTimer);
      window.clearTimeout(this.pongTimer);
      if (event.code === LIVE_CLOSE.policy) {
        // the protocol says: do not come back on a policy close; a new subscription or the network returning will
        this.setStatus('offline');
        return;
      }
      this.scheduleReconnect(event.code === LIVE_CLOSE.overloaded ? LIVE_RETRY_AFTER_SECONDS * 1000 : 0);
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect
    };
  }

  private isOffline(): boolean {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  }

  private scheduleReconnect(minDelay = 0): void {
    if (this.stopped || !this.host.hasTopics()) {
      this.setStatus('idle');
      return;
    }
    this.setStatus(this.isOffline() ? 'offline' : 'reconnecting');
    const delay = Math.max(minDelay, backoffDelay(this.attempt));
    this.attempt++;
    window.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = window.setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, delay);
  }

  private schedulePing(): void {
    window.clearTimeout(this.pingTimer);
    window.clearTimeout(this.pongTimer);
    this.pingTimer = window.setTimeout(() => {
      if (!this.send({ type: 'ping' })) return;
      this.pongTimer = window.setTimeout(() => {
        // no answer: the connection is dead even if the browser has not noticed
        const socket = this.socket;
        if (!socket) return;
        this.teardown();
        this.scheduleReconnect();
      }, PONG_TIMEOUT_MS);
    }, PING_MS);
  }

  private hookWindow(): void {
    if (this.windowHooked || typeof window === 'undefined') return;
    this.windowHooked = true;
    window.addEventListener('online', () => this.reconnectNow());
    window.addEventListener('offline', () => {
      if (this.status !== 'open') this.setStatus('offline');
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.reconnectNow();
    });
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const l of [...this.statusListeners]) l();
  }
}

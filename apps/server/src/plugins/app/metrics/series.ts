import type { DatabaseStats } from '@sportzone/db';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LiveObserver, LiveStats } from '../../../live/hub';
import type { ScoreEntryObserver } from '../../../modules/matches/index';
import type { IngestStats } from '../../../modules/streaming/index';
import { processMetrics } from './process-metrics';

/**
 * What this instance exposes at /metrics (decision 041), in one place: every series, its name, help
 * and buckets. Two kinds: what the app reports as it happens (HTTP timings, deliveries, the bus's
 * lag, score entry), through the observers handed to the parts that do the work; and what is read
 * when Prometheus scrapes (connections, subscriptions, the database's pool, the video ingest), from
 * the parts' own `stats()`. Nothing here reaches into a service: a part that has something to say
 * says it through its port.
 *
 * Names are `sportzone_…`, in base units (seconds), counters end in `_total`; labels take few values
 * (a route's pattern, never its URL). `promtool check metrics` passes on the whole exposition
 * (test/metrics.test.ts).
 */

/** What the scrape reads; called only once the app is ready. */
export interface MetricSources {
  live(): LiveStats;
  database(): DatabaseStats & { kind: 'pglite' | 'postgres' };
  ingest(): IngestStats;
  draining(): boolean;
}

export interface AppMetrics {
  /** the exposition, this app's series and the process's */
  text(): Promise<string>;
  contentType: string;
  /** an HTTP request was answered; `route` is its pattern (null: it matched none) */
  request(route: string | null, method: string, statusCode: number, seconds: number): void;
  live: LiveObserver;
  scoreEntry: ScoreEntryObserver;
  /** an accepted event, as the domain event `match.recorded` tells it */
  scoreEvent(sport: string, undo: boolean): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BUS_STATES = ['in-process', 'up', 'down'] as const;

/** The registry and the two shapes most series take: read from a source when Prometheus scrapes. */
function seriesKit(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  /** a counter the source keeps: read at the scrape */
  const counted = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });

  return { sources, registry, registers, counted, gauge };
}

type Kit = ReturnType<typeof seriesKit>;

/** Viewers, their subscriptions and deliveries, and the bus between instances. */
function liveSeries({ sources, registers, counted, gauge }: Kit) {
  // ─── live ──────────────────────────────────────────────────────────────────
  gauge('sportzone_live_connections', 'Viewer WebSocket connections open', () => sources.live().connections);
  gauge(
    'sportzone_live_connections_max',
    'Viewer connections this instance accepts at most (LIVE_MAX_CONNECTIONS)',
    () => sources.live().maxConnections,
  );
  new Gauge({
    name: 'sportzone_live_subscriptions',
    help: 'Live subscriptions by topic: a match, or a live list (a sport, home)',
    labelNames: ['topic'],
    registers,
    collect() {
      const stats = sources.live();
      this.set({ topic: 'match' }, stats.matchSubscriptions);
      this.set({ topic: 'list' }, stats.listSubscriptions);
    },
  });
  gauge(
    'sportzone_live_match_channels',
    'Matches this instance keeps a channel for (viewers or recent activity)',
    () => sources.live().channels,
  );
  counted('sportzone_live_deliveries_total', 'Frames sent to viewers', () => sources.live().delivered);
  counted(
    'sportzone_live_refused_connections_total',
    'Viewer connections refused (the cap reached, or closing)',
    () => sources.live().refused,
  );
  counted(
    'sportzone_live_gap_fills_total',
    'Times a match channel read missed events from the database',
    () => sources.live().gapFills,
  );
  const deliveryLag = new Histogram({
    name: 'sportzone_live_delivery_lag_seconds',
    help: "From an event's server time to its frame handed to this instance's viewers (commit and bus included)",
    buckets: LAG_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'sportzone_live_bus_state',
    help: 'The bus between instances: 1 for its state now (in-process: no Redis; up; down: cut off from Redis)',
    labelNames: ['state'],
    registers,
    collect() {
      const now = sources.live().bus;
      for (const state of BUS_STATES) this.set({ state }, state === now ? 1 : 0);
    },
  });
  const busLag = new Histogram({
    name: 'sportzone_live_bus_lag_seconds',
    help: 'From a message published by another instance to its arrival here through Redis',
    buckets: LAG_BUCKETS,
    registers,
  });

  return { deliveryLag, busLag };
}

/** Accepted score events and how long recording one takes. */
function scoreSeries({ registers }: Kit) {
  // ─── score entry ───────────────────────────────────────────────────────────
  const scoreEvents = new Counter({
    name: 'sportzone_score_events_total',
    help: 'Events accepted on this instance, by sport and kind (event, undo)',
    labelNames: ['sport', 'kind'],
    registers,
  });
  const scoreEntry = new Histogram({
    name: 'sportzone_score_entry_duration_seconds',
    help: "Recording a scorer's event (rules, transaction, events after the commit) by outcome",
    labelNames: ['outcome'],
    buckets: LATENCY_BUCKETS,
    registers,
  });

  return { scoreEvents, scoreEntry };
}

/** The database's connections and failures, read at the scrape. */
function databaseSeries({ sources, registers, counted, gauge }: Kit) {
  // ─── database ──────────────────────────────────────────────────────────────
  new Gauge({
    name: 'sportzone_database_info',
    help: 'The database in use: pglite (embedded, one connection) or postgres',
    labelNames: ['kind'],
    registers,
    collect() {
      this.reset();
      this.set({ kind: sources.database().kind }, 1);
    },
  });
  new Gauge({
    name: 'sportzone_database_connections',
    help: 'Database connections open, busy or idle',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = sources.database();
      this.set({ state: 'busy' }, stats.connections - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  gauge(
    'sportzone_database_connections_max',
    'Database connections the pool opens at most',
    () => sources.database().maxConnections,
  );
  gauge(
    'sportzone_database_waiting',
    'Callers waiting for a database connection (embedded: queued behind the one running)',
    () => sources.database().waiting,
  );
  counted(
    'sportzone_database_query_errors_total',
    'Queries that failed: refused by the database, cut off, or no connection',
    () => sources.database().queryErrors,
  );
  counted(
    'sportzone_database_connection_errors_total',
    'Database connections that broke (restart, failover, reset)',
    () => sources.database().connectionErrors,
  );
}

/** The RTMP ingest and its viewers, and whether the instance drains. */
function videoSeries({ sources, registers, gauge }: Kit) {
  // ─── live video ────────────────────────────────────────────────────────────
  gauge('sportzone_video_ingest_enabled', 'The RTMP ingest listens (1) or is off (0)', () =>
    Number(sources.ingest().enabled),
  );
  new Gauge({
    name: 'sportzone_video_ingests',
    help: 'Encoders publishing, by state: live (feeding a livestream) or waiting (no livestream now)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = sources.ingest();
      this.set({ state: 'live' }, stats.live);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  gauge('sportzone_video_viewers', 'People watching the livestreams of this instance', () =>
    Number(sources.ingest().viewers),
  );

  gauge('sportzone_draining', 'The instance is stopping: not ready, viewers told to reconnect', () =>
    Number(sources.draining()),
  );
}

export function createAppMetrics(sources: MetricSources): AppMetrics {
  const kit = seriesKit(sources);
  const { registry, registers } = kit;
  const seconds = (ms: number) => Math.max(0, ms) / 1000;

  // ─── HTTP ──────────────────────────────────────────────────────────────────
  const http = new Histogram({
    name: 'sportzone_http_request_duration_seconds',
    help: 'HTTP requests by route pattern ("unmatched": none, as for the web app pages), method and status class, until the answer was sent',
    labelNames: ['route', 'method', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers,
  });

  const { deliveryLag, busLag } = liveSeries(kit);
  const { scoreEvents, scoreEntry } = scoreSeries(kit);
  databaseSeries(kit);
  videoSeries(kit);

  const exposed = Registry.merge([processMetrics(), registry]);
  return {
    text: () => exposed.metrics(),
    contentType: exposed.contentType,
    request(route, method, statusCode, s) {
      const labels = {
        route: route ?? 'unmatched',
        method,
        status_class: `${Math.floor(statusCode / 100)}xx`,
      };
      http.observe(labels, s);
    },
    live: {
      delivered: (lagMs) => deliveryLag.observe(seconds(lagMs)),
      heard: (lagMs) => busLag.observe(seconds(lagMs)),
    },
    scoreEntry: (outcome, s) => scoreEntry.observe({ outcome }, s),
    scoreEvent: (sport, undo) => scoreEvents.inc({ sport, kind: undo ? 'undo' : 'event' }),
  };
}

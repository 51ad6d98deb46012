import type { AppConfig } from '../../config';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';

/** A match as streaming needs it: where it is played and what to call its livestream. */
export interface StreamedMatch {
  id: number;
  organizationId: number | null;
  homeName: string;
  awayName: string;
  sport: string;
  venue: string | null;
  court: string | null;
}

/** What streaming asks of the match service. */
export interface StreamingMatches {
  /** resolves when the actor may see the match; 404 when it is hidden from them */
  access(actor: Actor, matchId: number): Promise<unknown>;
  /** 403 unless the actor may manage the match (404 when hidden); the match's row */
  requireManage(actor: Actor, matchId: number): Promise<{ row: { organizationId: number | null } }>;
  /** null when the match is gone; `restricted`: not for everyone (it or its organization is private) */
  snapshot(matchId: number): Promise<{ restricted: boolean } | null>;
  row(matchId: number): Promise<StreamedMatch | null>;
}

export type StreamingConfig = Pick<
  AppConfig,
  'dataDir' | 'ffmpegPath' | 'publicUrl' | 'rtmpPort' | 'host' | 'databaseUrl' | 'youtube'
>;

/** The structured log (pino's shape: an object of fields, then the message; or the message alone). */
export interface Log {
  debug(fields: object | string, message?: string): void;
  info(fields: object | string, message?: string): void;
  warn(fields: object | string, message?: string): void;
  error(fields: object | string, message?: string): void;
}

/** Everything the streaming module is built from. */
export interface StreamingDeps {
  database: AppDatabase;
  access: AccessService;
  matches: StreamingMatches;
  config: StreamingConfig;
  log: Log;
  /** the key playback addresses are signed with, the same on every instance */
  playbackKey: string;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { AppConfig } from '../../../config';

/**
 * `${DATA_DIR}/server.json` tells local tools (npm run token, npm run backup) that a server owns this
 * data folder and how to reach it: an embedded PGlite database can be opened by one process only.
 * Written after listen, removed on shutdown; readable by the owner only (it holds the secrets of the
 * local routes).
 */
export interface ServerFile {
  pid: number;
  /** a loopback address of the running server */
  url: string;
  publicUrl: string;
  /** accepted by POST /oidc-local/token (header x-sportzone-local-secret) */
  secret: string | null;
  /** accepted by POST /local/database-copy (same header); null unless the database is embedded */
  databaseCopySecret?: string | null;
  startedAt: string;
}

export const LOCAL_SECRET_HEADER = 'x-sportzone-local-secret';

/** Connections from this machine only: loopback, or the server's own address (HOST set to one interface). */
export function fromThisMachine(request: FastifyRequest): boolean {
  const socket = request.raw.socket;
  const remote = socket.remoteAddress ?? '';
  const loopback = remote === '::1' || remote.startsWith('127.') || remote.startsWith('::ffff:127.');
  return loopback || (remote !== '' && remote === socket.localAddress);
}

/** A local tool's request: from this machine, with the secret of server.json in LOCAL_SECRET_HEADER. */
export function isLocalTool(request: FastifyRequest, secret: string): boolean {
  const given = request.headers[LOCAL_SECRET_HEADER];
  if (!fromThisMachine(request) || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const serverFilePath = (dataDir: string) => join(dataDir, 'server.json');

/** The address a process on this machine uses to reach the listening server. */
export function localUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const wildcard = ['0.0.0.0', '::', '::ffff:0.0.0.0'].includes(address.address);
  if (wildcard) return `http://127.0.0.1:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Writes the file after listen; a failure (read-only folder) is logged, the server keeps running. */
export function writeServerFile(app: FastifyInstance, config: AppConfig): string | null {
  const path = serverFilePath(config.dataDir);
  try {
    const content: ServerFile = {
      pid: process.pid,
      url: localUrl(app),
      publicUrl: config.publicUrl,
      secret: app.localTokenSecret ?? null,
      databaseCopySecret: app.databaseCopySecret ?? null,
      startedAt: new Date().toISOString(),
    };
    mkdirSync(config.dataDir, { recursive: true });
    rmSync(path, { force: true });
    writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
    return path;
  } catch (err) {
    app.log.warn({ err, path }, 'could not write the server file; npm run token will not reach this server');
    return null;
  }
}

/** Removes the file if it is ours (another server may have started on the folder since). */
export function removeServerFile(config: AppConfig): void {
  const path = serverFilePath(config.dataDir);
  const file = readServerFile(config.dataDir);
  if (file && file.pid !== process.pid) return;
  try {
    rmSync(path, { force: true });
  } catch {
    // nothing to do on the way out
  }
}

export function readServerFile(dataDir: string): ServerFile | null {
  const path = serverFilePath(dataDir);
  if (!existsSync(path)) return null;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<ServerFile>;
    if (typeof parsed.pid !== 'number' || typeof parsed.url !== 'string') return null;
    return {
      pid: parsed.pid,
      url: parsed.url,
      publicUrl: String(parsed.publicUrl ?? ''),
      secret: typeof parsed.secret === 'string' ? parsed.secret : null,
      databaseCopySecret: typeof parsed.databaseCopySecret === 'string' ? parsed.databaseCopySecret : null,
      startedAt: String(parsed.startedAt ?? ''),
    };
  } catch {
    return null;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

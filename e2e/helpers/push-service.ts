/**
 * A push service double that Chromium itself subscribes to and receives from, offline. Chromium's
 * push goes through its GCM client: a "checkin" and a "registration" over HTTP (pointed here with
 * `--gcm-checkin-url` and `--gcm-registration-url`), then a long-lived TLS connection speaking MCS,
 * Google's protobuf messaging protocol (`--gcm-mcs-endpoint`). A subscription's endpoint is
 * `https://jmt17.google.com/fcm/send/<token>`: our server reaches it through this double acting as its
 * HTTPS proxy (Node's `NODE_USE_ENV_PROXY` with `HTTPS_PROXY`), and the double answers as that host
 * with a test certificate (e2e/fixtures/push-service, trusted by the server with NODE_EXTRA_CA_CERTS and by
 * Chromium for the MCS socket by its key's hash). What our server sends is recorded as it came, then
 * handed to the browser over MCS unchanged, and Chromium decrypts it with the subscription's own keys
 * (RFC 8291): the service worker's push handler shows the notification.
 *
 * The MCS framing follows Chromium's google_apis/gcm (mcs.proto, connection_handler_impl.cc): a version
 * byte (41) first, then messages as tag byte + varint length + protobuf.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { createServer as createTlsServer, type TLSSocket } from 'node:tls';
import { REPO_ROOT } from './server';

const FIXTURES = join(REPO_ROOT, 'e2e', 'fixtures', 'push-service');
/** the test CA that signed the double's certificate (for jmt17.google.com, fcm.googleapis.com, 127.0.0.1) */
export const PUSH_SERVICE_CA = join(FIXTURES, 'ca.pem');
const credentials = {
  key: readFileSync(join(FIXTURES, 'key.pem')),
  cert: readFileSync(join(FIXTURES, 'cert.pem')),
};

// ─── protobuf, by hand (a few message shapes only) ───────────────────────────

function varint(value: number | bigint): Buffer {
  let n = BigInt(value);
  const out: number[] = [];
  do {
    let b = Number(n & 0x7fn);
    n >>= 7n;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return Buffer.from(out);
}
const fieldKey = (field: number, wireType: number) => varint((field << 3) | wireType);
const pbVarint = (field: number, value: number | bigint) =>
  Buffer.concat([fieldKey(field, 0), varint(value)]);
const pbBytes = (field: number, value: Buffer | string) => {
  const b = Buffer.isBuffer(value) ? value : Buffer.from(value, 'utf8');
  return Buffer.concat([fieldKey(field, 2), varint(b.length), b]);
};
const pbFixed64 = (field: number, value: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(value);
  return Buffer.concat([fieldKey(field, 1), b]);
};
const pbPair = (field: number, key: string, value: string) =>
  pbBytes(field, Buffer.concat([pbBytes(1, key), pbBytes(2, value)]));

function readVarint(buf: Buffer, at: number): [bigint, number] | null {
  let value = 0n;
  let shift = 0n;
  for (let pos = at; pos < buf.length; pos++) {
    const b = buf[pos]!;
    value |= BigInt(b & 0x7f) << shift;
    shift += 7n;
    if (!(b & 0x80)) return [value, pos + 1];
  }
  return null;
}

/** the top-level fields of a message: varints as bigint, bytes as Buffer (repeated fields repeat) */
function decode(buf: Buffer): { field: number; value: bigint | Buffer }[] {
  const out: { field: number; value: bigint | Buffer }[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const k = readVarint(buf, pos);
    if (!k) break;
    pos = k[1];
    const field = Number(k[0] >> 3n);
    const wireType = Number(k[0] & 7n);
    if (wireType === 0) {
      const v = readVarint(buf, pos);
      if (!v) break;
      out.push({ field, value: v[0] });
      pos = v[1];
    } else if (wireType === 1) {
      out.push({ field, value: buf.readBigUInt64LE(pos) });
      pos += 8;
    } else if (wireType === 5) {
      out.push({ field, value: BigInt(buf.readUInt32LE(pos)) });
      pos += 4;
    } else if (wireType === 2) {
      const l = readVarint(buf, pos);
      if (!l) break;
      out.push({ field, value: buf.subarray(l[1], l[1] + Number(l[0])) });
      pos = l[1] + Number(l[0]);
    } else break;
  }
  return out;
}

// MCS message tags (google_apis/gcm/base/mcs_util.h)
const TAG = {
  heartbeatPing: 0,
  heartbeatAck: 1,
  loginRequest: 2,
  loginResponse: 3,
  iqStanza: 7,
  dataMessage: 8,
} as const;
const MCS_VERSION = 41;
const frame = (tag: number, body: Buffer) => Buffer.concat([Buffer.from([tag]), varint(body.length), body]);
/** which field of a client message carries last_stream_id_received (its acknowledgement) */
const ACK_FIELD: Record<number, number> = {
  [TAG.heartbeatPing]: 2,
  [TAG.heartbeatAck]: 2,
  [TAG.iqStanza]: 10,
  [TAG.dataMessage]: 11,
};

/** AndroidCheckinResponse: stats_ok (required, or Chromium checks in again forever), android_id, security_token */
const CHECKIN_RESPONSE = Buffer.concat([
  pbVarint(1, 1),
  pbFixed64(7, 0x1234567890abcn),
  pbFixed64(8, 0x0fedcba987654321n),
]);

// ─── the double ──────────────────────────────────────────────────────────────

export interface ReceivedPush {
  token: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Registration {
  token: string;
  /** "wp:<origin>/#<uuid>-V2": the subscription inside Chromium */
  subtype: string;
  /** the application server key (our VAPID public key), base64url: Chromium files the keys under it */
  sender: string;
}

interface Pending {
  frame: Buffer;
  persistentId: string;
}

interface McsState {
  streamOut: number;
  outstanding: Map<number, Pending>;
}

export interface PushServiceDouble {
  /** what Chromium needs to subscribe here and to trust the MCS socket */
  chromiumArgs: string[];
  /** for our server: NODE_USE_ENV_PROXY, HTTPS_PROXY, NO_PROXY, NODE_EXTRA_CA_CERTS */
  serverEnv: Record<string, string>;
  /** the pushes our server sent, as the push service received them */
  received: ReceivedPush[];
  /** the subscriptions Chromium made (by token) */
  registrations: Map<string, Registration>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceDouble> {
  const registrations = new Map<string, Registration>();
  const received: ReceivedPush[] = [];
  const pending: Pending[] = [];
  const sockets = new Set<Socket>();
  let current: (TLSSocket & { mcs?: McsState }) | null = null;
  let messages = 0;
  let tokens = 0;

  // Each message asks for an immediate acknowledgement; what a connection took but did not acknowledge
  // before closing is sent again on the next one (Chromium logs in twice right after starting).
  const pump = () => {
    if (!current?.mcs) return;
    while (pending.length) {
      const m = pending.shift()!;
      const streamId = ++current.mcs.streamOut;
      current.mcs.outstanding.set(streamId, m);
      current.write(m.frame);
    }
  };

  const dataMessage = (reg: Registration, body: Buffer, headers: IncomingHttpHeaders): Pending => {
    const persistentId = `0:${Date.now()}${String(++messages).padStart(4, '0')}%push-double`;
    const encoding = String(headers['content-encoding'] ?? '').toLowerCase();
    const parts = [
      pbBytes(2, persistentId.slice(2, 14)), // id
      pbBytes(3, reg.sender), // from: the keys are looked up by it
      pbBytes(4, reg.token), // to
      pbBytes(5, 'org.chromium.linux'), // category: Chromium's app
      ...(headers.topic ? [pbBytes(6, String(headers.topic))] : []),
      pbPair(7, 'subtype', reg.subtype), // app_data: which subscription
      ...(encoding === 'aes128gcm'
        ? [pbPair(7, 'content-encoding', 'aes128gcm')]
        : [
            pbPair(7, 'encryption', String(headers.encryption ?? '')),
            pbPair(7, 'crypto-key', String(headers['crypto-key'] ?? '')),
          ]),
      pbBytes(9, persistentId),
      pbVarint(17, Number(headers.ttl) || 0),
      pbVarint(18, Math.floor(Date.now() / 1000)),
      pbBytes(21, body), // raw_data: the encrypted body as our server sent it
      pbVarint(24, 1), // immediate_ack
    ];
    return { frame: frame(TAG.dataMessage, Buffer.concat(parts)), persistentId };
  };

  const mcs = createTlsServer(credentials, (sock: TLSSocket & { mcs?: McsState }) => {
    sockets.add(sock);
    let buf = Buffer.alloc(0);
    let versionSeen = false;
    sock.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (!versionSeen) {
          if (buf.length < 1) return;
          buf = buf.subarray(1);
          versionSeen = true;
        }
        if (buf.length < 2) return;
        const tag = buf[0]!;
        const l = readVarint(buf, 1);
        if (!l || buf.length < l[1] + Number(l[0])) return;
        const fields = decode(buf.subarray(l[1], l[1] + Number(l[0])));
        buf = buf.subarray(l[1] + Number(l[0]));
        const ack = ACK_FIELD[tag] && fields.find((f) => f.field === ACK_FIELD[tag]);
        if (ack && sock.mcs)
          for (const id of [...sock.mcs.outstanding.keys()])
            if (id <= Number(ack.value)) sock.mcs.outstanding.delete(id);
        if (tag === TAG.loginRequest) {
          const id = fields.find((f) => f.field === 1)?.value;
          // received_persistent_id: what the browser already has of the messages sent again
          const had = new Set(fields.filter((f) => f.field === 10).map((f) => String(f.value)));
          for (let i = pending.length - 1; i >= 0; i--)
            if (had.has(pending[i]!.persistentId)) pending.splice(i, 1);
          const response = Buffer.concat([
            pbBytes(1, Buffer.isBuffer(id) ? id : 'login'),
            pbVarint(8, Date.now()),
          ]);
          sock.write(Buffer.concat([Buffer.from([MCS_VERSION]), frame(TAG.loginResponse, response)]));
          sock.mcs = { streamOut: 1, outstanding: new Map() }; // the login response is stream id 1
          current = sock;
          pump();
        } else if (tag === TAG.heartbeatPing) {
          sock.write(frame(TAG.heartbeatAck, Buffer.alloc(0)));
        }
      }
    });
    sock.on('close', () => {
      sockets.delete(sock);
      if (current === sock) current = null;
      if (sock.mcs?.outstanding.size) pending.unshift(...sock.mcs.outstanding.values());
      pump();
    });
    sock.on('error', () => undefined);
  });
  mcs.on('tlsClientError', () => undefined); // Chromium drops an early attempt; it comes back

  /** POST /fcm/send/<token>: what an application server sends (RFC 8030) */
  const send = (url: string, headers: IncomingHttpHeaders, body: Buffer): [number, string] => {
    const match = /^\/fcm\/send\/([^/?]+)$/.exec(url);
    if (!match) return [404, 'not found'];
    const reg = registrations.get(decodeURIComponent(match[1]!));
    if (!reg) return [404, 'unknown subscription'];
    const encoding = String(headers['content-encoding'] ?? '').toLowerCase();
    if (encoding !== 'aes128gcm' && encoding !== 'aesgcm') return [415, 'encrypt with aes128gcm'];
    if (body.length === 0) return [400, 'a push without a payload is not supported here'];
    received.push({ token: reg.token, headers, body });
    pending.push(dataMessage(reg, body, headers));
    pump();
    return [201, ''];
  };

  const collect = (req: NodeJS.ReadableStream, done: (body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks)));
  };

  // the push service as our server reaches it: https://jmt17.google.com through the CONNECT below
  const fcm = createHttpsServer(credentials, (req, res) =>
    collect(req, (body) => {
      const [status, text] =
        req.method === 'POST' ? send(req.url ?? '', req.headers, body) : [405, 'POST only'];
      res.writeHead(status).end(text);
    }),
  );

  // the GCM endpoints Chromium calls over plain HTTP, and the proxy our server goes through
  const http: Server = createHttpServer((req, res) =>
    collect(req, (body) => {
      const path = (req.url ?? '').split('?')[0];
      if (path === '/checkin') {
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(CHECKIN_RESPONSE);
        return;
      }
      if (path === '/register') {
        const form = new URLSearchParams(body.toString('utf8'));
        if (form.get('delete') === 'true') {
          res.writeHead(200).end(`deleted=${form.get('app') ?? ''}`);
          return;
        }
        const token = `double${++tokens}_${Date.now().toString(36)}`;
        registrations.set(token, {
          token,
          subtype: form.get('X-subtype') ?? '',
          sender: form.get('sender') ?? '',
        });
        res.writeHead(200).end(`token=${token}`);
        return;
      }
      res.writeHead(404).end();
    }),
  );
  http.on('connect', (req, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) client.unshift(head);
    fcm.emit('connection', client);
  });

  await new Promise<void>((resolve) => mcs.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const spki = createHash('sha256')
    .update(new X509Certificate(credentials.cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

  return {
    chromiumArgs: [
      `--gcm-checkin-url=${base}/checkin`,
      `--gcm-registration-url=${base}/register`,
      `--gcm-mcs-endpoint=https://127.0.0.1:${(mcs.address() as AddressInfo).port}`,
      `--ignore-certificate-errors-spki-list=${spki}`,
    ],
    serverEnv: {
      NODE_USE_ENV_PROXY: '1',
      HTTPS_PROXY: base,
      NO_PROXY: 'localhost,127.0.0.1',
      NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CA,
    },
    received,
    registrations,
    async close() {
      for (const s of sockets) s.destroy();
      await Promise.all([
        new Promise<void>((resolve) => mcs.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => fcm.close(() => resolve())),
      ]);
    },
  };
}

import { Type, type Static } from 'typebox';
import { LiveVideoConfig } from './streaming';

/** GET /api/config: what the browser needs to sign in; one web build serves every deployment. */
export const PublicConfig = Type.Object({
  apiBase: Type.String(),
  oidc: Type.Object({
    authority: Type.String(),
    clientId: Type.String(),
    scope: Type.String(),
    /** resource indicator requested for the API's access token, when the provider needs one */
    resource: Type.Optional(Type.String()),
    embedded: Type.Boolean(),
  }),
  version: Type.String(),
  /** live video: on when ffmpeg is found and the RTMP ingest listens (decision 019) */
  liveVideo: Type.Optional(LiveVideoConfig),
  /** cookie consent by a third-party service keyed by a site id (SPEC §1); absent: the embedded banner */
  consent: Type.Optional(Type.Object({ siteId: Type.String() })),
  /** Web Push: the server's VAPID public key (base64url), the browser's applicationServerKey (decision 021) */
  push: Type.Optional(Type.Object({ publicKey: Type.String() })),
});
export type PublicConfig = Static<typeof PublicConfig>;

export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({ kind: Type.String(), ok: Type.Boolean(), latencyMs: Type.Number() }),
  redis: Type.Optional(Type.Object({ ok: Type.Boolean(), latencyMs: Type.Number() })),
  uptimeSeconds: Type.Number(),
  version: Type.String(),
});
export type Health = Static<typeof Health>;

/** Whether a load balancer should send this instance traffic (GET /api/ready). */
export const Readiness = Type.Object({
  ready: Type.Boolean(),
  /** the database answered just now */
  database: Type.Boolean(),
  /** the live bus between instances: `in-process` without Redis, else whether this instance hears it */
  bus: Type.Union([Type.Literal('in-process'), Type.Literal('up'), Type.Literal('down')]),
  /** shutting down: finishing what is in flight, taking nothing new */
  draining: Type.Boolean(),
});
export type Readiness = Static<typeof Readiness>;

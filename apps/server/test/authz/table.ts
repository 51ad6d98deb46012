/**
 * Who may do what: the authorization matrix of every API operation (decision 012).
 *
 * This table is the specification. `authz-matrix.test.ts` reads the operations from the app's OpenAPI
 * description, fails for any operation without a row here, and calls each one as every actor against
 * the objects of a public, an unlisted and a private organization, comparing the answer's status with
 * what the row's rule says.
 *
 * The rules, as the access service (apps/server/src/plugins/app/access.ts) and the decisions name them:
 * - a private organization, everything in it and everything under it, does not exist for anybody
 *   without a role in it or above it (admins excepted): 404, never 403, for reads and writes alike;
 * - reads of public and unlisted organizations are open to everybody, signed in or not;
 * - the members' parts (roles, properties, reports) need a role there: 401 signed out, else 403;
 * - writes need owner or organizer (here or up the tree) or admin; owner-only ones are marked;
 * - match reads follow the organization (and the match's own privacy); match writes are for its owner,
 *   the organization's organizers and admins; score entry also for assigned scorers and a guest link of
 *   that match (a guest link of another match: 403, or 404 where the match is hidden);
 * - public profiles (/api/public/…) exist only for public and unlisted organizations, for everybody.
 */

export const ACTORS = [
  'anonymous',
  'outsider',
  'member',
  'organizer',
  'otherOrganizer',
  'owner',
  'admin',
  'guest',
  // an organization's API key with every scope: of the organization called (for the one under the private
  // organization: the private one's), or of the other organization
  'keyInside',
  'keyOutside',
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * The organizations the objects belong to: public, unlisted, private, and a public one under the
 * private one (as hidden as its parent; its people hold their roles on the parent only).
 */
export const PRIVACIES = ['public', 'unlisted', 'private', 'underPrivate'] as const;
export type Privacy = (typeof PRIVACIES)[number];
/** what outsiders cannot see: a private organization and everything under it */
const hiddenOrg = (p: Privacy | null) => p === 'private' || p === 'underPrivate';

/** allow: 2xx · signin: 401 · deny: 403 · hidden: 404 · conflict: 409 */
export type Expect = 'allow' | 'signin' | 'deny' | 'hidden' | 'conflict';

export const STATUS_OF: Record<Expect, (status: number) => boolean> = {
  allow: (s) => s >= 200 && s < 300,
  signin: (s) => s === 401,
  deny: (s) => s === 403,
  hidden: (s) => s === 404,
  conflict: (s) => s === 409,
};

/**
 * Actors who see inside each fixture organization: the owner owns, the organizer organizes and the
 * member is a member of all of them (of the one under the private organization through its parent).
 */
export const insider = (a: Actor) =>
  a === 'member' || a === 'organizer' || a === 'owner' || a === 'admin' || a === 'keyInside';
const manager = (a: Actor) => a === 'organizer' || a === 'owner' || a === 'admin';
const signedOut = (a: Actor) => a === 'anonymous' || a === 'guest';

export type Rule = (actor: Actor, privacy: Privacy | null) => Expect;

export const rules = {
  /** everybody, signed in or not */
  open: (): Expect => 'allow',
  /** any signed-in user with a profile */
  signedIn: (a: Actor): Expect => (signedOut(a) ? 'signin' : 'allow'),
  /** the metrics scraper's token (METRICS_TOKEN, decision 041): nobody's session opens it, an admin's neither */
  scraper: (): Expect => 'signin',
  /** global admins */
  admin: (a: Actor): Expect => (signedOut(a) ? 'signin' : a === 'admin' ? 'allow' : 'deny'),
  /** global Organizer role (the owner and the other organizer hold it) or admins */
  organizerRole: (a: Actor): Expect =>
    signedOut(a) ? 'signin' : a === 'owner' || a === 'otherOrganizer' || a === 'admin' ? 'allow' : 'deny',
  /** reading an organization's things: open unless private (then 404 to outsiders) */
  read: (a: Actor, p: Privacy | null): Expect => (hiddenOrg(p) && !insider(a) ? 'hidden' : 'allow'),
  /** the members' parts: sign-in first, then 404 (private) or 403 for outsiders */
  member: (a: Actor, p: Privacy | null): Expect =>
    signedOut(a) ? 'signin' : insider(a) ? 'allow' : hiddenOrg(p) ? 'hidden' : 'deny',
  /** owners, organizers, admins: sign-in first, then 404 (private) or 403 for everybody else */
  manage: (a: Actor, p: Privacy | null): Expect =>
    signedOut(a) ? 'signin' : manager(a) ? 'allow' : hiddenOrg(p) && !insider(a) ? 'hidden' : 'deny',
  /** owners and admins only (deleting the organization, naming organizers and owners) */
  own: (a: Actor, p: Privacy | null): Expect =>
    signedOut(a)
      ? 'signin'
      : a === 'owner' || a === 'admin'
        ? 'allow'
        : hiddenOrg(p) && !insider(a)
          ? 'hidden'
          : 'deny',
  /** public profiles: not for anybody when the organization is private */
  publicProfile: (_a: Actor, p: Privacy | null): Expect => (hiddenOrg(p) ? 'hidden' : 'allow'),
  /** a match's read: like the organization's; a guest link of another match is refused (403) where the match is visible */
  matchRead: (a: Actor, p: Privacy | null): Expect =>
    hiddenOrg(p) && !insider(a) ? 'hidden' : a === 'guest' ? 'deny' : 'allow',
  /** managing a match: its owner, the organization's owners and organizers, admins */
  matchManage: (a: Actor, p: Privacy | null): Expect => rules.manage(a, p),
  /** score entry: like managing; a guest link of another match gets 403 (404 where the match is hidden) */
  /** a match private by its own setting: only the people involved (its organization's organizers here) */
  matchPrivate: (a: Actor): Expect => (manager(a) ? 'allow' : 'hidden'),
  matchScore: (a: Actor, p: Privacy | null): Expect =>
    a === 'guest' ? (hiddenOrg(p) ? 'hidden' : 'deny') : rules.manage(a, p),
} satisfies Record<string, Rule>;

/** The fixture's objects of one organization (what the path ids are filled from). */
export interface OrgFixture {
  privacy: Privacy | 'other';
  id: number;
  memberId: number;
  playerId: number;
  teamId: number;
  venueId: number;
  seasonId: number;
  propertyId: number;
  matchId: number;
  /** a match private by its own setting (named with OWN) */
  privateMatchId: number;
  linkId: number;
  /** an API key of the organization, with every scope */
  apiKeyId: number;
  /** a webhook of the organization (switched off: nothing is sent) and one message of it */
  webhookId: number;
  webhookDeliveryId: number;
  /** an open tournament with the player signed up (entryId), not drawn */
  tournamentId: number;
  entryId: number;
  /** a drawn tournament whose match `drawnMatchId` has a result */
  drawnTournamentId: number;
  drawnMatchId: number;
  /** livestreaming (decision 019): a channel of the organization, a station with a camera on it, a planned livestream */
  channelId: number;
  stationId: number;
  cameraId: number;
  livestreamId: number;
  /** gallery photos (decision 067): of the organization, its open tournament, its match and its private match */
  photoId: number;
  tournamentPhotoId: number;
  matchPhotoId: number;
  privateMatchPhotoId: number;
}

export interface Fixture {
  orgs: Record<Privacy, OrgFixture>;
  /** the other organizer's organization (public), where the guest link comes from */
  other: OrgFixture;
  /** a user who is no actor: target of user operations, addressee of invitations */
  target: { id: number; email: string; firstName: string; lastName: string };
  png: Buffer;
}

/** Throwaway objects made right before one call (so that writes never disturb other checks). */
export interface Fresh {
  org(privacy: Privacy): Promise<number>;
  player(orgId: number): Promise<number>;
  team(orgId: number, playerIds?: number[]): Promise<number>;
  venue(orgId: number): Promise<number>;
  season(orgId: number): Promise<number>;
  /** a member record; with `role`, of a user holding that role there */
  member(orgId: number, role?: 'organizer'): Promise<number>;
  property(orgId: number): Promise<number>;
  match(orgId: number): Promise<number>;
  guestLink(matchId: number): Promise<number>;
  invitation(orgId: number): Promise<number>;
  application(orgId: number): Promise<number>;
  userRequest(): Promise<number>;
  /** a user with no sign-in (targets of admin operations) */
  user(): Promise<number>;
  /** a user with a role in the organization */
  roleHolder(orgId: number, role: 'member' | 'organizer'): Promise<number>;
  /** an API key of the organization (its id) */
  apiKey(orgId: number): Promise<number>;
  /** a webhook of the organization (switched off) */
  webhook(orgId: number): Promise<{ webhook: number; delivery: number }>;
  /** a signed-in person of their own, for operations on the caller's own account */
  person(): Promise<Record<string, string>>;
  /** an open tournament, with `entries` fresh players signed up */
  tournament(orgId: number, entries?: number): Promise<number>;
  /** a fresh player signed up to the tournament (by an admin) */
  entry(tournamentId: number, orgId: number): Promise<number>;
  /** a drawn tournament of two; `finished`: its match has a result */
  drawn(orgId: number, finished?: boolean): Promise<{ tournament: number; match: number }>;
  /** a channel, a venue with two courts, a station at the first with a camera, a planned livestream */
  /** a photo in the gallery of a match, a tournament or an organization (uploaded by an admin) */
  photo(kind: 'match' | 'tournament' | 'organization', id: number): Promise<number>;
  streaming(orgId: number): Promise<{
    channel: number;
    venue: number;
    freeSpace: number;
    station: number;
    camera: number;
    livestream: number;
  }>;
}

export interface Ctx {
  fx: Fixture;
  /** the organization of this call (null for global operations) */
  org: OrgFixture;
  /** ids made by `prepare` for this call */
  made: Record<string, number>;
  unique: string;
}

export interface Row {
  /** the rule, or a table of its own per actor */
  rule: Rule;
  /** global: called once per actor; org: once per actor and organization privacy */
  scope: 'global' | 'org';
  url: (c: Ctx) => string;
  body?: (c: Ctx) => unknown;
  contentType?: string;
  /** throwaway objects for this call */
  prepare?: (fresh: Fresh, c: Omit<Ctx, 'made'>) => Promise<Record<string, number>>;
  /** operations on the caller's own account run as a throwaway person of the actor's kind */
  ownAccount?: boolean;
  /**
   * Ids of one organization's objects mixed into another's path (or body): called as the owner (who
   * owns both) and as the other organizer; never 2xx, never 5xx.
   */
  mixes?: ((fx: Fixture) => { url: string; body?: unknown; actors?: Actor[] })[];
  /**
   * A list or search: nothing of the unlisted organization may show in it either (to anybody outside
   * it), as nothing of the private one may show anywhere.
   */
  listing?: boolean;
  /** more cases of the same operation (another body, another kind of target), each with its rule */
  variants?: Partial<Omit<Row, 'scope' | 'variants' | 'mixes'>>[];
}

const orgPath = (c: Ctx, rest = '') => `/api/organization/${c.org.id}${rest}`;
/** marks the names of the private organization's objects (never in an outsider's answer) */
export const SECRET = 'Zq7Secret';
/** marks the names of matches private by their own setting (only for the people involved) */
export const OWN = 'Zq7Own';
/** marks the names of the unlisted organization's objects (never in an outsider's list) */
export const QUIET = 'Zq7Quiet';
const name = (c: Ctx, what: string) =>
  `${what} ${hiddenOrg(c.org.privacy as Privacy) ? SECRET : c.org.privacy === 'unlisted' ? QUIET : ''}${c.unique}`;
const matchBody = (c: Ctx, extra: Record<string, unknown> = {}) => ({
  sport: 'tennis',
  home: { name: name(c, 'Home') },
  away: { name: 'Away' },
  ...extra,
});
const mixMatch = { sport: 'tennis', home: { name: 'H' }, away: { name: 'A' } };
const P = (fx: Fixture) => fx.orgs.public;
const V = (fx: Fixture) => fx.orgs.private;

/** Every operation of the OpenAPI description, by method and path template. */
export const TABLE: Record<string, Row> = {
  // ─── system ───────────────────────────────────────────────────────────────
  'GET /api/health': { rule: rules.open, scope: 'global', url: () => '/api/health' },
  'GET /api/ready': { rule: rules.open, scope: 'global', url: () => '/api/ready' },
  'GET /api/config': { rule: rules.open, scope: 'global', url: () => '/api/config' },
  'GET /metrics': { rule: rules.scraper, scope: 'global', url: () => '/metrics' },

  // ─── the caller's own account ─────────────────────────────────────────────
  'POST /api/user/login': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/login' },
  'GET /api/user/current': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/current' },
  'POST /api/user': {
    // creating the profile: everyone here has one already
    rule: (a) => (signedOut(a) ? 'signin' : 'conflict'),
    scope: 'global',
    url: () => '/api/user',
    body: (c) => ({ id: 0, firstName: 'A', lastName: 'B', email: `x${c.unique}@matrix.test` }),
  },
  'DELETE /api/user': { rule: rules.signedIn, scope: 'global', url: () => '/api/user', ownAccount: true },
  'PUT /api/user/prefered/sport': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/prefered/sport',
    body: () => ({ sport: ['tennis'], defaultSport: 'tennis' }),
  },
  'POST /api/user/request': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/request',
    body: () => ({ kind: 'organizer', message: 'please' }),
    ownAccount: true,
  },
  'GET /api/user/request': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/request' },
  // one's own tournaments (organized or signed up to): never another's, never a hidden one of an entry
  'GET /api/user/tournaments': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/tournaments?status=upcoming&page=1&pageSize=5',
  },

  // ─── users (admins; a profile by its owner) ───────────────────────────────
  'GET /api/user': { rule: rules.admin, scope: 'global', url: () => '/api/user' },
  'PATCH /api/user/{id}': {
    rule: rules.admin, // the user themself too; the target here is nobody's actor
    scope: 'global',
    url: (c) => `/api/user/${c.fx.target.id}`,
    body: (c) => ({
      firstName: c.fx.target.firstName,
      lastName: c.fx.target.lastName,
      email: c.fx.target.email,
    }),
  },
  'DELETE /api/user/{id}': {
    rule: rules.admin,
    scope: 'global',
    prepare: async (f) => ({ user: await f.user() }),
    url: (c) => `/api/user/${c.made.user}`,
  },
  'POST /api/user/{id}/picture': {
    rule: rules.admin,
    scope: 'global',
    url: (c) => `/api/user/${c.fx.target.id}/picture`,
    body: (c) => c.fx.png,
    contentType: 'image/png',
  },
  'GET /api/user/{id}/picture': {
    rule: rules.open,
    scope: 'global',
    url: (c) => `/api/user/${c.fx.target.id}/picture`,
  },
  'PUT /api/user/{id}/update/roles': {
    rule: rules.admin,
    scope: 'global',
    prepare: async (f) => ({ user: await f.user() }),
    url: (c) => `/api/user/${c.made.user}/update/roles`,
    body: () => ({ roles: ['User'] }),
  },
  'GET /api/admin/user-requests': {
    rule: rules.admin,
    scope: 'global',
    url: () => '/api/admin/user-requests',
  },
  'PUT /api/admin/user-requests/{id}/accept': {
    rule: rules.admin,
    scope: 'global',
    prepare: async (f) => ({ request: await f.userRequest() }),
    url: (c) => `/api/admin/user-requests/${c.made.request}/accept`,
    body: () => ({}),
  },
  'PUT /api/admin/user-requests/{id}/reject': {
    rule: rules.admin,
    scope: 'global',
    prepare: async (f) => ({ request: await f.userRequest() }),
    url: (c) => `/api/admin/user-requests/${c.made.request}/reject`,
    body: () => ({ reason: 'no' }),
  },
  'GET /api/admin/outbox': { rule: rules.admin, scope: 'global', url: () => '/api/admin/outbox' },
  'POST /api/organizer/user': {
    rule: rules.manage,
    scope: 'org',
    url: () => '/api/organizer/user',
    body: (c) => ({
      organizationId: c.org.id,
      firstName: 'Made',
      lastName: 'ByOrganizer',
      email: `made${c.unique}@matrix.test`,
    }),
  },

  // ─── organizations ────────────────────────────────────────────────────────
  'GET /api/organization': {
    rule: rules.open,
    scope: 'global',
    url: () => '/api/organization?pageSize=100',
    listing: true,
  },
  'POST /api/organization': {
    rule: rules.organizerRole,
    scope: 'global',
    url: () => '/api/organization',
    body: (c) => ({ name: `New ${c.unique}` }),
    mixes: [
      // a sub-organization under somebody else's (private) organization
      (fx) => ({
        url: '/api/organization',
        body: { name: 'Intruder', parentId: V(fx).id },
        actors: ['otherOrganizer'],
      }),
      (fx) => ({
        url: '/api/organization',
        body: { name: 'Intruder', parentId: P(fx).id },
        actors: ['otherOrganizer'],
      }),
    ],
  },
  'GET /api/organization/mine': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/organization/mine',
  },
  'GET /api/organization/{organizationId}': { rule: rules.read, scope: 'org', url: (c) => orgPath(c) },
  'PATCH /api/organization/{organizationId}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c),
    body: () => ({ description: 'Changed by the matrix' }),
  },
  'DELETE /api/organization/{organizationId}': {
    rule: rules.own,
    scope: 'org',
    prepare: async (f, c) => ({ org: await f.org(c.org.privacy as Privacy) }),
    url: (c) => `/api/organization/${c.made.org}`,
  },
  'POST /api/organization/{organizationId}/logo': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/logo'),
    body: (c) => c.fx.png,
    contentType: 'image/png',
  },
  'DELETE /api/organization/{organizationId}/logo': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ org: await f.org(c.org.privacy as Privacy) }),
    url: (c) => `/api/organization/${c.made.org}/logo`,
  },
  'GET /api/organization/{organizationId}/logo': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/logo'),
  },
  'GET /api/organization/{organizationId}/organizations': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/organizations'),
    listing: true,
  },
  'GET /api/organization/{organizationId}/users': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/users'),
  },
  'GET /api/organization/{organizationId}/user-lookup': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, `/user-lookup?email=${encodeURIComponent(c.fx.target.email)}`),
  },
  'GET /api/organization/{organizationId}/roles': {
    rule: rules.member,
    scope: 'org',
    url: (c) => orgPath(c, '/roles'),
  },
  'POST /api/organization/{organizationId}/roles': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f) => ({ user: await f.user() }),
    url: (c) => orgPath(c, '/roles'),
    body: (c) => ({ userId: c.made.user, role: 'member' }),
    variants: [
      // naming organizers and owners: owners only
      { rule: rules.own, body: (c) => ({ userId: c.made.user, role: 'organizer' }) },
      { rule: rules.own, body: (c) => ({ userId: c.made.user, role: 'owner' }) },
    ],
  },
  'DELETE /api/organization/{organizationId}/roles/{userId}/{role}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ user: await f.roleHolder(c.org.id, 'member') }),
    url: (c) => orgPath(c, `/roles/${c.made.user}/member`),
    variants: [
      {
        rule: rules.own,
        prepare: async (f, c) => ({ user: await f.roleHolder(c.org.id, 'organizer') }),
        url: (c) => orgPath(c, `/roles/${c.made.user}/organizer`),
      },
    ],
    mixes: [
      // a role holder of the private organization named under the public one
      (fx) => ({ url: `/api/organization/${P(fx).id}/roles/${fx.target.id}/member` }),
    ],
  },
  'DELETE /api/organization/{organizationId}/membership': {
    // leaving: only someone with a role there; the last owner cannot leave
    // (admins hold no role there: nothing to leave either); owners up the tree still run a
    // sub-organization, so its last own owner may leave it
    rule: (a, p) =>
      signedOut(a)
        ? 'signin'
        : a === 'member' || a === 'organizer' || (a === 'owner' && p === 'underPrivate')
          ? 'allow'
          : a === 'owner'
            ? 'conflict'
            : 'hidden',
    scope: 'org',
    prepare: async (f, c) => ({ org: await f.org(c.org.privacy as Privacy) }),
    url: (c) => `/api/organization/${c.made.org}/membership`,
  },

  // ─── members ──────────────────────────────────────────────────────────────
  'GET /api/organization/{organizationId}/members': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/members'),
  },
  'POST /api/organization/{organizationId}/members': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/members'),
    body: (c) => ({ firstName: name(c, 'Member'), lastName: 'New' }),
  },
  'GET /api/organization/{organizationId}/members/{memberId}': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, `/members/${c.org.memberId}`),
    mixes: [(fx) => ({ url: `/api/organization/${P(fx).id}/members/${V(fx).memberId}` })],
  },
  'PATCH /api/organization/{organizationId}/members/{memberId}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, `/members/${c.org.memberId}`),
    body: () => ({ status: 'active' }),
    mixes: [
      (fx) => ({
        url: `/api/organization/${P(fx).id}/members/${V(fx).memberId}`,
        body: { status: 'inactive' },
      }),
      (fx) => ({
        url: `/api/organization/${fx.other.id}/members/${P(fx).memberId}`,
        body: { status: 'inactive' },
      }),
    ],
  },
  'DELETE /api/organization/{organizationId}/members/{memberId}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ member: await f.member(c.org.id) }),
    url: (c) => orgPath(c, `/members/${c.made.member}`),
    variants: [
      {
        // an organizer's member record: owners only (an organizer is told 409 has_higher_role)
        rule: (a, p) => (a === 'organizer' ? 'conflict' : rules.own(a, p)),
        prepare: async (f, c) => ({ member: await f.member(c.org.id, 'organizer') }),
      },
    ],
    mixes: [
      (fx) => ({ url: `/api/organization/${P(fx).id}/members/${V(fx).memberId}` }),
      (fx) => ({ url: `/api/organization/${fx.other.id}/members/${P(fx).memberId}` }),
    ],
  },

  // ─── players, teams, venues, seasons, properties of an organization ───────
  'GET /api/organization/{organizationId}/players': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/players'),
  },
  'POST /api/organization/{organizationId}/players': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/players'),
    body: (c) => ({ firstName: name(c, 'Player'), lastName: 'New' }),
  },
  'POST /api/organization/{organizationId}/imports/players/preview': {
    // writes nothing; who may: as adding a player
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/imports/players/preview'),
    body: (c) => ({ text: `First name,Last name\n${name(c, 'Imported')},New` }),
  },
  'POST /api/organization/{organizationId}/imports/players': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/imports/players'),
    body: (c) => ({
      text: `First name,Last name\n${name(c, 'Imported')},New`,
      mapping: ['firstName', 'lastName'],
    }),
  },
  'GET /api/organization/{organizationId}/teams': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/teams'),
  },
  'POST /api/organization/{organizationId}/teams': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/teams'),
    body: (c) => ({ name: name(c, 'Team'), playerIds: [c.org.playerId] }),
    mixes: [
      (fx) => ({
        url: `/api/organization/${P(fx).id}/teams`,
        body: { name: 'Mixed', playerIds: [V(fx).playerId] },
      }),
      (fx) => ({
        url: `/api/organization/${fx.other.id}/teams`,
        body: { name: 'Mixed', playerIds: [P(fx).playerId] },
      }),
    ],
  },
  'GET /api/organization/{organizationId}/venues': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/venues'),
  },
  'POST /api/organization/{organizationId}/venues': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/venues'),
    body: (c) => ({ name: name(c, 'Venue') }),
  },
  'GET /api/organization/{organizationId}/seasons': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/seasons'),
  },
  'POST /api/organization/{organizationId}/seasons': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/seasons'),
    body: (c) => ({ name: name(c, 'Season'), startsOn: '2026-01-01', endsOn: '2026-12-31' }),
  },
  'GET /api/organization/{organizationId}/properties': {
    rule: rules.member,
    scope: 'org',
    url: (c) => orgPath(c, '/properties'),
  },
  'POST /api/organization/{organizationId}/properties': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/properties'),
    body: (c) => ({ key: `k${c.unique}`, label: 'Label', type: 'text', appliesTo: 'players' }),
  },
  'PATCH /api/organization/{organizationId}/properties/{propertyId}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, `/properties/${c.org.propertyId}`),
    body: () => ({ label: 'Relabelled' }),
    mixes: [
      (fx) => ({ url: `/api/organization/${P(fx).id}/properties/${V(fx).propertyId}`, body: { label: 'x' } }),
      (fx) => ({
        url: `/api/organization/${fx.other.id}/properties/${P(fx).propertyId}`,
        body: { label: 'x' },
      }),
    ],
  },
  'DELETE /api/organization/{organizationId}/properties/{propertyId}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ property: await f.property(c.org.id) }),
    url: (c) => orgPath(c, `/properties/${c.made.property}`),
    mixes: [
      (fx) => ({ url: `/api/organization/${P(fx).id}/properties/${V(fx).propertyId}` }),
      (fx) => ({ url: `/api/organization/${fx.other.id}/properties/${P(fx).propertyId}` }),
    ],
  },

  // ─── invitations, applications, reports ───────────────────────────────────
  'GET /api/organization/{organizationId}/invitations': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/invitations'),
  },
  'POST /api/organization/{organizationId}/invitations': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/invitations'),
    body: (c) => ({ email: `invited${c.unique}@matrix.test`, message: 'Join us' }),
  },
  'GET /api/organization/{organizationId}/applications': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/applications'),
  },
  'GET /api/organization/{organizationId}/reports': {
    rule: rules.member,
    scope: 'org',
    url: (c) => orgPath(c, '/reports'),
  },
  'GET /api/invitation': { rule: rules.signedIn, scope: 'global', url: () => '/api/invitation' },
  'GET /api/invitation/token': {
    // a token nobody was sent: 404 to everybody signed in
    rule: (a) => (signedOut(a) ? 'signin' : 'hidden'),
    scope: 'global',
    url: () => '/api/invitation/token?token=not-a-real-token-0123456789',
  },
  'PUT /api/invitation/{id}/accept': {
    // only the invitee answers (the invitations here are the target user's): it does not exist for others
    rule: (a) => (signedOut(a) ? 'signin' : 'hidden'),
    scope: 'org',
    prepare: async (f, c) => ({ invitation: await f.invitation(c.org.id) }),
    url: (c) => `/api/invitation/${c.made.invitation}/accept`,
    body: () => ({}),
  },
  'PUT /api/invitation/{id}/reject': {
    rule: (a) => (signedOut(a) ? 'signin' : 'hidden'),
    scope: 'org',
    prepare: async (f, c) => ({ invitation: await f.invitation(c.org.id) }),
    url: (c) => `/api/invitation/${c.made.invitation}/reject`,
    body: () => ({}),
  },
  'DELETE /api/invitation/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ invitation: await f.invitation(c.org.id) }),
    url: (c) => `/api/invitation/${c.made.invitation}`,
  },
  'POST /api/application': {
    // anyone who sees the organization and holds no role in it yet (a role up the tree lets one see a
    // sub-organization, and one may still ask for a role of its own there)
    rule: (a, p) =>
      signedOut(a)
        ? 'signin'
        : (a === 'member' || a === 'organizer' || a === 'owner') && p !== 'underPrivate'
          ? 'conflict'
          : hiddenOrg(p) && !insider(a)
            ? 'hidden'
            : 'allow',
    scope: 'org',
    url: () => '/api/application',
    body: (c) => ({ organizationId: c.org.id, message: 'Let me in' }),
  },
  'GET /api/application': { rule: rules.signedIn, scope: 'global', url: () => '/api/application' },
  'PUT /api/application/{id}/accept': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ application: await f.application(c.org.id) }),
    url: (c) => `/api/application/${c.made.application}/accept`,
    body: () => ({}),
  },
  'PUT /api/application/{id}/reject': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ application: await f.application(c.org.id) }),
    url: (c) => `/api/application/${c.made.application}/reject`,
    body: () => ({}),
  },
  'DELETE /api/application/{id}': {
    // only the applicant withdraws (the applications here are somebody else's)
    rule: (a) => (signedOut(a) ? 'signin' : 'hidden'),
    scope: 'org',
    prepare: async (f, c) => ({ application: await f.application(c.org.id) }),
    url: (c) => `/api/application/${c.made.application}`,
  },

  // ─── players, teams, venues, seasons by id ────────────────────────────────
  'GET /api/player/{id}': { rule: rules.read, scope: 'org', url: (c) => `/api/player/${c.org.playerId}` },
  'PATCH /api/player/{id}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/player/${c.org.playerId}`,
    body: () => ({ playerNumber: '7' }),
  },
  'DELETE /api/player/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ player: await f.player(c.org.id) }),
    url: (c) => `/api/player/${c.made.player}`,
  },
  'POST /api/player/{id}/picture': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/player/${c.org.playerId}/picture`,
    body: (c) => c.fx.png,
    contentType: 'image/png',
  },
  'GET /api/player/{id}/picture': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/player/${c.org.playerId}/picture`,
  },
  'GET /api/team/{id}': { rule: rules.read, scope: 'org', url: (c) => `/api/team/${c.org.teamId}` },
  'PATCH /api/team/{id}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/team/${c.org.teamId}`,
    body: (c) => ({ playerIds: [c.org.playerId] }),
    mixes: [(fx) => ({ url: `/api/team/${P(fx).teamId}`, body: { playerIds: [V(fx).playerId] } })],
  },
  'DELETE /api/team/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ team: await f.team(c.org.id) }),
    url: (c) => `/api/team/${c.made.team}`,
  },
  'PUT /api/team/{id}/players/{playerId}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/team/${c.org.teamId}/players/${c.org.playerId}`,
    mixes: [
      (fx) => ({ url: `/api/team/${P(fx).teamId}/players/${V(fx).playerId}` }),
      (fx) => ({ url: `/api/team/${fx.other.teamId}/players/${P(fx).playerId}` }),
    ],
  },
  'DELETE /api/team/{id}/players/{playerId}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => {
      const player = await f.player(c.org.id);
      return { player, team: await f.team(c.org.id, [player]) };
    },
    url: (c) => `/api/team/${c.made.team}/players/${c.made.player}`,
    mixes: [(fx) => ({ url: `/api/team/${P(fx).teamId}/players/${V(fx).playerId}` })],
  },
  'GET /api/venue/{id}': { rule: rules.read, scope: 'org', url: (c) => `/api/venue/${c.org.venueId}` },
  'PATCH /api/venue/{id}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/venue/${c.org.venueId}`,
    body: () => ({ city: 'Plovdiv' }),
  },
  'DELETE /api/venue/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ venue: await f.venue(c.org.id) }),
    url: (c) => `/api/venue/${c.made.venue}`,
  },
  'GET /api/season/{id}': { rule: rules.read, scope: 'org', url: (c) => `/api/season/${c.org.seasonId}` },
  'PATCH /api/season/{id}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/season/${c.org.seasonId}`,
    body: () => ({ endsOn: '2026-12-30' }),
  },
  'DELETE /api/season/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ season: await f.season(c.org.id) }),
    url: (c) => `/api/season/${c.made.season}`,
  },

  // ─── follows ──────────────────────────────────────────────────────────────
  'GET /api/follow': { rule: rules.signedIn, scope: 'global', url: () => '/api/follow' },
  'PUT /api/follow/{kind}/{id}': {
    rule: (a, p) => (signedOut(a) ? 'signin' : rules.read(a, p)),
    scope: 'org',
    url: (c) => `/api/follow/player/${c.org.playerId}`,
    variants: [
      { url: (c) => `/api/follow/team/${c.org.teamId}` },
      { url: (c) => `/api/follow/organization/${c.org.id}` },
    ],
  },
  'DELETE /api/follow/{kind}/{id}': {
    // unfollowing is always fine (and tells nothing)
    rule: rules.signedIn,
    scope: 'org',
    url: (c) => `/api/follow/player/${c.org.playerId}`,
  },

  // ─── calendars (decision 020) ─────────────────────────────────────────────
  'GET /api/calendar/feeds': { rule: rules.signedIn, scope: 'global', url: () => '/api/calendar/feeds' },
  'POST /api/calendar/feeds': {
    // one's own feed: anybody signed in; an organization's or a tournament's: its organizers
    rule: rules.signedIn,
    scope: 'org',
    url: () => '/api/calendar/feeds',
    body: () => ({ kind: 'user' }),
    variants: [
      { rule: rules.manage, body: (c) => ({ kind: 'organization', organizationId: c.org.id }) },
      { rule: rules.manage, body: (c) => ({ kind: 'tournament', tournamentId: c.org.tournamentId }) },
    ],
  },
  'DELETE /api/calendar/feeds/{id}': {
    // only one's own feeds exist for one (admins included): somebody else's id is 404
    rule: (a) => (signedOut(a) ? 'signin' : 'hidden'),
    scope: 'global',
    url: () => '/api/calendar/feeds/2147483647',
  },
  'GET /api/calendar/{file}': {
    // the secret URL is the permission: a token nobody holds is 404 for everybody
    rule: () => 'hidden',
    scope: 'global',
    url: () => `/api/calendar/${'x'.repeat(43)}.ics`,
  },
  'GET /api/calendar/organization/{id}/feed.ics': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/calendar/organization/${c.org.id}/feed.ics`,
  },
  'GET /api/calendar/tournament/{id}/feed.ics': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/calendar/tournament/${c.org.tournamentId}/feed.ics`,
  },
  'GET /api/user/calendar': {
    rule: rules.signedIn,
    scope: 'global',
    url: () =>
      `/api/user/calendar?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 30 * 86_400_000).toISOString()}`,
  },

  // ─── notifications and dashboards (decision 021): one's own only ─
  'GET /api/user/notifications': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/notifications',
  },
  'GET /api/user/notifications/unread': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/notifications/unread',
  },
  'POST /api/user/notifications/read': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/notifications/read',
    body: () => ({}),
  },
  'GET /api/user/notifications/settings': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/notifications/settings',
  },
  'PUT /api/user/notifications/settings': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/notifications/settings',
    body: () => ({
      kinds: Object.fromEntries(
        [
          'match_started',
          'match_finished',
          'draw_published',
          'match_called',
          'invitation',
          'request_answered',
        ].map((k) => [k, { app: true, push: true }]),
      ),
      delaySeconds: 0,
    }),
  },
  'POST /api/user/notifications/push': {
    // a push service double on loopback is accepted while the server itself runs on plain http
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/notifications/push',
    body: () => ({
      endpoint: 'http://127.0.0.1:9/push/authz',
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
        auth: Buffer.alloc(16, 3).toString('base64url'),
      },
    }),
  },
  'DELETE /api/user/notifications/push': {
    // only one's own subscriptions exist for one: an endpoint nobody registered is 404
    rule: (a) => (signedOut(a) ? 'signin' : 'hidden'),
    scope: 'global',
    url: () => `/api/user/notifications/push?endpoint=${encodeURIComponent('https://push.invalid/none')}`,
  },
  'GET /api/user/dashboard': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/dashboard' },
  // the competitor's board (decision 070): one's own players only; another's player is not found
  'GET /api/user/board': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/board' },
  'GET /api/organizer/dashboard': {
    // anybody signed in: what they run (nothing for most); never another organization's things
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/organizer/dashboard',
  },

  // ─── public profiles ──────────────────────────────────────────────────────
  'GET /api/public/players/{id}': {
    rule: rules.publicProfile,
    scope: 'org',
    url: (c) => `/api/public/players/${c.org.playerId}`,
  },
  'GET /api/public/members/{id}': {
    rule: rules.publicProfile,
    scope: 'org',
    url: (c) => `/api/public/members/${c.org.memberId}`,
  },
  'GET /api/public/entities/{id}': {
    rule: rules.publicProfile,
    scope: 'org',
    url: (c) => `/api/public/entities/${c.org.teamId}`,
  },
  'GET /api/public/players/{id}/results': {
    rule: rules.publicProfile,
    scope: 'org',
    url: (c) => `/api/public/players/${c.org.playerId}/results`,
  },
  'GET /api/public/members/{id}/results': {
    rule: rules.publicProfile,
    scope: 'org',
    url: (c) => `/api/public/members/${c.org.memberId}/results`,
  },
  'GET /api/public/entities/{id}/results': {
    rule: rules.publicProfile,
    scope: 'org',
    url: (c) => `/api/public/entities/${c.org.teamId}/results`,
  },
  'GET /api/public/organizations/{id}': {
    rule: rules.publicProfile,
    scope: 'org',
    url: (c) => `/api/public/organizations/${c.org.id}`,
  },

  // ─── matches ──────────────────────────────────────────────────────────────
  'GET /api/matches': {
    rule: rules.open,
    scope: 'org',
    url: (c) => `/api/matches?organizationId=${c.org.id}`,
    listing: true,
  },
  'POST /api/matches': {
    rule: rules.manage,
    scope: 'org',
    url: () => '/api/matches',
    body: (c) => matchBody(c, { organizationId: c.org.id, home: { name: 'H', playerId: c.org.playerId } }),
    mixes: [
      // another organization's player, team or formation
      (fx) => ({
        url: '/api/matches',
        body: { ...mixMatch, organizationId: P(fx).id, home: { name: 'H', playerId: V(fx).playerId } },
      }),
      (fx) => ({
        url: '/api/matches',
        body: { ...mixMatch, organizationId: fx.other.id, away: { name: 'A', teamId: P(fx).teamId } },
      }),
      (fx) => ({ url: '/api/matches', body: { ...mixMatch, home: { name: 'H', playerId: P(fx).playerId } } }),
    ],
  },
  'GET /api/matches/{id}': {
    rule: rules.matchRead,
    scope: 'org',
    url: (c) => `/api/matches/${c.org.matchId}`,
    variants: [{ rule: rules.matchPrivate, url: (c) => `/api/matches/${c.org.privateMatchId}` }],
  },
  'PATCH /api/matches/{id}': {
    rule: rules.matchManage,
    scope: 'org',
    url: (c) => `/api/matches/${c.org.matchId}`,
    body: () => ({ venue: 'Centre Court' }),
    mixes: [
      (fx) => ({
        url: `/api/matches/${P(fx).matchId}`,
        body: { away: { name: 'A', playerId: V(fx).playerId } },
      }),
      (fx) => ({ url: `/api/matches/${P(fx).matchId}`, body: { organizationId: fx.other.id } }),
    ],
  },
  'DELETE /api/matches/{id}': {
    rule: rules.matchManage,
    scope: 'org',
    prepare: async (f, c) => ({ match: await f.match(c.org.id) }),
    url: (c) => `/api/matches/${c.made.match}`,
  },
  'PUT /api/matches/{id}/scorers': {
    rule: rules.matchManage,
    scope: 'org',
    url: (c) => `/api/matches/${c.org.matchId}/scorers`,
    body: () => ({ userIds: [] }),
  },
  'GET /api/matches/{id}/events': {
    rule: rules.matchRead,
    scope: 'org',
    url: (c) => `/api/matches/${c.org.matchId}/events`,
    variants: [{ rule: rules.matchPrivate, url: (c) => `/api/matches/${c.org.privateMatchId}/events` }],
  },
  'POST /api/matches/{id}/events': {
    rule: rules.matchScore,
    scope: 'org',
    prepare: async (f, c) => ({ match: await f.match(c.org.id) }),
    url: (c) => `/api/matches/${c.made.match}/events`,
    body: (c) => ({
      clientEventId: `00000000-0000-4000-8000-${c.unique.padStart(12, '0')}`,
      seq: 0,
      event: { type: 'point', side: 'home' },
    }),
  },
  'GET /api/matches/{id}/guest-links': {
    rule: rules.matchManage,
    scope: 'org',
    url: (c) => `/api/matches/${c.org.matchId}/guest-links`,
  },
  'POST /api/matches/{id}/guest-links': {
    rule: rules.matchManage,
    scope: 'org',
    url: (c) => `/api/matches/${c.org.matchId}/guest-links`,
    body: () => ({ label: 'Court 1' }),
  },
  // ─── API keys: made, seen and revoked by owners and organizers, never by a key ──
  'GET /api/organization/{organizationId}/api-keys': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/api-keys'),
  },
  'POST /api/organization/{organizationId}/api-keys': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/api-keys'),
    body: (c) => ({ name: name(c, 'Key'), scopes: ['results:read'] }),
  },
  'DELETE /api/organization/{organizationId}/api-keys/{keyId}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ key: await f.apiKey(c.org.id) }),
    url: (c) => orgPath(c, `/api-keys/${c.made.key}`),
    mixes: [(fx) => ({ url: `/api/organization/${P(fx).id}/api-keys/${V(fx).apiKeyId}` })],
  },

  // ─── webhooks: their organization's owners and organizers, never a key ──
  'GET /api/organization/{organizationId}/webhooks': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/webhooks'),
  },
  'POST /api/organization/{organizationId}/webhooks': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/webhooks'),
    body: () => ({ url: 'http://127.0.0.1:9/hooks', events: ['match.finished'] }),
  },
  'PATCH /api/organization/{organizationId}/webhooks/{webhookId}': {
    rule: rules.manage,
    scope: 'org',
    // the fixture's webhook, switched off again: the same answer every time
    url: (c) => orgPath(c, `/webhooks/${c.org.webhookId}`),
    body: () => ({ enabled: false }),
    mixes: [
      (fx) => ({
        url: `/api/organization/${P(fx).id}/webhooks/${V(fx).webhookId}`,
        body: { enabled: false },
      }),
    ],
  },
  'DELETE /api/organization/{organizationId}/webhooks/{webhookId}': {
    rule: rules.manage,
    scope: 'org',
    prepare: (f, c) => f.webhook(c.org.id),
    url: (c) => orgPath(c, `/webhooks/${c.made.webhook}`),
    mixes: [(fx) => ({ url: `/api/organization/${P(fx).id}/webhooks/${V(fx).webhookId}` })],
  },
  'GET /api/organization/{organizationId}/webhooks/{webhookId}/deliveries': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, `/webhooks/${c.org.webhookId}/deliveries`),
    mixes: [(fx) => ({ url: `/api/organization/${P(fx).id}/webhooks/${V(fx).webhookId}/deliveries` })],
  },
  'POST /api/organization/{organizationId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend': {
    rule: rules.manage,
    scope: 'org',
    // its endpoint is off: queued again, never sent
    url: (c) => orgPath(c, `/webhooks/${c.org.webhookId}/deliveries/${c.org.webhookDeliveryId}/resend`),
    mixes: [
      (fx) => ({
        url: `/api/organization/${P(fx).id}/webhooks/${P(fx).webhookId}/deliveries/${V(fx).webhookDeliveryId}/resend`,
      }),
    ],
  },
  'POST /api/organization/{organizationId}/webhooks/{webhookId}/test': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, `/webhooks/${c.org.webhookId}/test`),
    mixes: [(fx) => ({ url: `/api/organization/${P(fx).id}/webhooks/${V(fx).webhookId}/test` })],
  },

  'DELETE /api/matches/{id}/guest-links/{linkId}': {
    rule: rules.matchManage,
    scope: 'org',
    prepare: async (f, c) => ({ link: await f.guestLink(c.org.matchId) }),
    url: (c) => `/api/matches/${c.org.matchId}/guest-links/${c.made.link}`,
    mixes: [(fx) => ({ url: `/api/matches/${P(fx).matchId}/guest-links/${V(fx).linkId}` })],
  },

  // ─── tournaments (decision 018) ───────────────────────────────────────────
  'GET /api/organization/{organizationId}/tournaments': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/tournaments'),
  },
  'POST /api/organization/{organizationId}/tournaments': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/tournaments'),
    body: (c) => ({ name: name(c, 'Cup'), sport: 'tennis' }),
    mixes: [
      (fx) => ({
        url: `/api/organization/${P(fx).id}/tournaments`,
        body: { name: 'Mixed', sport: 'tennis', seasonId: V(fx).seasonId },
      }),
      (fx) => ({
        url: `/api/organization/${fx.other.id}/tournaments`,
        body: { name: 'Mixed', sport: 'tennis', venueId: P(fx).venueId },
      }),
    ],
  },
  'GET /api/organization/{organizationId}/ranking-table': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/ranking-table'),
  },
  'PUT /api/organization/{organizationId}/ranking-table': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/ranking-table'),
    body: () => ({ points: [100, 70, 50, 50] }),
  },
  'GET /api/organization/{organizationId}/rankings': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/rankings'),
  },
  // ─── exports (decision 045): as the data they export; the players' private fields for managers ──
  'GET /api/organization/{organizationId}/exports/matches.csv': {
    rule: rules.read,
    scope: 'org',
    url: (c) => orgPath(c, '/exports/matches.csv'),
    mixes: [
      (fx) => ({
        url: `/api/organization/${P(fx).id}/exports/matches.csv?tournamentId=${V(fx).drawnTournamentId}`,
      }),
    ],
  },
  'GET /api/organization/{organizationId}/exports/players.csv': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => orgPath(c, '/exports/players.csv'),
  },
  'GET /api/tournament/{id}/standings.csv': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.drawnTournamentId}/standings.csv`,
  },
  'GET /api/tournament/{id}/entries.csv': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.drawnTournamentId}/entries.csv`,
  },
  'GET /api/tournament/{id}/results.json': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.drawnTournamentId}/results.json`,
  },
  'GET /api/tournament/{id}': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.tournamentId}`,
  },
  'PATCH /api/tournament/{id}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.tournamentId}`,
    body: () => ({ description: 'Changed' }),
    mixes: [
      (fx) => ({ url: `/api/tournament/${P(fx).tournamentId}`, body: { seasonId: V(fx).seasonId } }),
      (fx) => ({ url: `/api/tournament/${fx.other.tournamentId}`, body: { venueId: P(fx).venueId } }),
    ],
  },
  'DELETE /api/tournament/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ tournament: await f.tournament(c.org.id) }),
    url: (c) => `/api/tournament/${c.made.tournament}`,
  },
  'GET /api/tournament/{id}/entries': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.tournamentId}/entries`,
  },
  'POST /api/tournament/{id}/entries': {
    // organizers sign anyone up; a player only themself (nobody here is the fresh player)
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ player: await f.player(c.org.id) }),
    url: (c) => `/api/tournament/${c.org.tournamentId}/entries`,
    body: (c) => ({ playerId: c.made.player }),
    mixes: [
      (fx) => ({ url: `/api/tournament/${P(fx).tournamentId}/entries`, body: { playerId: V(fx).playerId } }),
      (fx) => ({
        url: `/api/tournament/${fx.other.tournamentId}/entries`,
        body: { playerId: P(fx).playerId },
      }),
    ],
  },
  'POST /api/tournament/{id}/imports/entries/preview': {
    // writes nothing; the organizers only (a player signs up only themself, one by one)
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.tournamentId}/imports/entries/preview`,
    body: () => ({ text: 'First name,Last name\nNobody,Here', createMissing: true }),
  },
  'POST /api/tournament/{id}/imports/entries': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ tournament: await f.tournament(c.org.id) }),
    url: (c) => `/api/tournament/${c.made.tournament}/imports/entries`,
    body: (c) => ({
      text: `First name,Last name\n${name(c, 'Entry')},Imported`,
      mapping: ['firstName', 'lastName'],
      createMissing: true,
    }),
  },
  'POST /api/tournament/{id}/entries/{entryId}/withdraw': {
    // organizers, or whoever signed the entry up (an admin here)
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => {
      const tournament = await f.tournament(c.org.id);
      return { tournament, entry: await f.entry(tournament, c.org.id) };
    },
    url: (c) => `/api/tournament/${c.made.tournament}/entries/${c.made.entry}/withdraw`,
    mixes: [(fx) => ({ url: `/api/tournament/${P(fx).tournamentId}/entries/${V(fx).entryId}/withdraw` })],
  },
  'POST /api/tournament/{id}/entries/{entryId}/check-in': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.tournamentId}/entries/${c.org.entryId}/check-in`,
    body: () => ({ checkedIn: false }),
    mixes: [
      (fx) => ({ url: `/api/tournament/${P(fx).tournamentId}/entries/${V(fx).entryId}/check-in`, body: {} }),
    ],
  },
  'PUT /api/tournament/{id}/seeds': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.tournamentId}/seeds`,
    body: () => ({ by: 'none' }),
    mixes: [
      (fx) => ({
        url: `/api/tournament/${P(fx).tournamentId}/seeds`,
        body: { seeds: [{ entryId: V(fx).entryId, seed: 1 }] },
      }),
    ],
  },
  'GET /api/tournament/{id}/stages': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.drawnTournamentId}/stages`,
  },
  'PUT /api/tournament/{id}/stages': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ tournament: await f.tournament(c.org.id) }),
    url: (c) => `/api/tournament/${c.made.tournament}/stages`,
    body: () => ({ stages: [{ name: 'Main draw', type: 'single_elimination' }] }),
  },
  'POST /api/tournament/{id}/draw': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ tournament: await f.tournament(c.org.id, 2) }),
    url: (c) => `/api/tournament/${c.made.tournament}/draw`,
    body: () => ({}),
  },
  'POST /api/tournament/{id}/matches/{matchId}/result': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => {
      const { tournament, match } = await f.drawn(c.org.id);
      return { tournament, match };
    },
    url: (c) => `/api/tournament/${c.made.tournament}/matches/${c.made.match}/result`,
    body: () => ({
      winner: 'home',
      games: [
        { home: 6, away: 3 },
        { home: 6, away: 4 },
      ],
    }),
    mixes: [
      // another organization's match (or a match of no draw) under this tournament
      (fx) => ({
        url: `/api/tournament/${P(fx).tournamentId}/matches/${V(fx).drawnMatchId}/result`,
        body: { winner: 'home' },
      }),
      (fx) => ({
        url: `/api/tournament/${P(fx).drawnTournamentId}/matches/${P(fx).matchId}/result`,
        body: { winner: 'home' },
      }),
    ],
  },
  'GET /api/tournament/{id}/matches/{matchId}/correction': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.drawnTournamentId}/matches/${c.org.drawnMatchId}/correction`,
    mixes: [
      (fx) => ({
        url: `/api/tournament/${P(fx).drawnTournamentId}/matches/${V(fx).drawnMatchId}/correction`,
      }),
    ],
  },
  'POST /api/tournament/{id}/matches/{matchId}/correction': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => {
      const { tournament, match } = await f.drawn(c.org.id, true);
      return { tournament, match };
    },
    url: (c) => `/api/tournament/${c.made.tournament}/matches/${c.made.match}/correction`,
    body: () => ({ result: { winner: 'away', walkover: true }, reason: 'wrong winner' }),
    mixes: [
      (fx) => ({
        url: `/api/tournament/${P(fx).drawnTournamentId}/matches/${V(fx).drawnMatchId}/correction`,
        body: { result: null },
      }),
    ],
  },
  'GET /api/tournament/{id}/schedule': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.drawnTournamentId}/schedule`,
  },
  'POST /api/tournament/{id}/schedule': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ tournament: (await f.drawn(c.org.id)).tournament }),
    url: (c) => `/api/tournament/${c.made.tournament}/schedule`,
    body: () => ({ startAt: '2026-06-01T09:00:00Z' }),
  },
  'GET /api/tournament/{id}/audit': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/tournament/${c.org.drawnTournamentId}/audit`,
  },

  // ─── livestreaming (decision 019) ─────────────────────────────────────────
  'GET /api/user/channel': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/channel' },
  'PUT /api/channel': {
    // creating a channel of the organization: its owners and organizers
    rule: rules.manage,
    scope: 'org',
    url: () => '/api/channel/',
    body: (c) => ({ name: name(c, 'Channel'), organizationId: c.org.id }),
    variants: [
      // changing the organization's channel (renaming, rotating the key, letting a new encoder take over)
      { url: () => '/api/channel/', body: (c) => ({ id: c.org.channelId, name: name(c, 'Channel') }) },
      { url: () => '/api/channel/', body: (c) => ({ id: c.org.channelId, takeover: true }) },
    ],
    mixes: [
      // a channel never moves to another organization
      (fx) => ({ url: '/api/channel/', body: { id: P(fx).channelId, organizationId: V(fx).id } }),
    ],
  },
  'DELETE /api/channel/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ channel: (await f.streaming(c.org.id)).channel }),
    url: (c) => `/api/channel/${c.made.channel}`,
  },
  'GET /api/channel/{id}/youtube/authorize': {
    // managers get 409: the matrix app has no YouTube client (youtube.test.ts connects against a fake)
    rule: (a, p) =>
      signedOut(a) ? 'signin' : manager(a) ? 'conflict' : hiddenOrg(p) && !insider(a) ? 'hidden' : 'deny',
    scope: 'org',
    url: (c) => `/api/channel/${c.org.channelId}/youtube/authorize`,
  },
  'GET /api/channel/youtube/callback': {
    // Google's redirect, trusted by its signed state; without a YouTube client: 409 for everybody
    rule: () => 'conflict',
    scope: 'global',
    url: () => '/api/channel/youtube/callback?code=x&state=x',
  },
  'GET /api/user/station': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/station' },
  'PUT /api/station': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => {
      const { venue, freeSpace } = await f.streaming(c.org.id);
      return { venue, freeSpace };
    },
    url: () => '/api/station',
    body: (c) => ({ venueId: c.made.venue, playingSpaceId: c.made.freeSpace }),
    variants: [
      { url: () => '/api/station', body: (c) => ({ id: c.org.stationId, name: name(c, 'Station') }) },
    ],
    mixes: [
      // a station stays with its organization's venues
      (fx) => ({ url: '/api/station', body: { id: P(fx).stationId, venueId: V(fx).venueId } }),
    ],
  },
  'DELETE /api/station/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ station: (await f.streaming(c.org.id)).station }),
    url: (c) => `/api/station/${c.made.station}`,
  },
  'PUT /api/camera': {
    rule: rules.manage,
    scope: 'org',
    url: () => '/api/camera',
    body: (c) => ({ station: { id: c.org.stationId }, channelId: c.org.channelId, name: name(c, 'Camera') }),
    variants: [{ url: () => '/api/camera', body: (c) => ({ id: c.org.cameraId, active: true }) }],
    mixes: [
      // a camera points at a channel of its station's organization
      (fx) => ({
        url: '/api/camera',
        body: { station: { id: P(fx).stationId }, channelId: V(fx).channelId, name: 'Mixed' },
      }),
      (fx) => ({ url: '/api/camera', body: { id: P(fx).cameraId, channelId: V(fx).channelId } }),
    ],
  },
  'DELETE /api/camera/{id}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ camera: (await f.streaming(c.org.id)).camera }),
    url: (c) => `/api/camera/${c.made.camera}`,
  },
  'GET /api/livestream': {
    rule: rules.open,
    scope: 'global',
    url: () => '/api/livestream?pageSize=100',
    listing: true,
  },
  'POST /api/livestream': {
    rule: rules.manage,
    scope: 'org',
    url: () => '/api/livestream',
    body: (c) => ({ channelId: c.org.channelId, title: name(c, 'Stream') }),
    mixes: [
      // a livestream shows a match of its channel's organization, from a camera of its channel
      (fx) => ({
        url: '/api/livestream',
        body: { channelId: P(fx).channelId, title: 'M', matchId: V(fx).matchId },
      }),
      (fx) => ({
        url: '/api/livestream',
        body: { channelId: P(fx).channelId, title: 'M', cameraId: V(fx).cameraId },
      }),
    ],
  },
  'GET /api/livestream/{id}': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/livestream/${c.org.livestreamId}`,
  },
  'PUT /api/livestream/{id}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/livestream/${c.org.livestreamId}`,
    body: () => ({ showOverlay: true }),
    mixes: [
      (fx) => ({ url: `/api/livestream/${P(fx).livestreamId}`, body: { matchId: V(fx).matchId } }),
      (fx) => ({ url: `/api/livestream/${P(fx).livestreamId}`, body: { cameraId: V(fx).cameraId } }),
    ],
  },
  'POST /api/livestream/{id}/start': {
    // managers get 409: the matrix app takes no live video (RTMP off), and no encoder is connected anyway
    rule: (a, p) =>
      signedOut(a) ? 'signin' : manager(a) ? 'conflict' : hiddenOrg(p) && !insider(a) ? 'hidden' : 'deny',
    scope: 'org',
    url: (c) => `/api/livestream/${c.org.livestreamId}/start`,
  },
  'POST /api/livestream/{id}/stop': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ livestream: (await f.streaming(c.org.id)).livestream }),
    url: (c) => `/api/livestream/${c.made.livestream}/stop`,
  },
  'GET /api/livestream/{id}/hls/{file}': {
    // no video in the fixture (a planned livestream): 404 for everybody; streaming-ingest.test.ts serves it
    rule: () => 'hidden',
    scope: 'org',
    url: (c) => `/api/livestream/${c.org.livestreamId}/hls/index.m3u8`,
  },
  'GET /api/user/livestream': { rule: rules.signedIn, scope: 'global', url: () => '/api/user/livestream' },
  'GET /api/user/livestream/favourite': {
    rule: rules.signedIn,
    scope: 'global',
    url: () => '/api/user/livestream/favourite',
  },
  'PUT /api/user/livestream/favourite/{livestreamId}': {
    // anyone signed in, of a livestream they may see
    rule: (a, p) => (signedOut(a) ? 'signin' : hiddenOrg(p) && !insider(a) ? 'hidden' : 'allow'),
    scope: 'org',
    url: (c) => `/api/user/livestream/favourite/${c.org.livestreamId}`,
  },
  'DELETE /api/user/livestream/favourite/{livestreamId}': {
    rule: (a, p) => (signedOut(a) ? 'signin' : hiddenOrg(p) && !insider(a) ? 'hidden' : 'allow'),
    scope: 'org',
    url: (c) => `/api/user/livestream/favourite/${c.org.livestreamId}`,
  },

  // ─── galleries (decision 067): as readable as what they belong to, changed by its organizers ──
  'GET /api/gallery/{kind}/{id}': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/gallery/organization/${c.org.id}`,
    variants: [
      { url: (c) => `/api/gallery/tournament/${c.org.tournamentId}` },
      { url: (c) => `/api/gallery/match/${c.org.matchId}` },
      { rule: rules.matchPrivate, url: (c) => `/api/gallery/match/${c.org.privateMatchId}` },
    ],
  },
  'POST /api/gallery/{kind}/{id}': {
    rule: rules.manage,
    scope: 'org',
    url: (c) => `/api/gallery/organization/${c.org.id}`,
    body: (c) => c.fx.png,
    contentType: 'image/png',
    variants: [
      { url: (c) => `/api/gallery/tournament/${c.org.tournamentId}` },
      { url: (c) => `/api/gallery/match/${c.org.matchId}` },
    ],
  },
  'PATCH /api/gallery/photos/{photoId}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ photo: await f.photo('organization', c.org.id) }),
    url: (c) => `/api/gallery/photos/${c.made.photo}`,
    body: () => ({ caption: 'On court' }),
    variants: [
      { prepare: async (f, c) => ({ photo: await f.photo('tournament', c.org.tournamentId) }) },
      { prepare: async (f, c) => ({ photo: await f.photo('match', c.org.matchId) }) },
    ],
  },
  'DELETE /api/gallery/photos/{photoId}': {
    rule: rules.manage,
    scope: 'org',
    prepare: async (f, c) => ({ photo: await f.photo('organization', c.org.id) }),
    url: (c) => `/api/gallery/photos/${c.made.photo}`,
    variants: [{ prepare: async (f, c) => ({ photo: await f.photo('match', c.org.matchId) }) }],
  },
  'GET /api/gallery/photos/{photoId}/{rendition}': {
    rule: rules.read,
    scope: 'org',
    url: (c) => `/api/gallery/photos/${c.org.photoId}/thumbnail`,
    variants: [
      { url: (c) => `/api/gallery/photos/${c.org.tournamentPhotoId}/image` },
      { url: (c) => `/api/gallery/photos/${c.org.matchPhotoId}/image` },
      { rule: rules.matchPrivate, url: (c) => `/api/gallery/photos/${c.org.privateMatchPhotoId}/thumbnail` },
    ],
  },
};

import { Type, type Static } from 'typebox';
import { Count, Id, Paged, PagingQuery } from './common';
import { Match } from './matches';

/** What a person is told about (decision 021); each has its own in-app and push setting. */
export const NOTIFICATION_KINDS = [
  'match_started',
  'match_finished',
  'draw_published',
  'match_called',
  'invitation',
  'application_accepted',
  'request_answered',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKind = Type.Union([
  Type.Literal('match_started'),
  Type.Literal('match_finished'),
  Type.Literal('draw_published'),
  Type.Literal('match_called'),
  Type.Literal('invitation'),
  Type.Literal('application_accepted'),
  Type.Literal('request_answered'),
  Type.Literal('webhook_disabled'),
]);

/**
 * A notification carries data, not sentences: the web writes it in the reader's language from `kind`
 * and `params` (match_started: home, away, sport, tournament?; match_finished: winner, loser, score
 * from the winner's side ("2–1"), draw?; draw_published: tournament, matches; match_called: home, away,
 * court, at; invitation: organization; application_accepted: organization, player (a player was made);
 * request_answered: request, status; webhook_disabled: url).
 */
export const NotificationParams = Type.Record(
  Type.String({ maxLength: 40 }),
  Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
);
export type NotificationParams = Static<typeof NotificationParams>;

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: NotificationKind,
  params: NotificationParams,
  /** the app path it opens (a live match, a tournament, the invitations) */
  link: Type.Union([Type.String(), Type.Null()]),
  /** when it was shown (ISO 8601; a result held back by a video delay is shown after it) */
  at: Type.String(),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationPage = Paged(Notification);
export type NotificationPage = Static<typeof NotificationPage>;

export const NotificationListQuery = Type.Object({
  ...PagingQuery,
  unread: Type.Optional(Type.Boolean({ description: 'only the unread ones' })),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const UnreadCount = Type.Object({ unread: Count() });
export type UnreadCount = Static<typeof UnreadCount>;

/** POST /api/user/notifications/read: these ids, or all (no ids). */
export const MarkReadInput = Type.Object({
  ids: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
});
export type MarkReadInput = Static<typeof MarkReadInput>;

export const MarkReadResult = Type.Object({ changed: Count(), unread: Count() });
export type MarkReadResult = Static<typeof MarkReadResult>;

export const NotificationKindSetting = Type.Object({ app: Type.Boolean(), push: Type.Boolean() });

/** GET/PUT /api/user/notifications/settings: per kind in the app and as push; the video delay (spoiler guard). */
export const NotificationSettings = Type.Object({
  kinds: Type.Object({
    match_started: NotificationKindSetting,
    match_finished: NotificationKindSetting,
    draw_published: NotificationKindSetting,
    match_called: NotificationKindSetting,
    invitation: NotificationKindSetting,
    /** optional in a PUT from an app that does not know it yet */
    application_accepted: Type.Optional(NotificationKindSetting),
    request_answered: NotificationKindSetting,
    /** for an organization's organizers; optional in a PUT from an app that does not know it yet */
    webhook_disabled: Type.Optional(NotificationKindSetting),
  }),
  /** a person watching with video delay hears of results this many seconds late (0–600) */
  delaySeconds: Type.Integer({ minimum: 0, maximum: 600 }),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/** A browser's PushSubscription (its JSON form). */
export const PushSubscriptionInput = Type.Object({
  endpoint: Type.String({ format: 'uri', maxLength: 2000, pattern: '^https?://' }),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 80, maxLength: 100, pattern: '^[A-Za-z0-9_-]+=*$' }),
    auth: Type.String({ minLength: 16, maxLength: 30, pattern: '^[A-Za-z0-9_-]+=*$' }),
  }),
});
export type PushSubscriptionInput = Static<typeof PushSubscriptionInput>;

export const PushUnsubscribeInput = Type.Object({ endpoint: Type.String({ maxLength: 2000 }) });
export type PushUnsubscribeInput = Static<typeof PushUnsubscribeInput>;

export const PushSubscriptionResult = Type.Object({ id: Type.Integer(), devices: Count() });
export type PushSubscriptionResult = Static<typeof PushSubscriptionResult>;

/** What a push message carries (the service worker shows it; decision 021). */
export interface PushPayload {
  id: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  /** ready-made English and Bulgarian texts: the worker has no i18n */
  title: { en: string; bg: string };
  body: { en: string; bg: string };
}

// ---- dashboards

/** A match as GET /api/matches/{id} answers it (without the schema id: a dashboard holds several lists of them). */
const DashboardMatch = Type.Object(Match.properties);

/** GET /api/user/dashboard: the signed-in home in one call. */
export const UserDashboard = Type.Object({
  /** my matches (mine, my players' and teams') not played yet, soonest first */
  nextMatches: Type.Array(DashboardMatch),
  /** followed matches in play now */
  liveNow: Type.Array(DashboardMatch),
  /** finished matches of mine or that I follow, newest first */
  recentResults: Type.Array(DashboardMatch),
  /** tournaments I play in or organize, not finished */
  tournaments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      sport: Type.String(),
      status: Type.String(),
      startsOn: Type.Union([Type.String(), Type.Null()]),
      organizationName: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  notifications: Type.Array(Notification),
  unread: Count(),
});
export type UserDashboard = Static<typeof UserDashboard>;

/** GET /api/organizer/dashboard: across every organization I own or organize, in one call. */
export const OrganizerDashboard = Type.Object({
  /** today's matches (UTC day) of my organizations, by court */
  today: Type.Array(
    Type.Object({
      court: Type.Union([Type.String(), Type.Null()]),
      venue: Type.Union([Type.String(), Type.Null()]),
      matches: Type.Array(DashboardMatch),
    }),
  ),
  /** tournaments with sign-ups waiting for a spot or a check-in */
  signups: Type.Array(
    Type.Object({
      tournamentId: Type.Integer(),
      name: Type.String(),
      organizationName: Type.String(),
      registered: Count(),
      waiting: Count(),
      spots: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  /** applications to join my organizations, waiting for an answer */
  applications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      organizationId: Type.Integer(),
      organizationName: Type.String(),
      name: Type.String(),
      appliedOn: Type.String(),
    }),
  ),
  /** the figures of each organization I hold a role in (pending ones only where I manage) */
  organizations: Type.Array(
    Type.Object({
      id: Type.Integer(),
      members: Count(),
      players: Count(),
      pendingApplications: Type.Union([Count(), Type.Null()]),
      pendingInvitations: Type.Union([Count(), Type.Null()]),
    }),
  ),
  /** my own requests to the admins (organizer rights, merges) still pending */
  requests: Type.Array(Type.Object({ id: Type.Integer(), kind: Type.String(), createdAt: Type.String() })),
});
export type OrganizerDashboard = Static<typeof OrganizerDashboard>;

import { Type, type Static } from 'typebox';
import { Id as IdSchema, PagingQuery } from './common';
import {
  CompetitorType,
  DecisionStatus,
  OrganizationRef,
  OutboxStatus,
  PersonStatus,
  TeamKind,
  UserRef,
} from './organizations';
import { LitUnion, Nullable, Opt, SearchTerm, Text, Timestamp } from './schema';

/**
 * Who joins an organization and what it reports (SPEC §3): invitations (to a user or an email address) and
 * applications, the organization's report, and the mail outbox the admins read.
 */

const Id = IdSchema();

// ─── invitations and applications ─────────────────────────────────────────

/** POST /api/organization/{organizationId}/invitations: to a user (userId) or to an email address (email), not both. */
export const InvitationInput = Type.Object(
  {
    userId: Type.Optional(Id),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    message: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
    sendAsEmail: Type.Optional(Type.Boolean({ default: false })),
  },
  { $id: 'InvitationInput' },
);
export type InvitationInput = Static<typeof InvitationInput>;

export const Invitation = Type.Object(
  {
    id: Type.Integer(),
    organization: OrganizationRef,
    user: Nullable(UserRef),
    email: Nullable(Type.String()),
    message: Type.String(),
    sendAsEmail: Type.Boolean(),
    status: DecisionStatus,
    invitedOn: Timestamp,
    decidedAt: Nullable(Timestamp),
    invitedBy: Nullable(UserRef),
    /** what happened to the email: stored in the outbox (no SMTP), sent, or failed; null when not emailed */
    emailStatus: Nullable(OutboxStatus),
  },
  { $id: 'Invitation' },
);
export type Invitation = Static<typeof Invitation>;
export const InvitationListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(DecisionStatus),
  ...PagingQuery,
});
export type InvitationListQuery = Static<typeof InvitationListQuery>;
/** Accepting an invitation sent to an address needs the token from the email link (unless the address is a verified one of yours). */
export const InvitationAnswer = Type.Object({
  token: Type.Optional(Type.String({ minLength: 10, maxLength: 200 })),
});
export type InvitationAnswer = Static<typeof InvitationAnswer>;
export const InvitationTokenQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type InvitationTokenQuery = Static<typeof InvitationTokenQuery>;

export const ApplicationInput = Type.Object(
  {
    organizationId: Id,
    message: Opt(Text(2000)),
    wantsToPlay: Type.Optional(
      Type.Boolean({ description: 'the applicant wants to play: accepting also makes them a player' }),
    ),
  },
  { $id: 'ApplicationInput' },
);
export type ApplicationInput = Static<typeof ApplicationInput>;
export const Application = Type.Object(
  {
    id: Type.Integer(),
    organization: OrganizationRef,
    user: UserRef,
    message: Nullable(Type.String()),
    wantsToPlay: Type.Boolean(),
    status: DecisionStatus,
    reason: Nullable(Type.String()),
    appliedOn: Timestamp,
    decidedAt: Nullable(Timestamp),
  },
  { $id: 'Application' },
);
export type Application = Static<typeof Application>;
export const ApplicationListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(DecisionStatus),
  ...PagingQuery,
});
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;
export const ApplicationDecision = Type.Object({ reason: Type.Optional(Nullable(Text(1000))) });
export type ApplicationDecision = Static<typeof ApplicationDecision>;

// ─── reports ──────────────────────────────────────────────────────────────

export const StatusCounts = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
});
export const ResultLine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  played: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  drawn: Type.Integer(),
});
export const OrganizationReport = Type.Object(
  {
    organization: OrganizationRef,
    generatedAt: Timestamp,
    members: StatusCounts,
    players: StatusCounts,
    matches: Type.Object({
      upcoming: Type.Integer(),
      queued: Type.Integer(),
      active: Type.Integer(),
      finished: Type.Integer(),
    }),
    playerResults: Type.Array(Type.Object({ ...ResultLine.properties, status: PersonStatus })),
    teamResults: Type.Array(
      Type.Object({ ...ResultLine.properties, kind: TeamKind, competitorType: Nullable(CompetitorType) }),
    ),
  },
  { $id: 'OrganizationReport' },
);
export type OrganizationReport = Static<typeof OrganizationReport>;
export const ReportQuery = Type.Object({ format: Type.Optional(LitUnion(['json', 'csv'] as const)) });
export type ReportQuery = Static<typeof ReportQuery>;

// ─── mail outbox (admins) ─────────────────────────────────────────────────

export const OutboxItem = Type.Object(
  {
    id: Type.Integer(),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    kind: Type.String(),
    referenceId: Nullable(Type.Integer()),
    status: OutboxStatus,
    error: Nullable(Type.String()),
    createdAt: Timestamp,
    sentAt: Nullable(Timestamp),
  },
  { $id: 'OutboxItem' },
);
export type OutboxItem = Static<typeof OutboxItem>;
export const OutboxListQuery = Type.Object({
  searchTerm: SearchTerm,
  status: Type.Optional(OutboxStatus),
  ...PagingQuery,
});
export type OutboxListQuery = Static<typeof OutboxListQuery>;

import {
  Count,
  ApplicationListQuery,
  Application,
  ErrorResponse,
  Invitation,
  InvitationInput,
  InvitationListQuery,
  Member,
  MemberInput,
  MemberListQuery,
  MemberParams,
  MemberUpdate,
  MyOrganizationsQuery,
  Organization,
  OrganizationInput,
  OrganizationListQuery,
  OrganizationParams,
  OrganizationReport,
  OrganizationUpdate,
  Paged,
  Player,
  PlayerInput,
  PlayerListQuery,
  Property,
  PropertyInput,
  PropertyListQuery,
  PropertyParams,
  PropertyUpdate,
  ReportQuery,
  RoleAssignment,
  RoleInput,
  RoleListQuery,
  RoleParams,
  Season,
  SeasonInput,
  SeasonListQuery,
  Team,
  TeamInput,
  TeamListQuery,
  User,
  UserListQuery,
  UserRef,
  Venue,
  VenueInput,
  VenueListQuery,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../../lib/http-errors';
import { errors, writeLimit, imageUploads } from '../../shared';

const Empty = Type.Null();
/** writes are rate limited per client address */
/** invitations can send email: tighter */
const inviteLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * Organizations (SPEC §3 Organization, Role, Invitation, Application …) and what lives inside one.
 * Reads: anyone for public and unlisted organizations (a private one is a 404 for non-members);
 * private parts: members; writes: owners and organizers (organizers and owners are named by owners);
 * global admins may do everything. The services check all of it (plugins/app/organizations).
 */
const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  // ─── organizations ──────────────────────────────────────────────────────

  app.get(
    '/',
    {
      schema: {
        tags: ['organization'],
        summary:
          'Search organizations by name (public ones; unlisted ones only by link; admins see all); paged, by name',
        security: [],
        querystring: OrganizationListQuery,
        response: { 200: Paged(Organization), ...errors },
      },
    },
    async (request) => app.organizations.search(request, request.query),
  );

  app.get(
    '/mine',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary: 'Organizations where you hold a role (owner, organizer, member), with your roles',
        querystring: MyOrganizationsQuery,
        response: { 200: Paged(Organization), ...errors },
      },
    },
    async (request) => app.organizations.mine(request, request.query),
  );

  app.post(
    '/',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Create an organization (global Organizer or Admin) or a sub-organization (parentId: owners and organizers of the parent); you become its owner',
        body: OrganizationInput,
        response: { 201: Organization, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.organizations.create(request, request.body)),
  );

  app.get(
    '/:organizationId',
    {
      schema: {
        tags: ['organization'],
        summary:
          'An organization (public and unlisted: anyone; private: members only, else 404), with your roles and rights',
        security: [],
        params: OrganizationParams,
        response: { 200: Organization, ...errors },
      },
    },
    async (request) => app.organizations.get(request, request.params.organizationId),
  );

  app.patch(
    '/:organizationId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Change an organization (owners, organizers); only the fields sent change',
        params: OrganizationParams,
        body: OrganizationUpdate,
        response: { 200: Organization, ...errors },
      },
    },
    async (request) => app.organizations.update(request, request.params.organizationId, request.body),
  );

  app.delete(
    '/:organizationId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Delete an organization with its sub-organizations and everything in them (owners)',
        params: OrganizationParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.organizations.remove(request, request.params.organizationId);
      return reply.status(204).send(null);
    },
  );

  // the upload takes a raw image body (and nothing else); every other route here takes JSON
  await imageUploads(app, (scope) => {
    scope.post(
      '/:organizationId/logo',
      {
        ...signedIn,
        config: writeLimit,
        schema: {
          tags: ['organization'],
          summary:
            'Upload the logo: raw image body with its content type (PNG, JPEG, WebP, GIF, AVIF; 8 MB); owners, organizers',
          params: OrganizationParams,
          response: { 200: Organization, 413: ErrorResponse, 415: ErrorResponse, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw badRequest('Send the image bytes with an image/* content type.', { picture: 'is missing' });
        return app.organizations.setLogo(
          request,
          request.params.organizationId,
          body,
          request.headers['content-type'] ?? '',
        );
      },
    );
  });

  app.delete(
    '/:organizationId/logo',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Remove the logo (owners, organizers)',
        params: OrganizationParams,
        response: { 200: Organization, ...errors },
      },
    },
    async (request) => app.organizations.removeLogo(request, request.params.organizationId),
  );

  app.get(
    '/:organizationId/logo',
    {
      schema: {
        tags: ['organization'],
        summary: 'The logo (as readable as the organization; cache forever with the ?v= of logoUrl)',
        security: [],
        params: OrganizationParams,
        querystring: Type.Object({ v: Type.Optional(Count()) }),
      },
    },
    async (request, reply) => {
      const logo = await app.organizations.logo(request, request.params.organizationId);
      const etag = `"o${request.params.organizationId}-${logo.updatedAt.getTime()}"`;
      reply.header('etag', etag);
      const scope = logo.isPublic ? 'public' : 'private';
      reply.header(
        'cache-control',
        request.query.v ? `${scope}, max-age=31536000, immutable` : `${scope}, max-age=300, must-revalidate`,
      );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(logo.contentType).send(logo.data);
    },
  );

  app.get(
    '/:organizationId/organizations',
    {
      schema: {
        tags: ['organization'],
        summary: 'Sub-organizations (members see all; others the public ones and those they belong to)',
        security: [],
        params: OrganizationParams,
        querystring: OrganizationListQuery,
        response: { 200: Paged(Organization), ...errors },
      },
    },
    async (request) => app.organizations.children(request, request.params.organizationId, request.query),
  );

  app.get(
    '/:organizationId/users',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary:
          'Users of an organization (owners, organizers, admins); same search, filter and paging as /api/user',
        params: OrganizationParams,
        querystring: UserListQuery,
        response: { 200: Paged(User), ...errors },
      },
    },
    async (request) => {
      const { organization } = await app.access.manageOrganization(request, request.params.organizationId);
      return app.users.list(request.query, [organization.id]);
    },
  );

  app.get(
    '/:organizationId/user-lookup',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary:
          'Find a user by their exact email address, to give them a role (owners, organizers, admins); 404 when none',
        params: OrganizationParams,
        querystring: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
        response: { 200: UserRef, ...errors },
      },
    },
    async (request) =>
      app.organizations.findUser(request, request.params.organizationId, request.query.email),
  );

  // ─── roles ──────────────────────────────────────────────────────────────

  app.get(
    '/:organizationId/roles',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary: 'Who holds which role (members); owners first, then organizers, then members',
        params: OrganizationParams,
        querystring: RoleListQuery,
        response: { 200: Paged(RoleAssignment), ...errors },
      },
    },
    async (request) => app.organizations.roles(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/roles',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Give a user a role: member (owners, organizers), organizer or owner (owners only); they become a member',
        params: OrganizationParams,
        body: RoleInput,
        response: { 201: RoleAssignment, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.organizations.grantRole(request, request.params.organizationId, request.body)),
  );

  app.delete(
    '/:organizationId/roles/:userId/:role',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Take a role back (member: owners, organizers; organizer, owner: owners). An organizer stepping down stays a member; the last owner stays',
        params: RoleParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      const { organizationId, userId, role } = request.params;
      await app.organizations.revokeRole(request, organizationId, userId, role);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:organizationId/membership',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Leave the organization (your member record and roles); the last owner cannot leave',
        params: OrganizationParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.organizations.leave(request, request.params.organizationId);
      return reply.status(204).send(null);
    },
  );

  // ─── members ────────────────────────────────────────────────────────────

  app.get(
    '/:organizationId/members',
    {
      schema: {
        tags: ['organization'],
        summary:
          'Members (people of the organization); emails and accounts only for members; search, status filter, paging',
        security: [],
        params: OrganizationParams,
        querystring: MemberListQuery,
        response: { 200: Paged(Member), ...errors },
      },
    },
    async (request) => app.people.listMembers(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/members',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Add a member, with or without a user account (owners, organizers)',
        params: OrganizationParams,
        body: MemberInput,
        response: { 201: Member, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createMember(request, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/members/:memberId',
    {
      schema: {
        tags: ['organization'],
        summary: 'A member',
        security: [],
        params: MemberParams,
        response: { 200: Member, ...errors },
      },
    },
    async (request) => app.people.getMember(request, request.params.organizationId, request.params.memberId),
  );

  app.patch(
    '/:organizationId/members/:memberId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Change a member (owners, organizers); linking a user account makes the user a member',
        params: MemberParams,
        body: MemberUpdate,
        response: { 200: Member, ...errors },
      },
    },
    async (request) =>
      app.people.updateMember(request, request.params.organizationId, request.params.memberId, request.body),
  );

  app.delete(
    '/:organizationId/members/:memberId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Remove a member and their roles (owners, organizers; an owner or organizer only by owners)',
        params: MemberParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.people.removeMember(request, request.params.organizationId, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  // ─── players, teams, venues, seasons (lists and creation; by id under /api/player …) ──

  app.get(
    '/:organizationId/players',
    {
      schema: {
        tags: ['player'],
        summary:
          'Players; birthday, member id, account and properties only for members; search, filters, paging',
        security: [],
        params: OrganizationParams,
        querystring: PlayerListQuery,
        response: { 200: Paged(Player), ...errors },
      },
    },
    async (request) => app.people.listPlayers(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/players',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['player'],
        summary: 'Add a player (owners, organizers); properties by key',
        params: OrganizationParams,
        body: PlayerInput,
        response: { 201: Player, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createPlayer(request, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/teams',
    {
      schema: {
        tags: ['team'],
        summary:
          'Teams and formations with their players; search (names of teams and players), filters, paging',
        security: [],
        params: OrganizationParams,
        querystring: TeamListQuery,
        response: { 200: Paged(Team), ...errors },
      },
    },
    async (request) => app.people.listTeams(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/teams',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['team'],
        summary:
          'Add a team, or a formation (solo, double, trio: at most 1, 2, 3 players) (owners, organizers)',
        params: OrganizationParams,
        body: TeamInput,
        response: { 201: Team, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createTeam(request, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/venues',
    {
      schema: {
        tags: ['venue'],
        summary: 'Venues with their playing spaces; search, city, country and sport filters, paging',
        security: [],
        params: OrganizationParams,
        querystring: VenueListQuery,
        response: { 200: Paged(Venue), ...errors },
      },
    },
    async (request) => app.places.listVenues(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/venues',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['venue'],
        summary: 'Add a venue with its playing spaces (owners, organizers)',
        params: OrganizationParams,
        body: VenueInput,
        response: { 201: Venue, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.places.createVenue(request, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/seasons',
    {
      schema: {
        tags: ['season'],
        summary: 'Seasons, the latest first; search, running on a day, paging',
        security: [],
        params: OrganizationParams,
        querystring: SeasonListQuery,
        response: { 200: Paged(Season), ...errors },
      },
    },
    async (request) => app.places.listSeasons(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/seasons',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['season'],
        summary: 'Add a season (owners, organizers)',
        params: OrganizationParams,
        body: SeasonInput,
        response: { 201: Season, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.places.createSeason(request, request.params.organizationId, request.body)),
  );

  // ─── properties ─────────────────────────────────────────────────────────

  app.get(
    '/:organizationId/properties',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary: 'Custom fields for players or events (members)',
        params: OrganizationParams,
        querystring: PropertyListQuery,
        response: { 200: Paged(Property), ...errors },
      },
    },
    async (request) => app.people.listProperties(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/properties',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Define a custom field (owners, organizers): key, label, type text|number|date|boolean|choice, options, applies to players|events',
        params: OrganizationParams,
        body: PropertyInput,
        response: { 201: Property, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createProperty(request, request.params.organizationId, request.body)),
  );

  app.patch(
    '/:organizationId/properties/:propertyId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Change the label or options of a custom field (owners, organizers)',
        params: PropertyParams,
        body: PropertyUpdate,
        response: { 200: Property, ...errors },
      },
    },
    async (request) =>
      app.people.updateProperty(
        request,
        request.params.organizationId,
        request.params.propertyId,
        request.body,
      ),
  );

  app.delete(
    '/:organizationId/properties/:propertyId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Delete a custom field and its values (owners, organizers)',
        params: PropertyParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.people.removeProperty(request, request.params.organizationId, request.params.propertyId);
      return reply.status(204).send(null);
    },
  );

  // ─── invitations and applications ───────────────────────────────────────

  app.get(
    '/:organizationId/invitations',
    {
      ...signedIn,
      schema: {
        tags: ['invitation'],
        summary: 'Invitations of the organization, pending first (owners, organizers)',
        params: OrganizationParams,
        querystring: InvitationListQuery,
        response: { 200: Paged(Invitation), ...errors },
      },
    },
    async (request) =>
      app.invitations.listForOrganization(request, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/invitations',
    {
      ...signedIn,
      config: inviteLimit,
      schema: {
        tags: ['invitation'],
        summary:
          'Invite a user (userId) or an email address (owners, organizers); sendAsEmail mails it through SMTP_URL, or keeps it in the outbox',
        params: OrganizationParams,
        body: InvitationInput,
        response: { 201: Invitation, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.invitations.create(request, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/applications',
    {
      ...signedIn,
      schema: {
        tags: ['application'],
        summary: 'Applications to join, pending first (owners, organizers)',
        params: OrganizationParams,
        querystring: ApplicationListQuery,
        response: { 200: Paged(Application), ...errors },
      },
    },
    async (request) =>
      app.invitations.listApplications(request, request.params.organizationId, request.query),
  );

  // ─── reports ────────────────────────────────────────────────────────────

  app.get(
    '/:organizationId/reports',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary:
          'Report (members): members and players by status, matches, results per player and team; format=csv downloads it as CSV',
        params: OrganizationParams,
        querystring: ReportQuery,
        response: {
          200: Type.Union([OrganizationReport, Type.String({ description: 'text/csv with format=csv' })]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const report = await app.organizationReports.report(request, request.params.organizationId);
      if (request.query.format !== 'csv') return report;
      const name = `organization-${report.organization.id}-report-${report.generatedAt.slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .serializer((payload: unknown) => String(payload))
        .send(app.organizationReports.csv(report));
    },
  );
};

export default organizationRoutes;
export const prefix = '/api/organization';

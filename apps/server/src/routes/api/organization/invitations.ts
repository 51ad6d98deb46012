import {
  ApplicationListQuery,
  Application,
  Invitation,
  InvitationInput,
  InvitationListQuery,
  OrganizationParams,
  Paged,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../shared';

/** invitations can send email: tighter than other writes */
const inviteLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** An organization's invitations and the applications to join it (answered under /api/invitation and /api/application). */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

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
      app.invitations.listForOrganization(request.actor, request.params.organizationId, request.query),
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
        .send(await app.invitations.create(request.actor, request.params.organizationId, request.body)),
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
      app.invitations.listApplications(request.actor, request.params.organizationId, request.query),
  );
};

export default invitationRoutes;

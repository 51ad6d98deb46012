import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  pageOf,
  type Application,
  type ApplicationInput,
  type ApplicationListQuery,
  type Invitation,
  type InvitationInput,
  type InvitationListQuery,
  type PagedResult,
} from '@sportzone/contracts';
import {
  addOrganizationRole,
  decideApplication,
  deleteApplication,
  deleteInvitation,
  ensureMemberOfUser,
  findApplication,
  findInvitation,
  findInvitationByTokenHash,
  findUserById,
  insertApplication,
  insertInvitation,
  listApplications,
  listInvitationsForUser,
  listInvitationsOfOrganization,
  pendingApplicationOf,
  pendingInvitationFor,
  rolesInOrganization,
  updateInvitation,
  type DbOrTx,
  type InvitationWithRefs,
  type UserWithRelations,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import { EMBEDDED_PROVIDER } from '../auth';
import { applicationDto, clean, invitationDto, normalizeSearch, paging, readAccess } from './common';

export interface InvitationsService {
  /** owners and organizers invite a user or an address; with sendAsEmail the invitation is mailed (or kept in the outbox) */
  create(request: FastifyRequest, organizationId: number, input: InvitationInput): Promise<Invitation>;
  listForOrganization(
    request: FastifyRequest,
    organizationId: number,
    query: InvitationListQuery,
  ): Promise<PagedResult<Invitation>>;
  /** invitations to the caller: to their user, or to an address proven theirs */
  mine(request: FastifyRequest, query: InvitationListQuery): Promise<PagedResult<Invitation>>;
  /** the invitation an emailed link points at */
  byToken(request: FastifyRequest, token: string): Promise<Invitation>;
  /** the invitee accepts (becomes a member) or declines */
  answer(
    request: FastifyRequest,
    id: number,
    status: 'accepted' | 'rejected',
    token: string | undefined,
  ): Promise<Invitation>;
  /** owners and organizers take back an invitation */
  withdraw(request: FastifyRequest, id: number): Promise<void>;

  apply(request: FastifyRequest, input: ApplicationInput): Promise<Application>;
  myApplications(request: FastifyRequest, query: ApplicationListQuery): Promise<PagedResult<Application>>;
  listApplications(
    request: FastifyRequest,
    organizationId: number,
    query: ApplicationListQuery,
  ): Promise<PagedResult<Application>>;
  /** owners and organizers accept (the applicant becomes a member) or reject */
  decide(
    request: FastifyRequest,
    id: number,
    status: 'accepted' | 'rejected',
    reason: string | null,
  ): Promise<Application>;
  /** the applicant takes back a pending application */
  withdrawApplication(request: FastifyRequest, id: number): Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** makes the user a member (member record + member role unless they hold a role already) */
export async function admitMember(tx: DbOrTx, organizationId: number, user: UserWithRelations) {
  await ensureMemberOfUser(tx, organizationId, user);
  const roles = await rolesInOrganization(tx, organizationId, user.id);
  if (roles.length === 0) await addOrganizationRole(tx, organizationId, user.id, 'member');
}

export function createInvitationsService(app: FastifyInstance): InvitationsService {
  const db = () => app.database.db;

  /**
   * Addresses the caller has proven: the sign-in identity's email when the provider vouches for it
   * (email_verified), or the embedded provider's account email (people sign in with it). The profile
   * email alone proves nothing: anyone can type any address into a profile.
   */
  const provenEmails = (request: FastifyRequest): string[] => {
    const identity = request.identity;
    if (!identity?.email) return [];
    if (!identity.emailVerified && identity.issuer !== EMBEDDED_PROVIDER) return [];
    return [identity.email.trim().toLowerCase()];
  };

  const invitationOrNotFound = async (id: number): Promise<InvitationWithRefs> => {
    const invitation = await findInvitation(db(), id);
    if (!invitation) throw notFound('Invitation not found.');
    return invitation;
  };

  /** the invitee: the invited user, or (for an address) whoever proves the address or holds the emailed token */
  const isInvitee = (
    request: FastifyRequest,
    me: UserWithRelations,
    invitation: InvitationWithRefs,
    token: string | undefined,
  ) => {
    if (invitation.userId !== null) return invitation.userId === me.id;
    if (token && sameHash(hashToken(token), invitation.tokenHash)) return true;
    return invitation.email !== null && provenEmails(request).includes(invitation.email);
  };

  const mailText = (invitation: InvitationWithRefs, inviter: UserWithRelations, token: string) => {
    const link = new URL('/user/organizations/invitations', app.config.publicUrl);
    link.searchParams.set('invitation', String(invitation.id));
    link.searchParams.set('token', token);
    return [
      `${inviter.firstName} ${inviter.lastName} invited you to join ${invitation.organization.name} on Sportzone.`,
      '',
      invitation.message,
      '',
      `To accept or decline, sign in and open: ${link.toString()}`,
      '',
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n');
  };

  return {
    async create(request, organizationId, input) {
      const { organization } = await app.access.manageOrganization(request, organizationId);
      const me = await app.access.me(request);
      const hasUser = input.userId !== undefined;
      const email = input.email?.trim().toLowerCase() || null;
      if (hasUser === (email !== null)) {
        const message = 'Invite either a user or an email address.';
        throw badRequest(message, { userId: message, email: message });
      }
      const user = hasUser ? await findUserById(db(), input.userId!) : null;
      if (hasUser && !user) throw badRequest('No such user.', { userId: 'no such user' });
      if (user && (await rolesInOrganization(db(), organizationId, user.id)).length > 0) {
        throw conflict('This user is already a member.', 'already_member', { userId: 'is already a member' });
      }
      if (await pendingInvitationFor(db(), organizationId, { userId: user?.id ?? null, email })) {
        throw conflict(
          'There is a pending invitation already.',
          'invitation_pending',
          hasUser ? { userId: 'is invited already' } : { email: 'is invited already' },
        );
      }
      const token = randomBytes(24).toString('base64url');
      const row = await insertInvitation(db(), {
        organizationId,
        userId: user?.id ?? null,
        email,
        message: input.message.trim(),
        sendAsEmail: input.sendAsEmail ?? false,
        tokenHash: hashToken(token),
        invitedBy: me.id,
      });
      const invitation = (await findInvitation(db(), row.id))!;
      if (row.sendAsEmail) {
        const result = await app.mail.send({
          to: user?.email ?? email!,
          subject: `Invitation to join ${organization.name}`,
          text: mailText(invitation, me, token),
          kind: 'invitation',
          referenceId: row.id,
        });
        await updateInvitation(db(), row.id, { emailStatus: result.status });
        invitation.emailStatus = result.status;
      }
      // the invited user hears of it in the app and by push (decision 021); never the inviter's error
      if (user)
        await app.notifications
          .notify([user.id], {
            kind: 'invitation',
            params: { organization: organization.name },
            link: '/user/organizations/invitations',
            dedupeKey: `invitation:${row.id}`,
          })
          .catch((err: unknown) => app.log.error({ err }, 'invitation notification failed'));
      return invitationDto(invitation);
    },

    async listForOrganization(request, organizationId, query) {
      await app.access.manageOrganization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listInvitationsOfOrganization(db(), organizationId, {
        page,
        pageSize,
        status: query.status ?? null,
        searchTerm: normalizeSearch(query.searchTerm),
      });
      return pageOf(rows.map(invitationDto), page, pageSize, total);
    },

    async mine(request, query) {
      const me = await app.access.me(request);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listInvitationsForUser(db(), me.id, provenEmails(request), {
        page,
        pageSize,
        status: query.status ?? null,
        searchTerm: normalizeSearch(query.searchTerm),
      });
      return pageOf(rows.map(invitationDto), page, pageSize, total);
    },

    async byToken(request, token) {
      const me = await app.access.me(request);
      const invitation = await findInvitationByTokenHash(db(), hashToken(token));
      if (!invitation || (invitation.userId !== null && invitation.userId !== me.id))
        throw notFound('Invitation not found.');
      return invitationDto(invitation);
    },

    async answer(request, id, status, token) {
      const me = await app.access.me(request);
      const invitation = await invitationOrNotFound(id);
      // someone else's invitation does not exist for the caller
      if (!isInvitee(request, me, invitation, token)) throw notFound('Invitation not found.');
      if (invitation.status !== 'pending')
        throw conflict('This invitation has been answered already.', 'invitation_decided');
      await app.database.transaction(async (tx) => {
        await updateInvitation(tx, id, { status, decidedAt: new Date(), userId: me.id });
        if (status === 'accepted') await admitMember(tx, invitation.organizationId, me);
      });
      return invitationDto((await findInvitation(db(), id))!);
    },

    async withdraw(request, id) {
      const invitation = await invitationOrNotFound(id);
      await readAccess(app.access, request, invitation.organizationId, 'Invitation', 'manage');
      if (invitation.status !== 'pending')
        throw conflict('Only pending invitations can be withdrawn.', 'invitation_decided');
      await deleteInvitation(db(), id);
    },

    async apply(request, input) {
      const me = await app.access.me(request);
      // a private organization does not exist for outsiders, so nobody applies to it
      const { organization } = await readAccess(app.access, request, input.organizationId, 'Organization');
      if ((await rolesInOrganization(db(), organization.id, me.id)).length > 0) {
        throw conflict('You are a member already.', 'already_member');
      }
      if (await pendingApplicationOf(db(), organization.id, me.id)) {
        throw conflict('You have applied already; wait for the answer.', 'application_pending');
      }
      const row = await insertApplication(db(), {
        organizationId: organization.id,
        userId: me.id,
        message: clean(input.message),
      });
      return applicationDto((await findApplication(db(), row.id))!);
    },

    async myApplications(request, query) {
      const me = await app.access.me(request);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listApplications(db(), {
        page,
        pageSize,
        userId: me.id,
        status: query.status ?? null,
        searchTerm: normalizeSearch(query.searchTerm),
      });
      return pageOf(rows.map(applicationDto), page, pageSize, total);
    },

    async listApplications(request, organizationId, query) {
      await app.access.manageOrganization(request, organizationId);
      const { page, pageSize } = paging(query);
      const { rows, total } = await listApplications(db(), {
        page,
        pageSize,
        organizationId,
        status: query.status ?? null,
        searchTerm: normalizeSearch(query.searchTerm),
      });
      return pageOf(rows.map(applicationDto), page, pageSize, total);
    },

    async decide(request, id, status, reason) {
      const application = await findApplication(db(), id);
      if (!application) throw notFound('Application not found.');
      const me = await app.access.me(request);
      await readAccess(app.access, request, application.organizationId, 'Application', 'manage');
      await app.database.transaction(async (tx) => {
        if (!(await decideApplication(tx, id, { status, reason: clean(reason), decidedBy: me.id }))) {
          throw conflict('This application has been decided already.', 'application_decided');
        }
        if (status === 'accepted') {
          const applicant = await findUserById(tx, application.userId);
          if (applicant) await admitMember(tx, application.organizationId, applicant);
        }
      });
      return applicationDto((await findApplication(db(), id))!);
    },

    async withdrawApplication(request, id) {
      const me = await app.access.me(request);
      const application = await findApplication(db(), id);
      if (!application || application.userId !== me.id) throw notFound('Application not found.');
      if (application.status !== 'pending')
        throw conflict('Only pending applications can be withdrawn.', 'application_decided');
      await deleteApplication(db(), id);
    },
  };
}

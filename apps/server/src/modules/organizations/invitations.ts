import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type Invitation,
  type InvitationInput,
  type InvitationListQuery,
  type PagedResult,
} from '@sportzone/contracts';
import {
  deleteInvitation,
  findInvitation,
  findInvitationByTokenHash,
  findUserById,
  insertInvitation,
  listInvitationsForUser,
  listInvitationsOfOrganization,
  pendingInvitationFor,
  rolesInOrganization,
  updateInvitation,
  type InvitationWithRefs,
  type UserWithRelations,
} from '@sportzone/db';
import type { Actor } from '../actor';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { EMBEDDED_PROVIDER } from '../../plugins/app/auth';
import type { MailService } from '../notifications/mail';
import { listPage, readAccess } from './common';
import { createApplicationsService, type ApplicationsDeps, type ApplicationsService } from './applications';
import { invitationDto } from './dto';
import { admitMember } from './members';

export interface InvitationsDeps extends ApplicationsDeps {
  mail: Pick<MailService, 'send'>;
  /** where the emailed link points */
  publicUrl: string;
}

/** Invitations to join an organization, and the applications to join one. */
export interface InvitationsService extends ApplicationsService {
  /** owners and organizers invite a user or an address; with sendAsEmail the invitation is mailed (or kept in the outbox) */
  create(actor: Actor, organizationId: number, input: InvitationInput): Promise<Invitation>;
  listForOrganization(
    actor: Actor,
    organizationId: number,
    query: InvitationListQuery,
  ): Promise<PagedResult<Invitation>>;
  /** invitations to the caller: to their user, or to an address proven theirs */
  mine(actor: Actor, query: InvitationListQuery): Promise<PagedResult<Invitation>>;
  /** the invitation an emailed link points at */
  byToken(actor: Actor, token: string): Promise<Invitation>;
  /** the invitee accepts (becomes a member) or declines */
  answer(
    actor: Actor,
    id: number,
    status: 'accepted' | 'rejected',
    token: string | undefined,
  ): Promise<Invitation>;
  /** owners and organizers take back an invitation */
  withdraw(actor: Actor, id: number): Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Addresses the caller has proven: the sign-in identity's email when the provider vouches for it
 * (email_verified), or the embedded provider's account email (people sign in with it). The profile
 * email alone proves nothing: anyone can type any address into a profile.
 */
export const provenEmails = (actor: Actor): string[] => {
  const identity = actor.identity;
  if (!identity?.email) return [];
  if (!identity.emailVerified && identity.issuer !== EMBEDDED_PROVIDER) return [];
  return [identity.email.trim().toLowerCase()];
};

/** the invitee: the invited user, or (for an address) whoever proves the address or holds the emailed token */
export const isInvitee = (
  actor: Actor,
  me: UserWithRelations,
  invitation: InvitationWithRefs,
  token: string | undefined,
) => {
  if (invitation.userId !== null) return invitation.userId === me.id;
  if (token && sameHash(hashToken(token), invitation.tokenHash)) return true;
  return invitation.email !== null && provenEmails(actor).includes(invitation.email);
};

/** the invitation email, its link to this server (`publicUrl`) carrying the secret token */
export const mailText = (
  invitation: InvitationWithRefs,
  inviter: UserWithRelations,
  token: string,
  publicUrl: string,
) => {
  const link = new URL('/user/organizations/invitations', publicUrl);
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

export function createInvitationsService(deps: InvitationsDeps): InvitationsService {
  const { access, mail, notifications, publicUrl, log } = deps;
  const db = () => deps.database.db;

  const invitationOrNotFound = async (id: number): Promise<InvitationWithRefs> => {
    const invitation = await findInvitation(db(), id);
    if (!invitation) throw notFound('Invitation not found.');
    return invitation;
  };

  return {
    ...createApplicationsService(deps),

    async create(actor, organizationId, input) {
      const { organization } = await access.manageOrganization(actor, organizationId);
      const me = await access.me(actor);
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
        const result = await mail.send({
          to: user?.email ?? email!,
          subject: `Invitation to join ${organization.name}`,
          text: mailText(invitation, me, token, publicUrl),
          kind: 'invitation',
          referenceId: row.id,
        });
        await updateInvitation(db(), row.id, { emailStatus: result.status });
        invitation.emailStatus = result.status;
      }
      // the invited user hears of it in the app and by push (decision 021); never the inviter's error
      if (user)
        await notifications
          .notify([user.id], {
            kind: 'invitation',
            params: { organization: organization.name },
            link: '/user/organizations/invitations',
            dedupeKey: `invitation:${row.id}`,
          })
          .catch((err: unknown) => log.error({ err }, 'invitation notification failed'));
      return invitationDto(invitation);
    },

    async listForOrganization(actor, organizationId, query) {
      await access.manageOrganization(actor, organizationId);
      return listPage(
        query,
        (window) =>
          listInvitationsOfOrganization(db(), organizationId, { ...window, status: query.status ?? null }),
        (rows) => rows.map(invitationDto),
      );
    },

    async mine(actor, query) {
      const me = await access.me(actor);
      return listPage(
        query,
        (window) =>
          listInvitationsForUser(db(), me.id, provenEmails(actor), {
            ...window,
            status: query.status ?? null,
          }),
        (rows) => rows.map(invitationDto),
      );
    },

    async byToken(actor, token) {
      const me = await access.me(actor);
      const invitation = await findInvitationByTokenHash(db(), hashToken(token));
      if (!invitation || (invitation.userId !== null && invitation.userId !== me.id))
        throw notFound('Invitation not found.');
      return invitationDto(invitation);
    },

    async answer(actor, id, status, token) {
      const me = await access.me(actor);
      const invitation = await invitationOrNotFound(id);
      // someone else's invitation does not exist for the caller
      if (!isInvitee(actor, me, invitation, token)) throw notFound('Invitation not found.');
      if (invitation.status !== 'pending')
        throw conflict('This invitation has been answered already.', 'invitation_decided');
      await deps.database.transaction(async (tx) => {
        await updateInvitation(tx, id, { status, decidedAt: new Date(), userId: me.id });
        if (status === 'accepted') await admitMember(tx, invitation.organizationId, me);
      });
      return invitationDto((await findInvitation(db(), id))!);
    },

    async withdraw(actor, id) {
      const invitation = await invitationOrNotFound(id);
      await readAccess(access, actor, invitation.organizationId, 'Invitation', 'manage');
      if (invitation.status !== 'pending')
        throw conflict('Only pending invitations can be withdrawn.', 'invitation_decided');
      await deleteInvitation(db(), id);
    },
  };
}

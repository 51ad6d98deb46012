import {
  type Application,
  type ApplicationInput,
  type ApplicationListQuery,
  type PagedResult,
} from '@sportzone/contracts';
import {
  decideApplication,
  ensurePlayerOfUser,
  deleteApplication,
  findApplication,
  findUserById,
  insertApplication,
  listApplications,
  pendingApplicationOf,
  rolesInOrganization,
} from '@sportzone/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../actor';
import { conflict, notFound } from '../../lib/http-errors';
import { clean, listPage, readAccess, type OrganizationDeps } from './common';
import { applicationDto } from './dto';

import { admitMember } from './members';
import type { NotificationsService } from '../notifications/service';

export interface ApplicationsDeps extends OrganizationDeps {
  notifications: Pick<NotificationsService, 'notify'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Applications to join an organization: people apply, owners and organizers decide. One who applied to
 * play becomes a member and a player linked to their account in one step; the applicant is told.
 */
export interface ApplicationsService {
  apply(actor: Actor, input: ApplicationInput): Promise<Application>;
  myApplications(actor: Actor, query: ApplicationListQuery): Promise<PagedResult<Application>>;
  listApplications(
    actor: Actor,
    organizationId: number,
    query: ApplicationListQuery,
  ): Promise<PagedResult<Application>>;
  /** owners and organizers accept (the applicant becomes a member, and a player if they asked to play) or reject */
  decide(
    actor: Actor,
    id: number,
    status: 'accepted' | 'rejected',
    reason: string | null,
  ): Promise<Application>;
  /** the applicant takes back a pending application */
  withdrawApplication(actor: Actor, id: number): Promise<void>;
}

export function createApplicationsService(deps: ApplicationsDeps): ApplicationsService {
  const { access, notifications, log } = deps;
  const db = () => deps.database.db;

  return {
    async apply(actor, input) {
      const me = await access.me(actor);
      // a private organization does not exist for outsiders, so nobody applies to it
      const { organization } = await readAccess(access, actor, input.organizationId, 'Organization');
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
        wantsToPlay: input.wantsToPlay ?? false,
      });
      return applicationDto((await findApplication(db(), row.id))!);
    },

    async myApplications(actor, query) {
      const me = await access.me(actor);
      return listPage(
        query,
        (window) => listApplications(db(), { ...window, userId: me.id, status: query.status ?? null }),
        (rows) => rows.map(applicationDto),
      );
    },

    async listApplications(actor, organizationId, query) {
      await access.manageOrganization(actor, organizationId);
      return listPage(
        query,
        (window) => listApplications(db(), { ...window, organizationId, status: query.status ?? null }),
        (rows) => rows.map(applicationDto),
      );
    },

    async decide(actor, id, status, reason) {
      const application = await findApplication(db(), id);
      if (!application) throw notFound('Application not found.');
      const me = await access.me(actor);
      await readAccess(access, actor, application.organizationId, 'Application', 'manage');
      const admitted = await deps.database.transaction(async (tx) => {
        if (!(await decideApplication(tx, id, { status, reason: clean(reason), decidedBy: me.id }))) {
          throw conflict('This application has been decided already.', 'application_decided');
        }
        if (status !== 'accepted') return null;
        const applicant = await findUserById(tx, application.userId);
        if (!applicant) return null;
        await admitMember(tx, application.organizationId, applicant);
        if (application.wantsToPlay) await ensurePlayerOfUser(tx, application.organizationId, applicant);
        return applicant;
      });
      // told after the commit, and never the organizer's error (decision 021)
      if (admitted)
        await notifications
          .notify([admitted.id], {
            kind: 'application_accepted',
            params: { organization: application.organization.name, player: application.wantsToPlay },
            link: `/user/organizations/${application.organizationId}/public`,
            dedupeKey: `application:${id}`,
          })
          .catch((err: unknown) => log.error({ err }, 'application notification failed'));
      return applicationDto((await findApplication(db(), id))!);
    },

    async withdrawApplication(actor, id) {
      const me = await access.me(actor);
      const application = await findApplication(db(), id);
      if (!application || application.userId !== me.id) throw notFound('Application not found.');
      if (application.status !== 'pending')
        throw conflict('Only pending applications can be withdrawn.', 'application_decided');
      await deleteApplication(db(), id);
    },
  };
}

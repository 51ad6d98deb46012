import {
  type Application,
  type ApplicationInput,
  type ApplicationListQuery,
  type PagedResult,
} from '@sportzone/contracts';
import {
  decideApplication,
  deleteApplication,
  findApplication,
  findUserById,
  insertApplication,
  listApplications,
  pendingApplicationOf,
  rolesInOrganization,
} from '@sportzone/db';
import type { Actor } from '../actor';
import { conflict, notFound } from '../../lib/http-errors';
import { clean, listPage, readAccess, type OrganizationDeps } from './common';
import { applicationDto } from './dto';

import { admitMember } from './members';

/** Applications to join an organization: people apply, owners and organizers decide. */
export interface ApplicationsService {
  apply(actor: Actor, input: ApplicationInput): Promise<Application>;
  myApplications(actor: Actor, query: ApplicationListQuery): Promise<PagedResult<Application>>;
  listApplications(
    actor: Actor,
    organizationId: number,
    query: ApplicationListQuery,
  ): Promise<PagedResult<Application>>;
  /** owners and organizers accept (the applicant becomes a member) or reject */
  decide(
    actor: Actor,
    id: number,
    status: 'accepted' | 'rejected',
    reason: string | null,
  ): Promise<Application>;
  /** the applicant takes back a pending application */
  withdrawApplication(actor: Actor, id: number): Promise<void>;
}

export function createApplicationsService(deps: OrganizationDeps): ApplicationsService {
  const { access } = deps;
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
      await deps.database.transaction(async (tx) => {
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

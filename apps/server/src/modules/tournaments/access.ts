import { findTournament, type Db, type TournamentRow } from '@sportzone/db';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import type { AccessService, OrganizationAccess } from '../../plugins/app/access';
import type { Actor } from '../actor';

export interface TournamentContext {
  tournament: TournamentRow;
  access: OrganizationAccess;
}

export interface TournamentAccess {
  /**
   * A tournament is as hidden as its organization (decision 012): 404 for a private organization's
   * outsiders, and for a tournament private by its own setting to everybody but its organizers.
   */
  load(actor: Actor, id: number, level?: 'read' | 'manage'): Promise<TournamentContext>;
  organizationFor(
    actor: Actor,
    organizationId: number,
    level: 'read' | 'manage',
  ): Promise<OrganizationAccess>;
}

export function createTournamentAccess(deps: { db(): Db; access: AccessService }): TournamentAccess {
  const { access } = deps;
  return {
    async load(actor, id, level = 'read') {
      if (level === 'manage') await access.requireCaller(actor);
      const tournament = await findTournament(deps.db(), id);
      if (!tournament) throw notFound('Tournament not found.');
      let organization: OrganizationAccess;
      try {
        organization = await access.organization(actor, tournament.organizationId);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) throw notFound('Tournament not found.');
        throw err;
      }
      if (tournament.privacy === 'private' && !organization.canManage)
        throw notFound('Tournament not found.');
      if (level === 'manage' && !organization.canManage)
        throw forbidden('Only the organization\u2019s owners and organizers can do this.');
      return { tournament, access: organization };
    },

    async organizationFor(actor, organizationId, level) {
      if (level === 'manage') return access.manageOrganization(actor, organizationId);
      return access.organization(actor, organizationId);
    },
  };
}

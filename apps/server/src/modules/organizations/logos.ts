import type { Organization } from '@sportzone/contracts';
import { deleteOrganizationLogo, findOrganizationLogo, saveOrganizationLogo } from '@sportzone/db';
import { notFound } from '../../lib/http-errors';
import type { OrganizationAccess } from '../../plugins/app/access';
import type { Actor } from '../actor';
import { processPicture } from '../users/pictures';
import type { OrganizationDeps } from './common';

/** An organization's logo: uploaded by owners and organizers, as visible as the organization. */
export interface LogosService {
  setLogo(actor: Actor, id: number, body: Buffer, contentType: string): Promise<Organization>;
  removeLogo(actor: Actor, id: number): Promise<Organization>;
  logo(
    actor: Actor,
    id: number,
  ): Promise<{ contentType: string; data: Buffer; updatedAt: Date; isPublic: boolean }>;
}

export interface LogosDeps extends OrganizationDeps {
  /** the organization's DTO after a change, as the caller sees it */
  toDto(actor: Actor, found: OrganizationAccess): Promise<Organization>;
}

export function createLogosService(deps: LogosDeps): LogosService {
  const { access, toDto } = deps;
  const db = () => deps.database.db;

  return {
    async setLogo(actor, id, body, contentType) {
      await access.manageOrganization(actor, id);
      await saveOrganizationLogo(db(), id, await processPicture(body, contentType, 'contain'));
      return toDto(actor, await access.organization(actor, id));
    },

    async removeLogo(actor, id) {
      await access.manageOrganization(actor, id);
      await deleteOrganizationLogo(db(), id);
      return toDto(actor, await access.organization(actor, id));
    },

    async logo(actor, id) {
      const found = await access.organization(actor, id);
      const logo = await findOrganizationLogo(db(), id);
      if (!logo) throw notFound('No logo.');
      return {
        contentType: logo.contentType,
        data: logo.data,
        updatedAt: logo.updatedAt,
        isPublic: found.effectivePrivacy !== 'private',
      };
    },
  };
}

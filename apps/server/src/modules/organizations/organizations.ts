import {
  type MyOrganizationsQuery,
  type Organization,
  type OrganizationInput,
  type OrganizationListQuery,
  type OrganizationRole,
  type OrganizationUpdate,
  type PagedResult,
} from '@sportzone/contracts';
import {
  ancestorChains,
  childOrganizations,
  deleteOrganization,
  followedAmong,
  insertOrganization,
  organizationRefs,
  organizationsOfUser,
  rolesInOrganizations,
  searchOrganizations,
  updateOrganization,
  type DbOrTx,
  type OrganizationRow,
} from '@sportzone/db';
import type { Actor } from '../actor';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import type { OrganizationAccess } from '../../plugins/app/access';
import { cleanPatch, definedOnly, listPage, lowerPatch, pastDate, type OrganizationDeps } from './common';
import { organizationDto, type Permissions } from './dto';
import { createLogosService, type LogosService } from './logos';
import { createRolesService, grant, type RolesService } from './roles';

/** What an organization's privacy means for its matches (the match service's side of it). */
export interface OrganizationMatches {
  /** its matches (and its sub-organizations') are as hidden as it is now: lists and viewers hear of it */
  organizationChanged(organizationId: number): Promise<void>;
  /** its matches outlive it: hidden in the deleting transaction, published after the commit */
  organizationDeleting(
    organizationId: number,
  ): Promise<{ hide(tx: DbOrTx): Promise<void>; publish(): Promise<void> }>;
}

export interface OrganizationsServiceDeps extends OrganizationDeps {
  matches: OrganizationMatches;
}

/** Organizations, sub-organizations, their logos and roles. */
export interface OrganizationsService extends RolesService, LogosService {
  /** top level: global Organizer or Admin; a sub-organization: owners and organizers of its parent. The creator becomes owner. */
  create(actor: Actor, input: OrganizationInput): Promise<Organization>;
  get(actor: Actor, id: number): Promise<Organization>;
  update(actor: Actor, id: number, input: OrganizationUpdate): Promise<Organization>;
  /** owners (here or up the tree) and admins; sub-organizations and everything inside go with it */
  remove(actor: Actor, id: number): Promise<void>;
  /** public organizations (all for admins); unlisted ones only by link */
  search(actor: Actor, query: OrganizationListQuery): Promise<PagedResult<Organization>>;
  mine(actor: Actor, query: MyOrganizationsQuery): Promise<PagedResult<Organization>>;
  children(actor: Actor, id: number, query: OrganizationListQuery): Promise<PagedResult<Organization>>;
  /** DTOs for a page of organizations, with the caller's roles (inherited ones too) and follows */
  toDtos(actor: Actor, rows: OrganizationRow[]): Promise<Organization[]>;
  /** the DTO from an access check already made */
  toDto(actor: Actor, found: OrganizationAccess): Promise<Organization>;
}

/** what roles held here or up the tree allow (an admin may do everything) */
export const permissionsOf = (roles: OrganizationRole[], isAdmin: boolean): Permissions => ({
  roles,
  canManage: isAdmin || roles.includes('owner') || roles.includes('organizer'),
  canOwn: isAdmin || roles.includes('owner'),
  canSeePrivate: isAdmin || roles.length > 0,
});

/** DTOs of organizations as the caller sees them: their roles (inherited ones too) and follows. */
export function createOrganizationDtos(
  deps: OrganizationDeps,
): Pick<OrganizationsService, 'toDtos' | 'toDto'> {
  const { access } = deps;
  const db = () => deps.database.db;

  const toDtos: OrganizationsService['toDtos'] = async (actor, rows) => {
    if (rows.length === 0) return [];
    const user = await access.meOrNull(actor);
    const isAdmin = user?.roles.includes('Admin') ?? false;
    const chains = await ancestorChains(
      db(),
      rows.map((r) => r.id),
    );
    const allIds = [...new Set([...chains.values()].flat())];
    const held = user ? await rolesInOrganizations(db(), allIds, user.id) : [];
    const parents = await organizationRefs(
      db(),
      rows.map((r) => r.parentId).filter((id): id is number => id !== null),
    );
    const following = user
      ? await followedAmong(
          db(),
          user.id,
          'organization',
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return rows.map((row) => {
      const chain = chains.get(row.id) ?? [row.id];
      const roles = [...new Set(held.filter((h) => chain.includes(h.organizationId)).map((h) => h.role))];
      return organizationDto(
        row,
        permissionsOf(roles, isAdmin),
        row.parentId !== null ? (parents.get(row.parentId) ?? null) : null,
        following.has(row.id),
      );
    });
  };

  const toDto: OrganizationsService['toDto'] = async (actor, found) =>
    (await toDtos(actor, [found.organization]))[0]!;

  return { toDtos, toDto };
}

export function createOrganizationsService(deps: OrganizationsServiceDeps): OrganizationsService {
  const { access, matches } = deps;
  const db = () => deps.database.db;

  const normalize = (input: OrganizationUpdate) =>
    definedOnly({
      name: input.name?.trim(),
      email: lowerPatch(input.email),
      website: cleanPatch(input.website),
      phoneNumber: cleanPatch(input.phoneNumber),
      privacy: input.privacy,
      establishedOn: pastDate('establishedOn', input.establishedOn),
      language: lowerPatch(input.language),
      description: cleanPatch(input.description),
    });

  const { toDtos, toDto } = createOrganizationDtos(deps);
  const roles = createRolesService(deps);
  return {
    ...roles,
    ...createLogosService({ ...deps, toDto }),
    toDtos,
    toDto,

    async create(actor, input) {
      const me = await access.me(actor);
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        try {
          await access.manageOrganization(actor, parentId);
        } catch (err) {
          if (err instanceof Error && 'statusCode' in err && err.statusCode === 404) {
            throw badRequest('The parent organization does not exist.', { parentId: 'no such organization' });
          }
          throw err;
        }
      } else if (!me.roles.includes('Organizer') && !me.roles.includes('Admin')) {
        throw forbidden('Creating an organization needs organizer rights: apply for them in your requests.');
      }
      const values = normalize(input);
      const org = await deps.database.transaction(async (tx) => {
        const row = await insertOrganization(tx, { ...values, name: values.name!, parentId });
        await grant(tx, row.id, me, 'owner');
        return row;
      });
      return (await toDtos(actor, [org]))[0]!;
    },

    async get(actor, id) {
      return toDto(actor, await access.organization(actor, id));
    },

    async update(actor, id, input) {
      const { organization: before } = await access.manageOrganization(actor, id);
      const values = normalize(input);
      if (values.name === '') throw badRequest('name is required', { name: 'is required' });
      const row = await updateOrganization(db(), id, values);
      if (!row) throw notFound('Organization not found.');
      // its matches (and its sub-organizations') are as hidden as it is: live lists and viewers hear of it
      if (row.privacy !== before.privacy) await matches.organizationChanged(id);
      return (await toDtos(actor, [row]))[0]!;
    },

    async remove(actor, id) {
      await access.ownOrganization(actor, id);
      // its matches outlive it (without an organization) exactly as hidden as it made them
      const orphans = await matches.organizationDeleting(id);
      await deps.database.transaction(async (tx) => {
        await orphans.hide(tx);
        await deleteOrganization(tx, id);
      });
      await orphans.publish();
    },

    async search(actor, query) {
      const user = await access.meOrNull(actor);
      const scope = user?.roles.includes('Admin') ? 'all' : 'public';
      return listPage(
        query,
        (window) => searchOrganizations(db(), { ...window, scope }),
        (rows) => toDtos(actor, rows),
      );
    },

    async mine(actor, query) {
      const me = await access.me(actor);
      return listPage(
        query,
        (window) => organizationsOfUser(db(), me.id, { ...window, role: query.role ?? null }),
        (rows) => toDtos(actor, rows),
      );
    },

    async children(actor, id, query) {
      const found = await access.organization(actor, id);
      const user = await access.meOrNull(actor);
      return listPage(
        query,
        (window) =>
          childOrganizations(db(), id, { ...window, all: found.canSeePrivate, viewerId: user?.id ?? null }),
        (rows) => toDtos(actor, rows),
      );
    },
  };
}

import { pageOf, type PagedResult } from '@sportzone/contracts';
import type { AppDatabase } from '../../plugins/external/db';
import type { AccessService, OrganizationAccess } from '../../plugins/app/access';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { normalizeSearch } from '../../lib/search';
import type { Actor } from '../actor';

/** What the organization services are built from. */
export interface OrganizationDeps {
  database: AppDatabase;
  access: AccessService;
}

export type AccessLevel = 'read' | 'member' | 'manage' | 'own';

export interface PageQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
}

export const paging = (query: PageQuery) => ({
  page: query.page ?? 1,
  pageSize: query.pageSize ?? 20,
});

/**
 * One page of a searchable list: the page and the normalized search term go to `load`, its rows come
 * back as DTOs with the total. The access check is the caller's, made before.
 */
export async function listPage<Row, Dto>(
  query: PageQuery & { searchTerm?: string | null | undefined },
  load: (window: { page: number; pageSize: number; searchTerm: string | null }) => Promise<{
    rows: Row[];
    total: number;
  }>,
  toDto: (rows: Row[]) => Dto[] | Promise<Dto[]>,
): Promise<PagedResult<Dto>> {
  const { page, pageSize } = paging(query);
  const { rows, total } = await load({ page, pageSize, searchTerm: normalizeSearch(query.searchTerm) });
  return pageOf(await toDto(rows), page, pageSize, total);
}

/** trimmed text, null when empty */
export const clean = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v ? v : null;
};

/** `undefined` stays undefined (field not sent, PATCH), otherwise like `clean` */
export const cleanPatch = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : clean(value);

export const lowerPatch = (value: string | null | undefined): string | null | undefined =>
  cleanPatch(value)?.toLowerCase() ?? cleanPatch(value);

/** drops keys whose value is undefined, so a PATCH only touches what was sent */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** a real calendar day (format "date" accepts 2024-02-30 in some validators) */
export function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 400 for an impossible date or one in the future (birthdays, founding dates) */
export function pastDate(field: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (!isRealDate(value)) throw badRequest(`${field} is not a real date`, { [field]: 'is not a real date' });
  if (value > today())
    throw badRequest(`${field} cannot be in the future`, { [field]: 'cannot be in the future' });
  return value;
}

export function realDate(field: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (!isRealDate(value)) throw badRequest(`${field} is not a real date`, { [field]: 'is not a real date' });
  return value;
}

/** the placeholder word "Nationality" or an empty value means no filter (SPEC §4) */
export function countryFilter(field: string, value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v || v.toLowerCase() === 'nationality' || v.toLowerCase() === 'country') return null;
  if (!/^[A-Za-z]{2}$/.test(v))
    throw badRequest(`${field} must be a two-letter country code`, {
      [field]: 'must be a two-letter country code',
    });
  return v.toUpperCase();
}

export { timeZoneOrNull } from '../../lib/time-zones';

export const upperOrNull = (value: string | null | undefined) =>
  value ? value.toUpperCase() : (value as null | undefined);

/**
 * Reads an organization for a resource inside it: a private organization's resources do not exist
 * for outsiders, so its 404 names the resource, not the organization.
 */
export async function readAccess(
  access: AccessService,
  actor: Actor,
  organizationId: number,
  what: string,
  level: AccessLevel = 'read',
): Promise<OrganizationAccess> {
  try {
    if (level === 'manage') return await access.manageOrganization(actor, organizationId);
    if (level === 'own') return await access.ownOrganization(actor, organizationId);
    if (level === 'member') return await access.memberOfOrganization(actor, organizationId);
    return await access.organization(actor, organizationId);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw notFound(`${what} not found.`);
    throw err;
  }
}

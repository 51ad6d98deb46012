import type { OrganizationRow } from '@sportzone/db';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, forbidden, notFound } from '../../lib/http-errors';
import type { AccessService, OrganizationAccess } from '../../plugins/app/access';
import { anonymousActor } from '../actor';
import { listPage, readAccess } from './common';
import { permissionsOf } from './organizations';

const granted = { organization: { id: 7 } as OrganizationRow } as OrganizationAccess;

/** an access service whose every check answers `answer` (a grant, or an error to throw) */
function fakeAccess(answer: OrganizationAccess | HttpError) {
  const check = vi.fn(async () => {
    if (answer instanceof HttpError) throw answer;
    return answer;
  });
  const access = {
    organization: check,
    memberOfOrganization: vi.fn(check),
    manageOrganization: vi.fn(check),
    ownOrganization: vi.fn(check),
  } as unknown as AccessService;
  return access;
}

describe('permissionsOf: what roles in an organization allow', () => {
  it('lets owners own and manage, organizers manage, members see private parts', () => {
    expect(permissionsOf(['owner'], false)).toMatchObject({
      canOwn: true,
      canManage: true,
      canSeePrivate: true,
    });
    expect(permissionsOf(['organizer'], false)).toMatchObject({
      canOwn: false,
      canManage: true,
      canSeePrivate: true,
    });
    expect(permissionsOf(['member'], false)).toMatchObject({
      canOwn: false,
      canManage: false,
      canSeePrivate: true,
    });
  });

  it('gives an outsider nothing and an admin everything', () => {
    expect(permissionsOf([], false)).toMatchObject({ canOwn: false, canManage: false, canSeePrivate: false });
    expect(permissionsOf([], true)).toMatchObject({ canOwn: true, canManage: true, canSeePrivate: true });
  });
});

describe('readAccess: an organization read for a resource inside it', () => {
  it('asks the check of the level wanted', async () => {
    for (const [level, method] of [
      ['read', 'organization'],
      ['member', 'memberOfOrganization'],
      ['manage', 'manageOrganization'],
      ['own', 'ownOrganization'],
    ] as const) {
      const access = fakeAccess(granted);
      expect(await readAccess(access, anonymousActor, 7, 'Team', level)).toBe(granted);
      expect(access[method]).toHaveBeenCalledWith(anonymousActor, 7);
    }
  });

  it('names the resource in the 404 of a hidden organization, so nothing about it leaks', async () => {
    const access = fakeAccess(notFound('Organization not found.'));
    await expect(readAccess(access, anonymousActor, 7, 'Venue')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Venue not found.',
    });
  });

  it('lets a refusal through as it is', async () => {
    const refusal = forbidden('Only the organization\u2019s owners can do this.');
    await expect(readAccess(fakeAccess(refusal), anonymousActor, 7, 'Team', 'own')).rejects.toBe(refusal);
  });
});

describe('listPage', () => {
  it('loads the page asked for with the search term normalized, and maps its rows', async () => {
    const load = vi.fn(async () => ({ rows: [1, 2], total: 12 }));
    const page = await listPage({ page: 2, pageSize: 2, searchTerm: '  Sofia ' }, load, (rows) =>
      rows.map((n) => `#${n}`),
    );
    expect(load).toHaveBeenCalledWith({ page: 2, pageSize: 2, searchTerm: 'sofia' });
    expect(page).toMatchObject({
      items: ['#1', '#2'],
      currentPage: 2,
      pageSize: 2,
      totalCount: 12,
      totalPages: 6,
    });
  });

  it('takes the first page of 20 and no filter by default', async () => {
    const load = vi.fn(async () => ({ rows: [], total: 0 }));
    await listPage({ searchTerm: '   ' }, load, (rows) => rows);
    expect(load).toHaveBeenCalledWith({ page: 1, pageSize: 20, searchTerm: null });
  });
});

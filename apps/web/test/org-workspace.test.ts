import { describe, expect, it } from 'vitest';
import { confirmsName } from '@/components/ui/confirms-name';
import {
  knownServerMessage,
  organizationFieldProblem,
  organizationInput,
  organizationFormValues,
  websiteOrNull,
} from '@/features/org-workspace/lib/forms';
import { grantableRoles, groupByUser, mayRevoke, topRole } from '@/features/org-workspace/lib/roles';
import { sectionOfPath, visibleSections, workspacePath } from '@/features/org-workspace/lib/sections';
import {
  emptyOrganizationUser,
  nextStepKey,
  organizationUserFieldProblem,
  organizationUserInput,
} from '@/features/org-workspace/lib/users';

const rights = (canManage: boolean, canOwn: boolean, canSeePrivate: boolean) => ({
  canManage,
  canOwn,
  canSeePrivate,
});

describe('workspace sections', () => {
  it('shows managers everything, members the private parts, visitors the public lists', () => {
    expect(visibleSections(rights(true, false, true)).map((s) => s.key)).toEqual([
      'menu',
      'matches',
      'containers',
      'tournaments',
      'organizations',
      'reports',
      'roles',
      'members',
      'users',
      'players',
      'teams',
      'venues',
      'seasons',
      'properties',
      'invitations',
      'applications',
      'api-keys',
      'webhooks',
    ]);
    const member = visibleSections(rights(false, false, true)).map((s) => s.key);
    expect(member).toContain('roles');
    expect(member).not.toContain('invitations');
    expect(member).not.toContain('applications');
    expect(member).not.toContain('api-keys');
    expect(member).not.toContain('webhooks');
    // the organization's users are listed for owners and organizers only (the server agrees)
    expect(member).not.toContain('users');
    const visitor = visibleSections(rights(false, false, false)).map((s) => s.key);
    expect(visitor).toEqual([
      'menu',
      'matches',
      'containers',
      'tournaments',
      'organizations',
      'members',
      'players',
      'teams',
      'venues',
      'seasons',
    ]);
  });

  it('reads the section from a workspace path', () => {
    expect(sectionOfPath('/organizer/organizations/7/members')).toBe('members');
    expect(sectionOfPath('/organizer/organizations/7/matches')).toBe('matches');
    expect(sectionOfPath('/organizer/organizations/7/teams/3')).toBe('teams');
    expect(sectionOfPath('/organizer/organizations/7')).toBeNull();
    expect(sectionOfPath('/organizer/organizations/7/containers/12/signups')).toBe('containers');
    expect(sectionOfPath('/organizer/organizations/7/tournaments')).toBe('tournaments');
    expect(sectionOfPath('/organizer/organizations/7/api-keys')).toBe('api-keys');
    expect(sectionOfPath('/organizer/organizations/7/webhooks')).toBe('webhooks');
    expect(sectionOfPath('/organizer/organizations/7/users')).toBe('users');
    expect(sectionOfPath('/organizer/organizations/7/unknown')).toBeNull();
    expect(workspacePath(7)).toBe('/organizer/organizations/7/menu');
  });
});

describe('an account made for the organization', () => {
  it('needs the names and a real email address', () => {
    expect(organizationUserFieldProblem('firstName', '  ')).toBe('required');
    expect(organizationUserFieldProblem('lastName', 'Petrova')).toBeNull();
    expect(organizationUserFieldProblem('email', '')).toBe('required');
    expect(organizationUserFieldProblem('email', 'elena@')).toBe('invalidEmail');
    expect(organizationUserFieldProblem('email', ' elena@riverside.example ')).toBeNull();
  });

  it('sends trimmed names, the email in lower case and no empty middle name', () => {
    expect(
      organizationUserInput(7, {
        ...emptyOrganizationUser(),
        firstName: ' Elena ',
        lastName: 'Petrova ',
        email: ' Elena@Riverside.Example',
        nationality: 'BG',
      }),
    ).toEqual({
      organizationId: 7,
      firstName: 'Elena',
      middleName: null,
      lastName: 'Petrova',
      email: 'elena@riverside.example',
      nationality: 'BG',
    });
  });

  it('tells what happens next by the sign-in provider', () => {
    expect(nextStepKey(true)).toBe('nextStepEmbedded');
    expect(nextStepKey(false)).toBe('nextStepProvider');
  });
});

describe('roles', () => {
  it('lets organizers give the member role only, owners every role', () => {
    expect(grantableRoles({ canManage: true, canOwn: false })).toEqual(['member']);
    expect(grantableRoles({ canManage: true, canOwn: true })).toEqual(['owner', 'organizer', 'member']);
    expect(grantableRoles({ canManage: false, canOwn: false })).toEqual([]);
  });

  it('keeps the last owner and a member role under a higher one', () => {
    const owner = { canManage: true, canOwn: true };
    expect(mayRevoke(owner, { role: 'owner', userId: 1 }, ['owner'], 1)).toBe(false);
    expect(mayRevoke(owner, { role: 'owner', userId: 1 }, ['owner'], 2)).toBe(true);
    expect(mayRevoke(owner, { role: 'member', userId: 2 }, ['organizer', 'member'], 1)).toBe(false);
    expect(mayRevoke(owner, { role: 'member', userId: 2 }, ['member'], 1)).toBe(true);
    expect(
      mayRevoke({ canManage: true, canOwn: false }, { role: 'organizer', userId: 2 }, ['organizer'], 1),
    ).toBe(false);
  });

  it('orders and groups roles', () => {
    expect(topRole(['member', 'owner', 'organizer'])).toBe('owner');
    expect(topRole([])).toBeNull();
    const user = { id: 1, firstName: 'A', lastName: 'B', email: 'a@b.c' };
    const rows = groupByUser([
      { userId: 1, role: 'member', assignedOn: '', user },
      { userId: 1, role: 'organizer', assignedOn: '', user },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.roles.map((r) => r.role)).toEqual(['organizer', 'member']);
  });
});

describe('organization form', () => {
  it('sends empty fields as null, trims, lower-cases the email and adds https:// to a bare website', () => {
    const values = {
      ...organizationFormValues(null, 'bg'),
      name: '  Riverside Club ',
      email: ' Info@Club.Example ',
      website: 'club.example',
      phoneNumber: '',
    };
    expect(values.language).toBe('bg');
    expect(organizationInput(values, 5)).toEqual({
      name: 'Riverside Club',
      email: 'info@club.example',
      website: 'https://club.example',
      phoneNumber: null,
      privacy: 'public',
      establishedOn: null,
      language: 'bg',
      description: null,
      parentId: 5,
    });
    expect(organizationInput(values)).not.toHaveProperty('parentId');
    expect(websiteOrNull('http://x.example')).toBe('http://x.example');
  });

  it('checks fields before sending and says the server’s messages in the UI language', () => {
    expect(organizationFieldProblem('name', '  ')).toBe('required');
    expect(organizationFieldProblem('email', 'nope')).toBe('invalidEmail');
    expect(organizationFieldProblem('phoneNumber', 'call me')).toBe('invalidPhone');
    expect(organizationFieldProblem('website', 'club.example')).toBeNull();
    expect(knownServerMessage('establishedOn', 'cannot be in the future')).toBe('future');
    expect(knownServerMessage('email', 'must match format "email"')).toBe('invalidEmail');
    expect(knownServerMessage('name', 'something else')).toBeNull();
  });

  it('confirms a deletion only with the name typed', () => {
    expect(confirmsName(' riverside club ', 'Riverside Club')).toBe(true);
    expect(confirmsName('Riverside', 'Riverside Club')).toBe(false);
    expect(confirmsName('', '')).toBe(false);
  });
});

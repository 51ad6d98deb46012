import { describe, expect, it } from 'vitest';
import { listQuery } from '@/features/org-membership/lib/query';
import { reportFileName } from '@/features/org-membership/lib/download';
import { looksLikeEmail, nameOf } from '@/features/org-membership/lib/people';
import { knownMessage } from '@/features/org-membership/lib/server-messages';
import en from '@/lib/i18n/locales/en';

describe('org-membership helpers', () => {
  it('sends the search trimmed and lower-cased, empty as null (SPEC §5)', () => {
    expect(listQuery('  Maria ', 'pending', 2, 20)).toEqual({
      searchTerm: 'maria',
      status: 'pending',
      page: 2,
      pageSize: 20,
    });
    expect(listQuery('   ', null, 1, 20).searchTerm).toBeNull();
  });

  it('names the report file like the server does', () => {
    expect(reportFileName(7, '2026-11-23T09:40:00.000Z')).toBe('organization-7-report-2026-11-23.csv');
    expect(reportFileName(7, null)).toMatch(/^organization-7-report-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('names a person, or falls back to the address', () => {
    expect(nameOf({ firstName: 'Maria', lastName: 'Stoyanova', email: 'm@x.org' })).toBe('Maria Stoyanova');
    expect(nameOf({ firstName: '', lastName: '', email: 'm@x.org' })).toBe('m@x.org');
  });

  it('checks an address loosely before sending', () => {
    expect(looksLikeEmail(' user@sportzone.test ')).toBe(true);
    expect(looksLikeEmail('not-an-address')).toBe(false);
    expect(looksLikeEmail('a@b')).toBe(false);
  });

  it('knows the invitation form’s server messages, and every key exists in the texts', () => {
    const server = en.orgMembership.server as Record<string, string>;
    for (const message of ['is invited already', 'is already a member', 'no such user']) {
      const key = knownMessage(message);
      expect(key).not.toBeNull();
      expect(server[key!.split('.').pop()!]).toBeTruthy();
    }
    expect(knownMessage('something else')).toBeNull();
  });
});

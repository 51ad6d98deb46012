import { addOrganizationRole, insertOrganization, insertUser, type Privacy } from '@sportzone/db';
import { signUp } from '../../src/plugins/external/oidc/accounts';
import { issueLocalAccessToken } from '../../src/plugins/external/oidc/local-token';
import type { TestApp } from './app';

export const DEMO_PASSWORD = 'sportzone-demo';

/** A bearer header for an embedded account, exactly as the provider would issue it. */
export async function bearer(t: TestApp, email: string): Promise<{ authorization: string }> {
  const { token } = await issueLocalAccessToken(t.app.database.db, t.config, { email });
  return { authorization: `Bearer ${token}` };
}

/** A new sign-in account with no profile yet (what "sign up" gives). */
export async function signUpAccount(t: TestApp, email: string) {
  const result = await signUp(t.app.database.db, {
    email,
    password: 'correct horse 1',
    repeat: 'correct horse 1',
  });
  if (!result.ok) throw new Error(`sign up failed: ${result.problem}`);
  return { account: result.account, headers: await bearer(t, email) };
}

/** A signed-up person with a profile, created through the API like the web app does. */
export async function person(
  t: TestApp,
  email: string,
  profile: Partial<{ firstName: string; lastName: string; nationality: string | null }> = {},
) {
  const { account, headers } = await signUpAccount(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers,
    payload: { id: 0, firstName: 'Test', lastName: 'Person', email, nationality: null, ...profile },
  });
  if (res.statusCode !== 201) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
  return { account, headers, user: res.json() as { id: number; email: string; roles: string[] } };
}

/** A user row with no sign-in at all (lists and paging). */
export async function plainUser(t: TestApp, i: number, nationality: string | null) {
  return insertUser(t.app.database.db, {
    firstName: `First${String(i).padStart(2, '0')}`,
    lastName: `Last${i}`,
    middleName: null,
    email: `bulk${i}@example.com`,
    nationality,
  });
}

export async function organization(
  t: TestApp,
  name: string,
  members: { userId: number; role: 'owner' | 'organizer' | 'member' }[] = [],
  privacy: Privacy = 'public',
  parentId: number | null = null,
) {
  const org = await insertOrganization(t.app.database.db, { name, privacy, parentId });
  for (const m of members) await addOrganizationRole(t.app.database.db, org.id, m.userId, m.role);
  return org;
}

import {
  addRoles,
  countAccounts,
  findUserByEmail,
  insertAccount,
  insertUser,
  linkIdentity,
  type Role,
} from '@sportzone/db';
import { randomUUID } from 'node:crypto';
import { EMBEDDED_PROVIDER } from '../../plugins/app/auth';
import type { AppDatabase } from '../../plugins/external/db';
import { hashPassword } from '../../plugins/external/oidc/passwords';

/** Password of every demo account (README, tests, `npm run token -- --email …`). */
export const DEMO_PASSWORD = 'sportzone-demo';

export interface DemoAccount {
  email: string;
  roles: Role[];
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** ISO 3166-1 alpha-2 */
  nationality: string;
}

/** The demo accounts created on first start (DEMO_DATA, embedded provider only). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@sportzone.test',
    roles: ['Admin', 'User'],
    firstName: 'Georgi',
    middleName: 'Ivanov',
    lastName: 'Petrov',
    nationality: 'BG',
  },
  {
    email: 'organizer@sportzone.test',
    roles: ['Organizer', 'User'],
    firstName: 'Elena',
    middleName: null,
    lastName: 'Dimitrova',
    nationality: 'BG',
  },
  {
    email: 'player@sportzone.test',
    roles: ['Player', 'User'],
    firstName: 'James',
    middleName: null,
    lastName: 'Whitfield',
    nationality: 'GB',
  },
  {
    email: 'user@sportzone.test',
    roles: ['User'],
    firstName: 'Maria',
    middleName: null,
    lastName: 'Stoyanova',
    nationality: 'BG',
  },
];

/**
 * Demo data for a first start: the demo accounts here, the demo organizations in demo-organizations.ts
 * (while no organization exists), the demo matches in simulator.ts (while no match exists).
 *
 * The demo accounts: sign-in account, user profile, roles and the provider_users link (subject =
 * account id). Runs only with DEMO_DATA, only with the embedded issuer,
 * and only while no account exists; all in one transaction, so it is all there or none of it.
 */
export async function createDemoAccounts(deps: { database: AppDatabase }): Promise<boolean> {
  const db = deps.database.db;
  if ((await countAccounts(db)) > 0) return false;
  // Hash outside the transaction: scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return deps.database.transaction(async (tx) => {
    if ((await countAccounts(tx)) > 0) return false;
    for (const demo of DEMO_ACCOUNTS) {
      const account = await insertAccount(tx, {
        id: randomUUID(),
        email: demo.email,
        passwordHash,
        locale: null,
      });
      if (!account) throw new Error(`demo account ${demo.email} exists already`);
      const user =
        (await findUserByEmail(tx, demo.email)) ??
        (await insertUser(tx, {
          firstName: demo.firstName,
          middleName: demo.middleName,
          lastName: demo.lastName,
          email: demo.email,
          nationality: demo.nationality,
        }));
      await addRoles(tx, user.id, demo.roles);
      await linkIdentity(tx, user.id, EMBEDDED_PROVIDER, account.id, { email: demo.email, demo: true });
    }
    return true;
  });
}

import {
  findAccountByEmail,
  findAccountById,
  findUserByIdentity,
  insertAccount,
  type AccountRow,
  type DbOrTx,
  type Role,
} from '@sportzone/db';
import { randomUUID } from 'node:crypto';
import { EMBEDDED_PROVIDER } from '../../app/auth';
import {
  dummyHash,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from './passwords';

/** Accounts of the embedded provider: the account id is the OIDC subject. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export type SignInResult = { ok: true; account: AccountRow } | { ok: false; reason: 'invalid' | 'disabled' };

export async function authenticate(
  db: DbOrTx,
  emailInput: unknown,
  password: unknown,
): Promise<SignInResult> {
  const email = normalizeEmail(emailInput);
  const secret = typeof password === 'string' ? password : '';
  const account = email ? await findAccountByEmail(db, email) : null;
  // Same work for unknown emails, so response times do not reveal which emails have accounts.
  const valid = await verifyPassword(secret, account?.passwordHash ?? (await dummyHash()));
  if (!account || !valid) return { ok: false, reason: 'invalid' };
  if (account.disabledAt) return { ok: false, reason: 'disabled' };
  return { ok: true, account };
}

export type SignUpProblem = 'email' | 'passwordShort' | 'passwordLong' | 'passwordMismatch' | 'emailTaken';

export function checkSignUp(email: string, password: unknown, repeat: unknown): SignUpProblem | null {
  if (!isValidEmail(email)) return 'email';
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return 'passwordShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'passwordLong';
  if (password !== repeat) return 'passwordMismatch';
  return null;
}

export type SignUpResult = { ok: true; account: AccountRow } | { ok: false; problem: SignUpProblem };

export async function signUp(
  db: DbOrTx,
  input: { email: unknown; password: unknown; repeat: unknown; locale?: string | undefined },
): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const problem = checkSignUp(email, input.password, input.repeat);
  if (problem) return { ok: false, problem };
  if (await findAccountByEmail(db, email)) return { ok: false, problem: 'emailTaken' };
  const account = await insertAccount(db, {
    id: randomUUID(),
    email,
    passwordHash: await hashPassword(input.password as string),
    locale: input.locale ?? null,
  });
  // null: someone took the email between the check and the insert
  return account ? { ok: true, account } : { ok: false, problem: 'emailTaken' };
}

export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  locale?: string;
  roles: Role[];
}

/**
 * Claims of an account. The profile (names, roles) comes from the user linked to it in provider_users
 * (identityProvider 'sportzone', subject = account id); an account without a profile yet has roles [].
 */
export async function accountClaims(db: DbOrTx, account: AccountRow): Promise<AccountClaims> {
  const user = await findUserByIdentity(db, EMBEDDED_PROVIDER, account.id);
  const claims: AccountClaims = {
    sub: account.id,
    email: account.email,
    // Our own sign-up proves the address only by the password chosen for it: no confirmation mail is
    // sent (yet). We still assert email_verified, as decided for demo and signed-up accounts; the API
    // links an unlinked identity to an existing user by verified email (plugins/app/users.ts), so a
    // confirmation step must come before sign-up is opened to strangers.
    email_verified: true,
    roles: user?.roles ?? [],
  };
  if (user) {
    claims.name = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
    claims.given_name = user.firstName;
    claims.family_name = user.lastName;
  }
  if (account.locale) claims.locale = account.locale;
  return claims;
}

export async function activeAccount(db: DbOrTx, id: string): Promise<AccountRow | null> {
  const account = await findAccountById(db, id);
  return account && !account.disabledAt ? account : null;
}

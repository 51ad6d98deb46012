import formbody from '@fastify/formbody';
import {
  findAccountByEmail,
  findAccountById,
  setAccountPassword,
  type AccountRow,
  type Db,
} from '@sportzone/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../config';
import { checkSignUp, isValidEmail, normalizeEmail, type SignUpProblem } from './accounts';
import { pickLocale, TEXTS, type Locale, type Texts } from './i18n';
import { forgotPasswordPage, messagePage, PAGE_SCRIPT_PATH, resetPasswordPage } from './pages';
import { hashPassword } from './passwords';
import { MOUNT_PATH } from './provider';

/**
 * "Forgot password?" for accounts of the embedded provider (decision 016).
 *
 * The reset link carries a stateless token: account id, expiry and an HMAC over both and the account's
 * current password hash. Changing the password changes the hash, so a link works once; it expires after
 * an hour; nothing is stored. The answer to "send me a link" is the same whether the address has an
 * account or not, so the form cannot be used to find out who has one.
 */
export const RESET_TTL_SECONDS = 60 * 60;
export const FORGOT_PATH = `${MOUNT_PATH}/password/forgot`;
export const RESET_PATH = `${MOUNT_PATH}/password/reset`;

const sign = (key: string, accountId: string, expires: number, passwordHash: string) =>
  createHmac('sha256', key).update(`${accountId}.${expires}.${passwordHash}`).digest('base64url');

export function createResetToken(key: string, account: AccountRow, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + RESET_TTL_SECONDS;
  return `${account.id}.${expires}.${sign(key, account.id, expires, account.passwordHash)}`;
}

/** The account a reset token is for, or null when it is malformed, expired, used or the account is disabled. */
export async function accountOfResetToken(
  db: Db,
  key: string,
  token: unknown,
  nowMs = Date.now(),
): Promise<AccountRow | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [accountId, expiresText, mac] = token.split('.');
  const expires = Number(expiresText);
  if (!accountId || !mac || !/^[0-9a-f-]{36}$/.test(accountId) || !Number.isSafeInteger(expires)) return null;
  if (expires * 1000 <= nowMs) return null;
  const account = await findAccountById(db, accountId);
  if (!account || account.disabledAt) return null;
  const expected = Buffer.from(sign(key, account.id, expires, account.passwordHash));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? account : null;
}

export interface PasswordResetOptions {
  config: AppConfig;
  db: () => Db;
  /** the secret that signs reset tokens (the provider's first cookie key) */
  key: string;
}

type Body = Record<string, unknown> | undefined;
const field = (body: Body, name: string): string | undefined => {
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
};
/** An interaction uid as oidc-provider makes them; anything else is dropped rather than echoed. */
const safeUid = (value: unknown) =>
  typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : undefined;

const PASSWORD_PROBLEM: Partial<Record<SignUpProblem, keyof Texts>> = {
  passwordShort: 'errorPasswordShort',
  passwordLong: 'errorPasswordLong',
  passwordMismatch: 'errorPasswordMismatch',
};

const resetMail = (t: Texts, link: string) => ({
  subject: t.resetMailSubject,
  text: `${t.resetMailHello}\n\n${t.resetMailBody}\n\n${link}\n\n${t.resetMailIgnore}\n`,
});

export async function passwordResetRoutes(app: FastifyInstance, opts: PasswordResetOptions) {
  const { config, db, key } = opts;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const home = `${config.publicUrl}/`;

  const localeOf = (request: FastifyRequest, explicit?: unknown): Locale =>
    pickLocale({
      explicit,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const signInHref = (uid: string | undefined, locale: Locale) =>
    uid ? `${MOUNT_PATH}/interaction/${encodeURIComponent(uid)}?lang=${locale}` : `${config.publicUrl}/login`;
  const forgotHref = (locale: Locale, uid?: string) =>
    `${FORGOT_PATH}?lang=${locale}${uid ? `&uid=${encodeURIComponent(uid)}` : ''}`;

  const renderForgot = (
    reply: FastifyReply,
    o: { locale: Locale; uid?: string | undefined; email?: string; error?: keyof Texts; status?: number },
  ) =>
    html(
      reply,
      o.status ?? 200,
      forgotPasswordPage({
        locale: o.locale,
        action: FORGOT_PATH,
        homeUrl: home,
        backHref: signInHref(o.uid, o.locale),
        langHref: forgotHref(o.locale === 'en' ? 'bg' : 'en', o.uid),
        uid: o.uid,
        email: o.email,
        error: o.error ? TEXTS[o.locale][o.error] : undefined,
      }),
    );

  app.get(PAGE_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PAGE_SCRIPT),
  );

  app.get<{ Querystring: { lang?: string; uid?: string; email?: string } }>(
    FORGOT_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const email = typeof request.query.email === 'string' ? request.query.email.slice(0, 254) : '';
      return renderForgot(reply, {
        locale: localeOf(request, request.query.lang),
        uid: safeUid(request.query.uid),
        email,
      });
    },
  );

  app.post<{ Body: Body }>(
    FORGOT_PATH,
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, schema: { hide: true } },
    async (request, reply) => {
      const locale = localeOf(request, field(request.body, 'lang'));
      const uid = safeUid(field(request.body, 'uid'));
      const email = normalizeEmail(field(request.body, 'email'));
      if (!isValidEmail(email)) {
        return renderForgot(reply, { locale, uid, email, error: 'errorEmail', status: 400 });
      }
      const account = await findAccountByEmail(db(), email);
      if (account && !account.disabledAt) {
        const t = TEXTS[locale];
        const link = `${config.publicUrl}${RESET_PATH}?lang=${locale}&token=${encodeURIComponent(createResetToken(key, account))}`;
        // Not awaited: an SMTP round trip would tell an observer that the address has an account.
        void app.mail
          .send({ to: account.email, ...resetMail(t, link), kind: 'password-reset' })
          .then((result) => {
            if (result.status === 'failed') request.log.warn({ error: result.error }, 'reset mail failed');
          });
      }
      request.log.info('password reset requested');
      return html(
        reply,
        200,
        messagePage({
          locale,
          homeUrl: home,
          title: 'resetSentTitle',
          text: 'resetSentText',
          action: { href: signInHref(uid, locale), label: 'backToSignIn' },
        }),
      );
    },
  );

  const expiredLink = (reply: FastifyReply, locale: Locale) =>
    html(
      reply,
      400,
      messagePage({
        locale,
        homeUrl: home,
        title: 'resetExpiredTitle',
        text: 'resetExpiredText',
        action: { href: forgotHref(locale), label: 'resetAskAgain' },
      }),
    );

  app.get<{ Querystring: { lang?: string; token?: string } }>(
    RESET_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const token = request.query.token;
      if (!(await accountOfResetToken(db(), key, token))) return expiredLink(reply, locale);
      return html(
        reply,
        200,
        resetPasswordPage({
          locale,
          action: RESET_PATH,
          homeUrl: home,
          token: token!,
          langHref: `${RESET_PATH}?lang=${locale === 'en' ? 'bg' : 'en'}&token=${encodeURIComponent(token!)}`,
        }),
      );
    },
  );

  app.post<{ Body: Body }>(
    RESET_PATH,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { hide: true } },
    async (request, reply) => {
      const locale = localeOf(request, field(request.body, 'lang'));
      const token = field(request.body, 'token');
      const account = await accountOfResetToken(db(), key, token);
      if (!account) return expiredLink(reply, locale);
      const password = field(request.body, 'password');
      const problem = checkSignUp(account.email, password, field(request.body, 'password2'));
      const text = problem ? PASSWORD_PROBLEM[problem] : undefined;
      if (text) {
        return html(
          reply,
          400,
          resetPasswordPage({
            locale,
            action: RESET_PATH,
            homeUrl: home,
            token: token!,
            error: TEXTS[locale][text],
            langHref: `${RESET_PATH}?lang=${locale === 'en' ? 'bg' : 'en'}&token=${encodeURIComponent(token!)}`,
          }),
        );
      }
      await setAccountPassword(db(), account.id, await hashPassword(password!));
      request.log.info({ accountId: account.id }, 'password reset');
      return html(
        reply,
        200,
        messagePage({
          locale,
          homeUrl: home,
          title: 'resetDoneTitle',
          text: 'resetDoneText',
          action: { href: `${config.publicUrl}/login`, label: 'signInButton' },
        }),
      );
    },
  );
}

/** Progressive enhancement: the "Show password" switch appears only where this script runs. */
const PAGE_SCRIPT = `(() => {
  for (const box of document.querySelectorAll('input[data-show-password]')) {
    const row = box.closest('.reveal');
    if (row) row.hidden = false;
    box.addEventListener('change', () => {
      for (const input of document.querySelectorAll('input[data-password]')) input.type = box.checked ? 'text' : 'password';
    });
  }
})();
`;

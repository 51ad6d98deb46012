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
import { formField, type FormBody } from './form-body';

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

/** The pages of the reset flow and the links between them (back to sign-in, the other language). */
function resetPages(config: AppConfig) {
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

  return {
    home,
    localeOf,
    html,
    signInHref,

    forgot: (
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
      ),

    reset: (reply: FastifyReply, o: { locale: Locale; token: string; error?: keyof Texts }) =>
      html(
        reply,
        o.error ? 400 : 200,
        resetPasswordPage({
          locale: o.locale,
          action: RESET_PATH,
          homeUrl: home,
          token: o.token,
          error: o.error ? TEXTS[o.locale][o.error] : undefined,
          langHref: `${RESET_PATH}?lang=${o.locale === 'en' ? 'bg' : 'en'}&token=${encodeURIComponent(o.token)}`,
        }),
      ),

    expiredLink: (reply: FastifyReply, locale: Locale) =>
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
      ),
  };
}

type ResetPages = ReturnType<typeof resetPages>;

/** "Send me a link": the form, and the same answer whether the address has an account or not. */
function forgotRoutes(app: FastifyInstance, opts: PasswordResetOptions, pages: ResetPages) {
  const { config, db, key } = opts;
  const { localeOf, html, signInHref } = pages;

  app.get<{ Querystring: { lang?: string; uid?: string; email?: string } }>(
    FORGOT_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const email = typeof request.query.email === 'string' ? request.query.email.slice(0, 254) : '';
      return pages.forgot(reply, {
        locale: localeOf(request, request.query.lang),
        uid: safeUid(request.query.uid),
        email,
      });
    },
  );

  app.post<{ Body: FormBody }>(
    FORGOT_PATH,
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, schema: { hide: true } },
    async (request, reply) => {
      const locale = localeOf(request, formField(request.body, 'lang'));
      const uid = safeUid(formField(request.body, 'uid'));
      const email = normalizeEmail(formField(request.body, 'email'));
      if (!isValidEmail(email)) {
        return pages.forgot(reply, { locale, uid, email, error: 'errorEmail', status: 400 });
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
          homeUrl: pages.home,
          title: 'resetSentTitle',
          text: 'resetSentText',
          action: { href: signInHref(uid, locale), label: 'backToSignIn' },
        }),
      );
    },
  );
}

/** The link from the mail: the new password's form, then the new password (the link is used up). */
function resetRoutes(app: FastifyInstance, opts: PasswordResetOptions, pages: ResetPages) {
  const { config, db, key } = opts;
  const { localeOf, html } = pages;

  app.get<{ Querystring: { lang?: string; token?: string } }>(
    RESET_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const token = request.query.token;
      if (!(await accountOfResetToken(db(), key, token))) return pages.expiredLink(reply, locale);
      return pages.reset(reply, { locale, token: token! });
    },
  );

  app.post<{ Body: FormBody }>(
    RESET_PATH,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { hide: true } },
    async (request, reply) => {
      const locale = localeOf(request, formField(request.body, 'lang'));
      const token = formField(request.body, 'token');
      const account = await accountOfResetToken(db(), key, token);
      if (!account) return pages.expiredLink(reply, locale);
      const password = formField(request.body, 'password');
      const problem = checkSignUp(account.email, password, formField(request.body, 'password2'));
      const text = problem ? PASSWORD_PROBLEM[problem] : undefined;
      if (text) return pages.reset(reply, { locale, token: token!, error: text });
      await setAccountPassword(db(), account.id, await hashPassword(password!));
      request.log.info({ accountId: account.id }, 'password reset');
      return html(
        reply,
        200,
        messagePage({
          locale,
          homeUrl: pages.home,
          title: 'resetDoneTitle',
          text: 'resetDoneText',
          action: { href: `${config.publicUrl}/login`, label: 'signInButton' },
        }),
      );
    },
  );
}

export async function passwordResetRoutes(app: FastifyInstance, opts: PasswordResetOptions) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  app.get(PAGE_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PAGE_SCRIPT),
  );
  const pages = resetPages(opts.config);
  forgotRoutes(app, opts, pages);
  resetRoutes(app, opts, pages);
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

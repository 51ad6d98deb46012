import formbody from '@fastify/formbody';
import type { Db } from '@sportzone/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { AppConfig } from '../../../config';
import { authenticate, signUp, type SignUpProblem } from './accounts';
import { pickLocale, TEXTS, type Locale, type Texts } from './i18n';
import { messagePage, signInPage, signUpPage } from './pages';
import { FORGOT_PATH } from './password-reset';
import { allowFormActionTo, MOUNT_PATH } from './provider';

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: () => Db;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type Screen = 'signin' | 'signup';
interface UidParams {
  uid: string;
}
type Body = Record<string, unknown> | undefined;

/** Sign-ups are limited per client address (mass sign-up); sign-in POSTs only against floods. */
const rateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const signInFlood = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * Brute force: failed sign-ins per client address. Only failures count, so people who sign in
 * often (a club's shared scoring tablet) are never locked out by their own successes.
 */
const FAILURE_WINDOW_MS = 60_000;
const MAX_FAILURES = 10;

function failureCounter() {
  const failures = new Map<string, { count: number; resetAt: number }>();
  return {
    tooMany(key: string, now = Date.now()): boolean {
      const entry = failures.get(key);
      return entry !== undefined && entry.resetAt > now && entry.count >= MAX_FAILURES;
    },
    record(key: string, now = Date.now()): void {
      if (failures.size > 10_000) {
        for (const [k, v] of failures) if (v.resetAt <= now) failures.delete(k);
      }
      const entry = failures.get(key);
      if (!entry || entry.resetAt <= now) failures.set(key, { count: 1, resetAt: now + FAILURE_WINDOW_MS });
      else entry.count += 1;
    },
  };
}

const PROBLEM_TEXT: Record<SignUpProblem, keyof Texts> = {
  email: 'errorEmail',
  passwordShort: 'errorPasswordShort',
  passwordLong: 'errorPasswordLong',
  passwordMismatch: 'errorPasswordMismatch',
  emailTaken: 'errorEmailTaken',
};

const field = (body: Body, name: string): string | undefined => {
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Our sign-in and sign-up pages for the embedded provider (GET /oidc/interaction/:uid and its POSTs).
 * Consent is first-party and automatic: a consent prompt is answered at once with a grant of
 * everything requested (the web app sends prompt=consent so that offline_access is honoured).
 * Registered in its own encapsulated context: it parses urlencoded bodies, the provider's catch-all does not.
 */
export async function interactionRoutes(app: FastifyInstance, opts: InteractionRoutesOptions) {
  const signInFailures = failureCounter();
  const { provider, config, db } = opts;
  const home = `${config.publicUrl}/`;
  const base = `${MOUNT_PATH}/interaction`;

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  const localeFor = (request: FastifyRequest, interaction?: Interaction, explicit?: unknown): Locale =>
    pickLocale({
      explicit,
      uiLocales: interaction?.params.ui_locales,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });

  const html = (reply: FastifyReply, status: number, body: string, formTarget?: string) => {
    // The form's redirect chain ends at the web app's redirect_uri; CSP form-action must allow its origin
    // (it is this origin in production, another port in development).
    const csp = reply.raw.getHeader('content-security-policy');
    const tailored = allowFormActionTo(typeof csp === 'string' ? csp : undefined, formTarget);
    if (tailored) reply.raw.setHeader('content-security-policy', tailored);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  };

  const expired = (request: FastifyRequest, reply: FastifyReply, explicit?: unknown) =>
    html(
      reply,
      400,
      messagePage({
        locale: localeFor(request, undefined, explicit),
        homeUrl: home,
        title: 'expiredTitle',
        text: 'expiredText',
      }),
    );

  const renderForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    o: {
      uid: string;
      screen: Screen;
      locale: Locale;
      interaction?: Interaction;
      email?: string;
      error?: keyof Texts;
      status?: number;
    },
  ) => {
    const other: Screen = o.screen === 'signin' ? 'signup' : 'signin';
    const page = o.screen === 'signin' ? signInPage : signUpPage;
    const options = {
      locale: o.locale,
      action: `${base}/${encodeURIComponent(o.uid)}/${o.screen === 'signin' ? 'login' : 'signup'}`,
      otherHref: `${base}/${encodeURIComponent(o.uid)}?screen=${other}&lang=${o.locale}`,
      langHref: `${base}/${encodeURIComponent(o.uid)}?screen=${o.screen}&lang=${o.locale === 'en' ? 'bg' : 'en'}`,
      homeUrl: home,
      email: o.email,
      error: o.error ? TEXTS[o.locale][o.error] : undefined,
      forgotHref: `${FORGOT_PATH}?lang=${o.locale}&uid=${encodeURIComponent(o.uid)}${o.email ? `&email=${encodeURIComponent(o.email)}` : ''}`,
    };
    const redirectUri = o.interaction?.params.redirect_uri;
    return html(
      reply,
      o.status ?? 200,
      page(options),
      typeof redirectUri === 'string' ? redirectUri : undefined,
    );
  };

  /** The interaction of this browser, if it is the one in the URL and still waiting for `prompt`. */
  const load = async (
    request: FastifyRequest<{ Params: UidParams }>,
    reply: FastifyReply,
  ): Promise<Interaction | null> => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch {
      return null; // no cookie / expired / session changed
    }
  };

  /** First-party client: grant whatever is requested (scopes, claims, the API resource) without asking. */
  const consent = async (
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
  ): Promise<string> => {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || clientId !== config.oidcClientId)
      throw new Error('consent without a session or for an unknown client');
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    const result: InteractionResults = { consent: { grantId } };
    return provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
  };

  const finishLogin = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: true } },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  // Too many attempts (rate limit) or anything unexpected: a page, never JSON or a bare 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const params = request.params as Partial<UidParams> | undefined;
    const locale = localeFor(
      request,
      undefined,
      field(request.body as Body, 'lang') ?? (request.query as Record<string, unknown>)?.lang,
    );
    if (error.statusCode === 429 && params?.uid) {
      const screen: Screen = request.url.endsWith('/signup') ? 'signup' : 'signin';
      return renderForm(request, reply, {
        uid: params.uid,
        screen,
        locale,
        error: 'errorTooMany',
        status: 429,
      });
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'sign-in page failed');
    return html(
      reply,
      status,
      messagePage({ locale, homeUrl: home, title: 'errorTitle', text: 'errorText' }),
    );
  });

  app.get<{ Params: UidParams; Querystring: { screen?: string; lang?: string } }>(
    `${base}/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return expired(request, reply, request.query.lang);
      if (interaction.prompt.name === 'consent') {
        return reply
          .header('cache-control', 'no-store')
          .redirect(await consent(request, reply, interaction), 303);
      }
      if (interaction.prompt.name !== 'login') return expired(request, reply, request.query.lang);
      const wanted = request.query.screen ?? interaction.params.screen;
      return renderForm(request, reply, {
        uid: interaction.uid,
        screen: wanted === 'signup' ? 'signup' : 'signin',
        locale: localeFor(request, interaction, request.query.lang),
        interaction,
        ...(typeof interaction.params.login_hint === 'string'
          ? { email: interaction.params.login_hint }
          : {}),
      });
    },
  );

  app.post<{ Params: UidParams; Body: Body }>(
    `${base}/:uid/login`,
    { config: signInFlood, schema: { hide: true } },
    async (request, reply) => {
      const interaction = await load(request, reply);
      const lang = field(request.body, 'lang');
      if (!interaction || interaction.prompt.name !== 'login') return expired(request, reply, lang);
      const locale = localeFor(request, interaction, lang);
      const email = field(request.body, 'email')?.trim() ?? '';
      const password = field(request.body, 'password') ?? '';
      const form = {
        uid: interaction.uid,
        screen: 'signin' as const,
        locale,
        interaction,
        email,
        status: 400,
      };
      if (!email || !password) return renderForm(request, reply, { ...form, error: 'errorMissing' });
      if (signInFailures.tooMany(request.ip)) {
        return renderForm(request, reply, { ...form, error: 'errorTooMany', status: 429 });
      }
      const result = await authenticate(db(), email, password);
      if (!result.ok) {
        signInFailures.record(request.ip);
        request.log.info({ reason: result.reason }, 'sign-in refused');
        return renderForm(request, reply, {
          ...form,
          error: result.reason === 'disabled' ? 'errorDisabled' : 'errorInvalidCredentials',
        });
      }
      return finishLogin(request, reply, result.account.id);
    },
  );

  app.post<{ Params: UidParams; Body: Body }>(
    `${base}/:uid/signup`,
    { config: rateLimit, schema: { hide: true } },
    async (request, reply) => {
      const interaction = await load(request, reply);
      const lang = field(request.body, 'lang');
      if (!interaction || interaction.prompt.name !== 'login') return expired(request, reply, lang);
      const locale = localeFor(request, interaction, lang);
      const email = field(request.body, 'email')?.trim() ?? '';
      const result = await signUp(db(), {
        email,
        password: field(request.body, 'password'),
        repeat: field(request.body, 'password2'),
        locale,
      });
      if (!result.ok) {
        return renderForm(request, reply, {
          uid: interaction.uid,
          screen: 'signup',
          locale,
          interaction,
          email,
          error: PROBLEM_TEXT[result.problem],
          status: result.problem === 'emailTaken' ? 409 : 400,
        });
      }
      request.log.info({ accountId: result.account.id }, 'account created');
      return finishLogin(request, reply, result.account.id);
    },
  );
}

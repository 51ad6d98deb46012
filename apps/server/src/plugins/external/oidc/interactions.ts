import formbody from '@fastify/formbody';
import type { Db } from '@sportzone/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { AppConfig } from '../../../config';
import { authenticate, signUp, type SignUpProblem } from './accounts';
import type { Texts } from './i18n';
import { interactionPages, type Interaction, type InteractionPages, type Screen } from './interaction-pages';
import { formField, type FormBody } from './form-body';

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: () => Db;
}

interface UidParams {
  uid: string;
}

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

/** The provider's side of an interaction: which one this browser is in, and how it ends. */
function interactionSteps(provider: Provider, config: AppConfig) {
  return {
    /** The interaction of this browser, if it is the one in the URL and still waiting for `prompt`. */
    async load(
      request: FastifyRequest<{ Params: UidParams }>,
      reply: FastifyReply,
    ): Promise<Interaction | null> {
      try {
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        return interaction.uid === request.params.uid ? interaction : null;
      } catch {
        return null; // no cookie / expired / session changed
      }
    },

    /** First-party client: grant whatever is requested (scopes, claims, the API resource) without asking. */
    async consent(request: FastifyRequest, reply: FastifyReply, interaction: Interaction): Promise<string> {
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
    },

    async finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
  };
}

type InteractionSteps = ReturnType<typeof interactionSteps>;

/** Too many attempts (rate limit) or anything unexpected: a page, never JSON or a bare 500. */
function pageErrors(pages: InteractionPages) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as Partial<UidParams> | undefined;
    const locale = pages.localeFor(
      request,
      undefined,
      formField(request.body as FormBody, 'lang') ?? (request.query as Record<string, unknown>)?.lang,
    );
    if (error.statusCode === 429 && params?.uid) {
      const screen: Screen = request.url.endsWith('/signup') ? 'signup' : 'signin';
      return pages.renderForm(reply, {
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
    return pages.failure(reply, status, locale);
  };
}

interface FormRoutes {
  db: () => Db;
  pages: InteractionPages;
  steps: InteractionSteps;
}

/** The sign-in form's POST: only failures count against the address. */
function signInRoute(app: FastifyInstance, { db, pages, steps }: FormRoutes) {
  const signInFailures = failureCounter();
  app.post<{ Params: UidParams; Body: FormBody }>(
    `${pages.base}/:uid/login`,
    { config: signInFlood, schema: { hide: true } },
    async (request, reply) => {
      const interaction = await steps.load(request, reply);
      const lang = formField(request.body, 'lang');
      if (!interaction || interaction.prompt.name !== 'login') return pages.expired(request, reply, lang);
      const locale = pages.localeFor(request, interaction, lang);
      const email = formField(request.body, 'email')?.trim() ?? '';
      const password = formField(request.body, 'password') ?? '';
      const form = {
        uid: interaction.uid,
        screen: 'signin' as const,
        locale,
        interaction,
        email,
        status: 400,
      };
      if (!email || !password) return pages.renderForm(reply, { ...form, error: 'errorMissing' });
      if (signInFailures.tooMany(request.ip)) {
        return pages.renderForm(reply, { ...form, error: 'errorTooMany', status: 429 });
      }
      const result = await authenticate(db(), email, password);
      if (!result.ok) {
        signInFailures.record(request.ip);
        request.log.info({ reason: result.reason }, 'sign-in refused');
        return pages.renderForm(reply, {
          ...form,
          error: result.reason === 'disabled' ? 'errorDisabled' : 'errorInvalidCredentials',
        });
      }
      return steps.finishLogin(request, reply, result.account.id);
    },
  );
}

/** The sign-up form's POST: a new account signs in at once. */
function signUpRoute(app: FastifyInstance, { db, pages, steps }: FormRoutes) {
  app.post<{ Params: UidParams; Body: FormBody }>(
    `${pages.base}/:uid/signup`,
    { config: rateLimit, schema: { hide: true } },
    async (request, reply) => {
      const interaction = await steps.load(request, reply);
      const lang = formField(request.body, 'lang');
      if (!interaction || interaction.prompt.name !== 'login') return pages.expired(request, reply, lang);
      const locale = pages.localeFor(request, interaction, lang);
      const email = formField(request.body, 'email')?.trim() ?? '';
      const result = await signUp(db(), {
        email,
        password: formField(request.body, 'password'),
        repeat: formField(request.body, 'password2'),
        locale,
      });
      if (!result.ok) {
        return pages.renderForm(reply, {
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
      return steps.finishLogin(request, reply, result.account.id);
    },
  );
}

/**
 * Our sign-in and sign-up pages for the embedded provider (GET /oidc/interaction/:uid and its POSTs).
 * Consent is first-party and automatic: a consent prompt is answered at once with a grant of
 * everything requested (the web app sends prompt=consent so that offline_access is honoured).
 * Registered in its own encapsulated context: it parses urlencoded bodies, the provider's catch-all does not.
 */
export async function interactionRoutes(app: FastifyInstance, opts: InteractionRoutesOptions) {
  const { provider, config, db } = opts;
  const pages = interactionPages(config);
  const steps = interactionSteps(provider, config);

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  app.setErrorHandler(pageErrors(pages));

  app.get<{ Params: UidParams; Querystring: { screen?: string; lang?: string } }>(
    `${pages.base}/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await steps.load(request, reply);
      if (!interaction) return pages.expired(request, reply, request.query.lang);
      if (interaction.prompt.name === 'consent') {
        return reply
          .header('cache-control', 'no-store')
          .redirect(await steps.consent(request, reply, interaction), 303);
      }
      if (interaction.prompt.name !== 'login') return pages.expired(request, reply, request.query.lang);
      const wanted = request.query.screen ?? interaction.params.screen;
      return pages.renderForm(reply, {
        uid: interaction.uid,
        screen: wanted === 'signup' ? 'signup' : 'signin',
        locale: pages.localeFor(request, interaction, request.query.lang),
        interaction,
        ...(typeof interaction.params.login_hint === 'string'
          ? { email: interaction.params.login_hint }
          : {}),
      });
    },
  );

  signInRoute(app, { db, pages, steps });
  signUpRoute(app, { db, pages, steps });
}

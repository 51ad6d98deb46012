import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../../config';
import { pickLocale, TEXTS, type Locale, type Texts } from './i18n';
import { messagePage, signInPage, signUpPage } from './pages';
import { FORGOT_PATH } from './password-reset';
import { allowFormActionTo, MOUNT_PATH } from './provider';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
export type Screen = 'signin' | 'signup';

export interface FormPage {
  uid: string;
  screen: Screen;
  locale: Locale;
  interaction?: Interaction;
  email?: string;
  error?: keyof Texts;
  status?: number;
}

export type InteractionPages = ReturnType<typeof interactionPages>;

/**
 * How the sign-in and sign-up interaction answers a browser: its language, an HTML page whose CSP lets
 * the form's redirect chain reach the web app, the form of either screen, the "expired" page. The
 * routes that decide which are `interactions.ts`.
 */
export function interactionPages(config: AppConfig) {
  const home = `${config.publicUrl}/`;
  const base = `${MOUNT_PATH}/interaction`;

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

  const renderForm = (reply: FastifyReply, o: FormPage) => {
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

  /** Something went wrong: a page in the caller's language, never JSON. */
  const failure = (reply: FastifyReply, status: number, locale: Locale) =>
    html(reply, status, messagePage({ locale, homeUrl: home, title: 'errorTitle', text: 'errorText' }));

  return { base, localeFor, expired, renderForm, failure };
}

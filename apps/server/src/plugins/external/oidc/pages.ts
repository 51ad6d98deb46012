import { TEXTS, type Locale, type Texts } from './i18n';

/** The pages' one script (show password), served by password-reset.ts: CSP allows scripts from 'self' only. */
export const PAGE_SCRIPT_PATH = '/oidc/assets/sign-in.js';

/**
 * Server-rendered pages of the embedded provider. No script at all (CSP script-src 'self'), no external
 * assets; inline style only. Large touch targets and 16 px inputs so phones do not zoom.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// The app's look (apps/web/src/app/theme.ts): Sportzone blue #0b55dd, the same font stack and logo.
const FONT =
  'Inter,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Liberation Sans",system-ui,sans-serif';
const STYLE = `
:root{color-scheme:light dark;--bg:#f1f3f5;--card:#fff;--text:#1a1b1e;--muted:#5c636b;--line:#ced4da;--primary:#0b55dd;--primary-hover:#004bc6;--on-primary:#fff;--link:#0b55dd;--error-bg:#fff5f5;--error-text:#a51111;--error-line:#ffa8a8;--focus:#4482f9}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#25262b;--text:#f1f3f5;--muted:#c1c2c5;--line:#5c5f66;--primary:#2a70f8;--primary-hover:#1a66f8;--on-primary:#fff;--link:#6e9ffb;--error-bg:#3b1219;--error-text:#ffc9c9;--error-line:#e03131}}
*{box-sizing:border-box}
html,body{margin:0}
body{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px;background:var(--bg);color:var(--text);font:16px/1.5 ${FONT}}
main{width:100%;max-width:400px;background:var(--card);border-radius:12px;padding:32px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
.brand{display:flex;align-items:center;gap:8px;margin:0 0 20px;font-weight:800;font-size:20px;letter-spacing:-.02em;color:var(--text);text-decoration:none}
.brand svg{flex:none}
h1{font-size:24px;line-height:1.25;margin:0 0 6px;font-weight:800}
.lead{margin:0 0 20px;color:var(--muted)}
label{display:block;font-weight:600;margin:16px 0 6px}
.label-row{display:flex;align-items:baseline;justify-content:space-between;gap:12px;margin:16px 0 6px}
.label-row label{margin:0}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;min-height:48px;padding:10px 12px;font:inherit;font-size:16px;color:var(--text);background:var(--card);border:1px solid var(--line);border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid var(--focus);outline-offset:2px}
.hint{margin:6px 0 0;font-size:14px;color:var(--muted)}
.reveal{display:flex;align-items:center;gap:8px;margin:10px 0 0;font-weight:400;font-size:15px;color:var(--muted)}
.reveal[hidden]{display:none}
.reveal input{width:18px;height:18px;margin:0;accent-color:var(--primary)}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:24px;padding:10px 16px;font:inherit;font-weight:700;color:var(--on-primary);background:var(--primary);border:0;border-radius:8px;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:var(--primary-hover)}
.secondary{color:var(--link);background:transparent;border:1px solid var(--line);margin-top:12px}
.secondary:hover{background:transparent;border-color:var(--primary)}
.error{margin:0 0 8px;padding:12px 14px;border-radius:8px;background:var(--error-bg);color:var(--error-text);border:1px solid var(--error-line);font-weight:600}
a{color:var(--link)}
.small-link{font-size:15px;font-weight:600;text-decoration:none}
.small-link:hover{text-decoration:underline}
.switch{margin:24px 0 0;text-align:center;color:var(--muted)}
.switch a,.lang a,.back a{color:var(--link);font-weight:600;display:inline-block;padding:8px 4px}
.lang,.back{margin:12px 0 0;text-align:center;font-size:15px}
`;

/** The app's logo mark (apps/web/src/components/ui/logo.tsx). */
const LOGO = `<svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#0b55dd"/><path d="M40 18H27a9 9 0 0 0 0 18h10a5 5 0 0 1 0 10H22" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="47" cy="17" r="5" fill="#ffd43b"/></svg>`;

/** Form pages get a way back to the app below the card; those with passwords get the show-password script. */
interface LayoutExtras {
  backLink?: boolean;
  script?: boolean;
}

function layout(
  locale: Locale,
  title: string,
  body: string,
  homeUrl: string,
  langHref?: string,
  extras: LayoutExtras = {},
): string {
  const t = TEXTS[locale];
  const lang = langHref
    ? `<p class="lang"><a href="${escapeHtml(langHref)}" hreflang="${locale === 'en' ? 'bg' : 'en'}" aria-label="${escapeHtml(t.switchLanguageLabel)}">${escapeHtml(t.switchLanguage)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - Sportzone</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="${escapeHtml(homeUrl)}">${LOGO}Sportzone</a>
${body}
</main>
${extras.backLink ? `<p class="back"><a href="${escapeHtml(homeUrl)}">← ${escapeHtml(t.back)}</a></p>` : ''}
${lang}
${extras.script ? `<script src="${PAGE_SCRIPT_PATH}" defer></script>` : ''}
</body>
</html>`;
}

const errorBox = (error: string | undefined) =>
  error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';

export interface FormPageOptions {
  locale: Locale;
  /** where the form posts */
  action: string;
  /** link to the other form (sign-up ↔ sign-in) */
  otherHref: string;
  /** the same page in the other language */
  langHref: string;
  homeUrl: string;
  email?: string | undefined;
  error?: string | undefined;
  /** "Forgot password?" (sign-in only) */
  forgotHref?: string | undefined;
}

/** Hidden until the page script runs: without script the switch could not work. */
const showPassword = (t: Texts) =>
  `<label class="reveal" hidden><input type="checkbox" data-show-password>${escapeHtml(t.showPassword)}</label>`;

const newPasswordFields = (
  t: Texts,
  autofocus: string,
) => `<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" data-password autocomplete="new-password" required minlength="8" maxlength="256" aria-describedby="password-hint"${autofocus}>
<p class="hint" id="password-hint">${escapeHtml(t.passwordHint)}</p>
<label for="password2">${escapeHtml(t.repeatPassword)}</label>
<input id="password2" name="password2" type="password" data-password autocomplete="new-password" required minlength="8" maxlength="256">
${showPassword(t)}`;

export function signInPage(o: FormPageOptions): string {
  const t = TEXTS[o.locale];
  const described = o.error ? ' aria-describedby="form-error"' : '';
  return layout(
    o.locale,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p class="lead">${escapeHtml(t.signInLead)}</p>
${errorBox(o.error)}
<form method="post" action="${escapeHtml(o.action)}">
<input type="hidden" name="lang" value="${o.locale}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(o.email)}"${o.email ? '' : ' autofocus'}${described}>
<div class="label-row"><label for="password">${escapeHtml(t.password)}</label>${o.forgotHref ? `<a class="small-link" href="${escapeHtml(o.forgotHref)}">${escapeHtml(t.forgotPassword)}</a>` : ''}</div>
<input id="password" name="password" type="password" data-password autocomplete="current-password" required maxlength="256"${o.email ? ' autofocus' : ''}>
${showPassword(t)}
<button type="submit">${escapeHtml(t.signInButton)}</button>
</form>
<p class="switch">${escapeHtml(t.noAccount)} <a href="${escapeHtml(o.otherHref)}">${escapeHtml(t.createAccount)}</a></p>`,
    o.homeUrl,
    o.langHref,
    { backLink: true, script: true },
  );
}

export function signUpPage(o: FormPageOptions): string {
  const t = TEXTS[o.locale];
  // after an error about the password, the cursor goes to the password (the email is kept)
  const focusEmail = !o.email || o.error === t.errorEmail || o.error === t.errorEmailTaken;
  return layout(
    o.locale,
    t.signUpTitle,
    `<h1>${escapeHtml(t.signUpTitle)}</h1>
<p class="lead">${escapeHtml(t.signUpLead)}</p>
${errorBox(o.error)}
<form method="post" action="${escapeHtml(o.action)}">
<input type="hidden" name="lang" value="${o.locale}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="email" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(o.email)}"${focusEmail ? ' autofocus' : ''}>
<label for="password">${escapeHtml(t.password)}</label>
${newPasswordFields(t, focusEmail ? '' : ' autofocus')}
<button type="submit">${escapeHtml(t.signUpButton)}</button>
</form>
<p class="switch">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(o.otherHref)}">${escapeHtml(t.signInLink)}</a></p>`,
    o.homeUrl,
    o.langHref,
    { backLink: true, script: true },
  );
}

export interface MessagePageOptions {
  locale: Locale;
  homeUrl: string;
  title: keyof Texts;
  text: keyof Texts;
  /** extra technical detail (an OAuth error code), shown small */
  detail?: string | undefined;
  /** the page's main button; without it, "Back to Sportzone" */
  action?: { href: string; label: keyof Texts } | undefined;
}

export function messagePage(o: MessagePageOptions): string {
  const t = TEXTS[o.locale];
  const detail = o.detail ? `<p class="hint">${escapeHtml(o.detail)}</p>` : '';
  return layout(
    o.locale,
    t[o.title],
    `<h1>${escapeHtml(t[o.title])}</h1>
<p class="lead">${escapeHtml(t[o.text])}</p>
${detail}
<a class="button" href="${escapeHtml(o.action?.href ?? o.homeUrl)}">${escapeHtml(t[o.action?.label ?? 'back'])}</a>`,
    o.homeUrl,
  );
}

/** RP-initiated logout: the provider's form (hidden xsrf field) and our buttons, no auto-submit script. */
export function logoutPage(o: { locale: Locale; homeUrl: string; form: string }): string {
  const t = TEXTS[o.locale];
  return layout(
    o.locale,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1>
<p class="lead">${escapeHtml(t.logoutText)}</p>
${o.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.logoutButton)}</button>
<a class="button secondary" href="${escapeHtml(o.homeUrl)}">${escapeHtml(t.cancel)}</a>`,
    o.homeUrl,
  );
}

export interface ForgotPasswordPageOptions {
  locale: Locale;
  action: string;
  homeUrl: string;
  /** back to the sign-in form (the interaction, or the app's sign-in) */
  backHref: string;
  langHref: string;
  uid?: string | undefined;
  email?: string | undefined;
  error?: string | undefined;
}

export function forgotPasswordPage(o: ForgotPasswordPageOptions): string {
  const t = TEXTS[o.locale];
  return layout(
    o.locale,
    t.forgotTitle,
    `<h1>${escapeHtml(t.forgotTitle)}</h1>
<p class="lead">${escapeHtml(t.forgotLead)}</p>
${errorBox(o.error)}
<form method="post" action="${escapeHtml(o.action)}">
<input type="hidden" name="lang" value="${o.locale}">
${o.uid ? `<input type="hidden" name="uid" value="${escapeHtml(o.uid)}">` : ''}
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(o.email)}" autofocus>
<button type="submit">${escapeHtml(t.forgotButton)}</button>
</form>
<p class="switch"><a href="${escapeHtml(o.backHref)}">${escapeHtml(t.backToSignIn)}</a></p>`,
    o.homeUrl,
    o.langHref,
    { backLink: true },
  );
}

export interface ResetPasswordPageOptions {
  locale: Locale;
  action: string;
  homeUrl: string;
  langHref: string;
  token: string;
  error?: string | undefined;
}

export function resetPasswordPage(o: ResetPasswordPageOptions): string {
  const t = TEXTS[o.locale];
  return layout(
    o.locale,
    t.resetTitle,
    `<h1>${escapeHtml(t.resetTitle)}</h1>
<p class="lead">${escapeHtml(t.resetLead)}</p>
${errorBox(o.error)}
<form method="post" action="${escapeHtml(o.action)}">
<input type="hidden" name="lang" value="${o.locale}">
<input type="hidden" name="token" value="${escapeHtml(o.token)}">
${newPasswordFields(t, ' autofocus')}
<button type="submit">${escapeHtml(t.resetButton)}</button>
</form>`,
    o.homeUrl,
    o.langHref,
    { backLink: true, script: true },
  );
}

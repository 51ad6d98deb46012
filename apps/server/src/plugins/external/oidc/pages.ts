import { TEXTS, type Locale, type Texts } from './i18n';

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

const STYLE = `
:root{color-scheme:light dark;--bg:#f1f3f5;--card:#fff;--text:#1a1b1e;--muted:#495057;--line:#ced4da;--primary:#1864ab;--primary-hover:#145591;--error-bg:#fff5f5;--error-text:#a51111;--error-line:#ffa8a8;--focus:#4dabf7}
@media (prefers-color-scheme:dark){:root{--bg:#141517;--card:#1f2023;--text:#f1f3f5;--muted:#c1c2c5;--line:#5c5f66;--primary:#4dabf7;--primary-hover:#74c0fc;--error-bg:#3b1219;--error-text:#ffc9c9;--error-line:#e03131}}
*{box-sizing:border-box}
html,body{margin:0}
body{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
main{width:100%;max-width:400px;background:var(--card);border-radius:12px;padding:32px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 20px;font-weight:800;font-size:22px;letter-spacing:-.01em;color:var(--text);text-decoration:none}
.brand-mark{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;background:var(--primary);color:var(--card);font-size:20px}
h1{font-size:24px;line-height:1.25;margin:0 0 6px}
.lead{margin:0 0 20px;color:var(--muted)}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;min-height:48px;padding:10px 12px;font:inherit;font-size:16px;color:var(--text);background:var(--card);border:1px solid var(--line);border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid var(--focus);outline-offset:2px}
.hint{margin:6px 0 0;font-size:14px;color:var(--muted)}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:24px;padding:10px 16px;font:inherit;font-weight:700;color:#fff;background:var(--primary);border:0;border-radius:8px;cursor:pointer;text-decoration:none}
@media (prefers-color-scheme:dark){button,.button{color:#101113}}
button:hover,.button:hover{background:var(--primary-hover)}
.secondary{color:var(--primary);background:transparent;border:1px solid var(--line);margin-top:12px}
.secondary:hover{background:transparent;border-color:var(--primary)}
@media (prefers-color-scheme:dark){.secondary{color:var(--primary)}}
.error{margin:0 0 8px;padding:12px 14px;border-radius:8px;background:var(--error-bg);color:var(--error-text);border:1px solid var(--error-line);font-weight:600}
.switch{margin:24px 0 0;text-align:center;color:var(--muted)}
.switch a,.lang a{color:var(--primary);font-weight:600;display:inline-block;padding:8px 4px}
.lang{margin:16px 0 0;text-align:center;font-size:15px}
`;

function layout(locale: Locale, title: string, body: string, homeUrl: string, langHref?: string): string {
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
<a class="brand" href="${escapeHtml(homeUrl)}"><span class="brand-mark" aria-hidden="true">S</span>Sportzone</a>
${body}
</main>
${lang}
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
}

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
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${o.email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.signInButton)}</button>
</form>
<p class="switch">${escapeHtml(t.noAccount)} <a href="${escapeHtml(o.otherHref)}">${escapeHtml(t.createAccount)}</a></p>`,
    o.homeUrl,
    o.langHref,
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
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="256" aria-describedby="password-hint"${focusEmail ? '' : ' autofocus'}>
<p class="hint" id="password-hint">${escapeHtml(t.passwordHint)}</p>
<label for="password2">${escapeHtml(t.repeatPassword)}</label>
<input id="password2" name="password2" type="password" autocomplete="new-password" required minlength="8" maxlength="256">
<button type="submit">${escapeHtml(t.signUpButton)}</button>
</form>
<p class="switch">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(o.otherHref)}">${escapeHtml(t.signInLink)}</a></p>`,
    o.homeUrl,
    o.langHref,
  );
}

export interface MessagePageOptions {
  locale: Locale;
  homeUrl: string;
  title: keyof Texts;
  text: keyof Texts;
  /** extra technical detail (an OAuth error code), shown small */
  detail?: string | undefined;
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
<a class="button" href="${escapeHtml(o.homeUrl)}">${escapeHtml(t.back)}</a>`,
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

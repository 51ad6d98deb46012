/** Texts of the sign-in pages (SPEC §1: English and Bulgarian). */
export type Locale = 'en' | 'bg';
export const LOCALES: readonly Locale[] = ['en', 'bg'];
/** The web app keeps the chosen language in this cookie (SPEC §9: 365 days). */
export const LOCALE_COOKIE = 'spz_locale';

const en = {
  signInTitle: 'Sign in',
  signInLead: 'Follow live scores, your players, teams and clubs.',
  signUpTitle: 'Create an account',
  signUpLead: 'It takes a minute: an email address and a password.',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  repeatPassword: 'Repeat password',
  signInButton: 'Sign in',
  signUpButton: 'Create account',
  noAccount: 'New to Sportzone?',
  createAccount: 'Create an account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  errorInvalidCredentials: 'The email or password is not correct.',
  errorMissing: 'Enter your email and password.',
  errorEmail: 'Enter a valid email address.',
  errorPasswordShort: 'The password must be at least 8 characters long.',
  errorPasswordLong: 'The password must be at most 256 characters long.',
  errorPasswordMismatch: 'The passwords do not match.',
  errorEmailTaken: 'An account with this email already exists. Sign in instead.',
  errorTooMany: 'Too many attempts. Wait a minute and try again.',
  errorDisabled: 'This account is disabled.',
  expiredTitle: 'This sign-in page has expired',
  expiredText: 'Go back to Sportzone and sign in again.',
  errorTitle: 'Something went wrong',
  errorText: 'The sign-in request could not be completed. Go back to Sportzone and try again.',
  back: 'Back to Sportzone',
  logoutTitle: 'Sign out of Sportzone?',
  logoutText: 'You will need your email and password to sign in again.',
  logoutButton: 'Sign out',
  cancel: 'Cancel',
  loggedOutTitle: 'You are signed out',
  loggedOutText: 'You have signed out of Sportzone on this device.',
  forgotPassword: 'Forgot password?',
  showPassword: 'Show password',
  backToSignIn: 'Back to sign-in',
  forgotTitle: 'Reset your password',
  forgotLead: 'Enter the email of your account and we will send you a link to choose a new password.',
  forgotButton: 'Send the link',
  resetSentTitle: 'Check your email',
  resetSentText:
    'If an account exists for this address, a link to choose a new password is on its way. It works for one hour.',
  resetTitle: 'Choose a new password',
  resetLead: 'Your new password replaces the old one at once.',
  resetButton: 'Save the new password',
  resetDoneTitle: 'Your password has been changed',
  resetDoneText: 'Sign in with your new password.',
  resetExpiredTitle: 'This link has expired',
  resetExpiredText: 'A reset link works once and for one hour. Ask for a new one.',
  resetAskAgain: 'Send a new link',
  resetMailSubject: 'Reset your Sportzone password',
  resetMailHello: 'Hello,',
  resetMailBody:
    'Someone, hopefully you, asked to reset the password of your Sportzone account. Open this link within one hour to choose a new password:',
  resetMailIgnore: 'If it was not you, ignore this email: your password stays as it is.',
  switchLanguage: 'Български',
  switchLanguageLabel: 'Превключи на български',
};

export type Texts = typeof en;

const bg: Texts = {
  signInTitle: 'Вход',
  signInLead: 'Следете резултати на живо, своите играчи, отбори и клубове.',
  signUpTitle: 'Създаване на профил',
  signUpLead: 'Отнема минута: имейл адрес и парола.',
  email: 'Имейл',
  password: 'Парола',
  passwordHint: 'Поне 8 знака.',
  repeatPassword: 'Повторете паролата',
  signInButton: 'Вход',
  signUpButton: 'Създай профил',
  noAccount: 'Нямате профил?',
  createAccount: 'Създайте профил',
  haveAccount: 'Вече имате профил?',
  signInLink: 'Влезте',
  errorInvalidCredentials: 'Имейлът или паролата не са верни.',
  errorMissing: 'Въведете имейл и парола.',
  errorEmail: 'Въведете валиден имейл адрес.',
  errorPasswordShort: 'Паролата трябва да е поне 8 знака.',
  errorPasswordLong: 'Паролата може да е най-много 256 знака.',
  errorPasswordMismatch: 'Паролите не съвпадат.',
  errorEmailTaken: 'Вече има профил с този имейл. Влезте в него.',
  errorTooMany: 'Твърде много опити. Изчакайте минута и опитайте отново.',
  errorDisabled: 'Този профил е деактивиран.',
  expiredTitle: 'Страницата за вход е изтекла',
  expiredText: 'Върнете се в Sportzone и влезте отново.',
  errorTitle: 'Нещо се обърка',
  errorText: 'Заявката за вход не може да бъде изпълнена. Върнете се в Sportzone и опитайте отново.',
  back: 'Обратно към Sportzone',
  logoutTitle: 'Изход от Sportzone?',
  logoutText: 'За да влезете отново, ще ви трябват имейлът и паролата.',
  logoutButton: 'Изход',
  cancel: 'Отказ',
  loggedOutTitle: 'Излязохте от профила си',
  loggedOutText: 'Излязохте от Sportzone на това устройство.',
  forgotPassword: 'Забравена парола?',
  showPassword: 'Покажи паролата',
  backToSignIn: 'Обратно към входа',
  forgotTitle: 'Нова парола',
  forgotLead: 'Въведете имейла на профила си и ще ви изпратим връзка, с която да изберете нова парола.',
  forgotButton: 'Изпрати връзката',
  resetSentTitle: 'Проверете пощата си',
  resetSentText:
    'Ако има профил с този адрес, към него пътува връзка за избор на нова парола. Тя е валидна един час.',
  resetTitle: 'Изберете нова парола',
  resetLead: 'Новата парола заменя старата веднага.',
  resetButton: 'Запази новата парола',
  resetDoneTitle: 'Паролата ви е сменена',
  resetDoneText: 'Влезте с новата си парола.',
  resetExpiredTitle: 'Тази връзка е изтекла',
  resetExpiredText: 'Връзката за нова парола важи веднъж и един час. Поискайте нова.',
  resetAskAgain: 'Изпрати нова връзка',
  resetMailSubject: 'Нова парола за Sportzone',
  resetMailHello: 'Здравейте,',
  resetMailBody:
    'Някой, надяваме се вие, поиска нова парола за профила ви в Sportzone. Отворете тази връзка до един час, за да изберете нова парола:',
  resetMailIgnore: 'Ако не сте били вие, не обръщайте внимание на този имейл: паролата ви остава същата.',
  switchLanguage: 'English',
  switchLanguageLabel: 'Switch to English',
};

export const TEXTS: Record<Locale, Texts> = { en, bg };

/** `bg`, `bg-BG`, `"bg"` (a JSON-encoded cookie), `en_US` … → a supported locale, else undefined. */
export function normalizeLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  let text = value.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // keep as is
  }
  const base = text.replace(/^"|"$/g, '').toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === base);
}

/** Accept-Language → supported locales, best first. */
function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = normalizeLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface LocaleSources {
  /** an explicit choice on the page (the language switch) */
  explicit?: unknown;
  /** the authorization request's ui_locales (space-separated, in order of preference) */
  uiLocales?: unknown;
  cookieHeader?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The page language: the switch, else ui_locales, else the spz_locale cookie, else Accept-Language, else English. */
export function pickLocale(sources: LocaleSources): Locale {
  const explicit = normalizeLocale(sources.explicit);
  if (explicit) return explicit;
  if (typeof sources.uiLocales === 'string') {
    for (const tag of sources.uiLocales.split(/\s+/)) {
      const locale = normalizeLocale(tag);
      if (locale) return locale;
    }
  }
  return (
    normalizeLocale(readCookie(sources.cookieHeader, LOCALE_COOKIE)) ??
    fromAcceptLanguage(sources.acceptLanguage) ??
    'en'
  );
}

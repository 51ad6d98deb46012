import { choiceOf, readConsent, saveConsent } from './consent';

/**
 * SPEC §1: "consent is handled by a third-party consent service keyed by a configured site id". Its
 * categories are SPEC's (necessary, preferences = functional, statistics, marketing, unclassified), so
 * the service's answer is copied into our own choice and the rest of the app asks `allows` as usual.
 */
interface CookiebotConsent {
  necessary: boolean;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}
interface CookiebotGlobal {
  consent?: CookiebotConsent;
  hasResponse?: boolean;
  renew?: () => void;
}

export const COOKIEBOT_SRC = 'https://consent.cookiebot.com/uc.js';

function cookiebot(): CookiebotGlobal | undefined {
  return (window as unknown as { Cookiebot?: CookiebotGlobal }).Cookiebot;
}

function copyChoice() {
  const c = cookiebot()?.consent;
  if (!c || !cookiebot()?.hasResponse) return;
  const next = choiceOf({
    functional: c.preferences,
    statistic: c.statistics,
    marketing: c.marketing,
    unclassified: false,
  });
  const current = readConsent();
  if (
    !current ||
    current.functional !== next.functional ||
    current.statistic !== next.statistic ||
    current.marketing !== next.marketing
  )
    saveConsent(next);
}

let loaded = false;

/** Loads the service's script once for this site id; its banner replaces ours. */
export function loadCookiebot(siteId: string, language: string): void {
  if (loaded || typeof document === 'undefined') return;
  loaded = true;
  for (const event of ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'])
    window.addEventListener(event, copyChoice);
  const script = document.createElement('script');
  script.id = 'Cookiebot';
  script.src = COOKIEBOT_SRC;
  script.async = true;
  script.dataset.cbid = siteId;
  script.dataset.culture = language;
  script.dataset.blockingmode = 'auto';
  document.head.appendChild(script);
}

/** The service's own settings dialog. */
export function renewCookiebot(): boolean {
  const renew = cookiebot()?.renew;
  if (!renew) return false;
  renew();
  return true;
}

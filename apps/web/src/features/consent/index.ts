export { ConsentBanner, useConsent } from './components/consent-banner';
export { CookieSettingsLink } from './components/cookie-settings-link';

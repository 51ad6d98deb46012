import { IconBroadcast, IconLanguage, IconLayoutDashboard, IconLogin, IconTrophy } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/logo-mark';
import { LOCALES } from '@/lib/i18n/locale';
import { setViewerLocale, viewerLocale } from '@/lib/i18n/viewer';
import { isSignedIn, viewerConfig } from '@/lib/viewer/api';
import classes from './layout.module.css';

const SHORT = { en: 'EN', bg: 'БГ' } as const;

/** English / Български, one tap each (the app's header has the same two, in a menu). */
function LanguageSwitch() {
  const { t } = useTranslation();
  const current = viewerLocale();
  return (
    <div className={classes.languages} role="group" aria-label={t('language.label')}>
      <IconLanguage size={18} aria-hidden="true" />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={classes.language}
          aria-pressed={locale === current}
          // the name starts with what the button shows ("EN"), so a voice command finds it (WCAG 2.5.3)
          aria-label={`${SHORT[locale]} · ${t(`language.${locale}`)}`}
          data-testid={`language-${locale}`}
          onClick={() => void setViewerLocale(locale)}
        >
          {SHORT[locale]}
        </button>
      ))}
    </div>
  );
}

function Header() {
  const { t } = useTranslation();
  const signedIn = isSignedIn();
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <header className={classes.header}>
      <div className={classes.headerStart}>
        <a href="/" className={classes.logoLink} aria-label={t('nav.logoHome')}>
          <LogoMark size={30} />
          <span className={classes.brand}>{t('common.appName')}</span>
        </a>
        <nav className={classes.nav} aria-label={t('nav.mainNavigation')}>
          <a href="/" className={classes.navLink}>
            {t('nav.home')}
          </a>
          <a href="/live" className={classes.navLink}>
            {t('nav.live')}
          </a>
          <a href="/archive" className={classes.navLink}>
            {t('nav.results')}
          </a>
          {signedIn ? (
            <a href="/user/dashboard" className={classes.navLink}>
              {t('nav.dashboard')}
            </a>
          ) : null}
        </nav>
      </div>
      <div className={classes.headerEnd}>
        <LanguageSwitch />
        {signedIn ? (
          <a
            href="/user/dashboard"
            className={classes.account}
            aria-label={t('nav.dashboard')}
            data-testid="viewer-account"
          >
            <IconLayoutDashboard size={20} aria-hidden="true" />
          </a>
        ) : (
          <a
            href={`/login?returnTo=${encodeURIComponent(here)}`}
            className={classes.signIn}
            data-testid="viewer-sign-in"
          >
            <IconLogin size={16} aria-hidden="true" />
            {t('common.signIn')}
          </a>
        )}
      </div>
    </header>
  );
}

/**
 * On a phone the header has no room for its links: Live and Results sit in a strip under it, so a
 * viewer who came in by a shared link has a way on (the app's burger menu is not in this light build).
 */
function PhoneNav() {
  const { t } = useTranslation();
  return (
    <nav className={classes.phoneNav} aria-label={t('nav.mainNavigation')} data-testid="viewer-phone-nav">
      <a href="/live" className={classes.phoneNavLink} data-testid="viewer-nav-live">
        <IconBroadcast size={18} aria-hidden="true" />
        {t('nav.live')}
      </a>
      <a href="/archive" className={classes.phoneNavLink} data-testid="viewer-nav-results">
        <IconTrophy size={18} aria-hidden="true" />
        {t('nav.results')}
      </a>
    </nav>
  );
}

function Footer() {
  const { t } = useTranslation();
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void viewerConfig().then((config) => live && setVersion(config?.version ?? null));
    return () => {
      live = false;
    };
  }, []);
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerBrand}>
          <span className={classes.footerLogo}>
            <LogoMark size={24} />
            <span>{t('common.appName')}</span>
          </span>
          <span className={classes.dimmed}>{t('footer.tagline')}</span>
        </div>
        <div className={classes.footerLinks}>
          <a href="/privacy-policy">{t('nav.privacy')}</a>
          <span>
            © {new Date().getFullYear()} {t('common.appName')}
            {version ? ` · ${t('footer.version', { version })}` : ''}
          </span>
        </div>
      </div>
    </footer>
  );
}

/** The app's header and footer in a light form: plain links back into the app, the language, sign-in. */
export function ViewerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <PhoneNav />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

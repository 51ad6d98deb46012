import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { rememberOfflinePage } from '@/lib/pwa';
import { NavigationLoadingBar } from '../query-events';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';
import { MobileNav } from './mobile-nav';
import { OfflineBanner } from './offline-banner';
import { ServiceBanner } from './service-banner';

/**
 * The skip link lands on a page's own content: past a section menu when the page marks its content with
 * `data-skip-target` (the organizer's workspace), otherwise at the top of the main area.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target =
    document.querySelector<HTMLElement>('#main-content [data-skip-target]') ??
    document.getElementById('main-content');
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView();
}

/** the error pages, which are not pages to come back to offline */
const ERROR_PAGES = '[data-testid="server-error"],[data-testid="not-found"],[data-testid="offline-page"]';

/** A page shown while online has its code cached: note it, with its title once it has set one, for offline. */
function useRememberOfflinePage() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (document.querySelector(ERROR_PAGES)) return;
      void rememberOfflinePage({ path: pathname, title: document.title });
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** Phone to desktop: a header with the burger and a row of Home, Live and Results below `md`, the phone menu as the navbar, pages, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  useRememberOfflinePage();
  return (
    <AppShell
      header={{ height: { base: 108, md: 64 } }}
      navbar={{ width: 300, breakpoint: 'md', collapsed: { mobile: !opened, desktop: true } }}
      padding={0}
    >
      <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
        {t('common.skipToContent')}
      </a>
      <NavigationLoadingBar />
      <ScrollRestoration />
      <AppShell.Header className={classes.header}>
        <Header opened={opened} onToggle={toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        p="md"
        id="mobile-navigation"
        data-testid="mobile-navigation"
        className={classes.navbar}
        data-closed={!opened || undefined}
        // off-screen when closed (and always on desktop): out of the tab order and the accessibility tree
        inert={!opened}
      >
        <MobileNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <ServiceBanner />
        <OfflineBanner />
        <div id="main-content" tabIndex={-1} className={classes.content}>
          <Outlet />
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}

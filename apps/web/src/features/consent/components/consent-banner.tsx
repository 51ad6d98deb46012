import { Anchor, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_SPACE_VAR,
  CONSOLE_MARK,
  acceptAll,
  choiceOf,
  necessaryOnly,
  OPTIONAL_CATEGORIES,
  onConsentChange,
  onOpenConsentSettings,
  readConsent,
  saveConsent,
  type ConsentChoice,
  type OptionalCategory,
} from '@/lib/consent/consent';
import { loadCookiebot, renewCookiebot } from '@/lib/consent/cookiebot';
import { currentLocale } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import classes from './consent.module.css';

const subscribe = (listener: () => void) => onConsentChange(listener);

export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

const subscribeConsoleMark = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [CONSOLE_MARK] });
  return () => observer.disconnect();
};
const consoleOpen = () => document.documentElement.hasAttribute(CONSOLE_MARK);

/** Whether a scorer's console is open (it marks <html>): the banner is then a strip. */
function useOnConsole(): boolean {
  return useSyncExternalStore(subscribeConsoleMark, consoleOpen, () => false);
}

/** Keeps BANNER_SPACE_VAR on <html> at the height the banner covers from the window's bottom. */
function useBannerSpace(banner: HTMLDivElement | null) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!banner) return;
    const measure = () => {
      const covered = Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top));
      root.style.setProperty(BANNER_SPACE_VAR, `${covered}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BANNER_SPACE_VAR);
    };
  }, [banner]);
}

function SettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useConsent();
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean>>(() => ({
    functional: current?.functional ?? false,
    statistic: current?.statistic ?? false,
    marketing: current?.marketing ?? false,
    unclassified: current?.unclassified ?? false,
  }));
  useEffect(() => {
    if (opened)
      setDraft({
        functional: current?.functional ?? false,
        statistic: current?.statistic ?? false,
        marketing: current?.marketing ?? false,
        unclassified: current?.unclassified ?? false,
      });
  }, [opened, current]);
  const save = () => {
    saveConsent(choiceOf(draft));
    notify.success(t('consent.saved'));
    onClose();
  };
  // as the banner's: a choice made, kept at once; "Save my choice" is for the switches
  const acceptEverything = () => {
    acceptAll();
    notify.success(t('consent.saved'));
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('consent.settingsTitle')}
      size="lg"
      data-testid="consent-settings"
    >
      <Stack gap="md">
        <Text size="sm">{t('consent.settingsIntro')}</Text>
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={700}>{t('consent.categories.necessary.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('consent.categories.necessary.text')}
              </Text>
            </Stack>
            <Text size="xs" fw={700} c="teal.8" style={{ whiteSpace: 'nowrap' }}>
              {t('consent.alwaysOn')}
            </Text>
          </Group>
        </Paper>
        {OPTIONAL_CATEGORIES.map((category) => (
          <Paper key={category} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={700} component="label" htmlFor={`consent-${category}`}>
                  {t(`consent.categories.${category}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`consent.categories.${category}.text`)}
                </Text>
              </Stack>
              <Switch
                id={`consent-${category}`}
                checked={draft[category]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setDraft((d) => ({ ...d, [category]: checked }));
                }}
                size="md"
                data-testid={`consent-switch-${category}`}
              />
            </Group>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={acceptEverything} data-testid="consent-settings-accept">
            {t('consent.acceptAll')}
          </Button>
          <Button onClick={save} data-testid="consent-save">
            {t('consent.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Cookie consent (SPEC §1, decision 020): the embedded banner until the person chooses, and the
 * settings dialog (footer link "Cookie settings"); with a consent service configured (site id in
 * /api/config), the service's banner and dialog instead.
 */
export function ConsentBanner({ siteId }: { siteId?: string | null | undefined }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const [settings, setSettings] = useState(false);
  const compact = useOnConsole();
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  useBannerSpace(!consent && !siteId ? banner : null);

  useEffect(() => {
    if (siteId) loadCookiebot(siteId, currentLocale());
  }, [siteId]);
  useEffect(
    () =>
      onOpenConsentSettings(() => {
        if (siteId && renewCookiebot()) return;
        setSettings(true);
      }),
    [siteId],
  );

  return (
    <>
      {!consent && !siteId ? (
        <Paper
          ref={setBanner}
          className={classes.banner}
          shadow="xl"
          radius={compact ? 0 : 'md'}
          withBorder
          p={compact ? 'xs' : 'md'}
          role="region"
          aria-label={t('consent.title')}
          data-testid="consent-banner"
          data-compact={compact || undefined}
        >
          {compact ? (
            <div className={classes.strip}>
              <Text size="xs" className={classes.stripText}>
                {t('consent.compactText')}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Button size="compact-sm" onClick={() => acceptAll()} data-testid="consent-accept">
                  {t('consent.acceptAll')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => necessaryOnly()}
                  data-testid="consent-reject"
                >
                  {t('consent.rejectAll')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setSettings(true)}
                  data-testid="consent-customize"
                >
                  {t('consent.customize')}
                </Button>
              </Group>
            </div>
          ) : (
            <Stack gap="sm">
              <Title order={2} fz="md">
                {t('consent.title')}
              </Title>
              <Text size="sm">
                {t('consent.text')}{' '}
                <Anchor href="/privacy-policy" size="sm">
                  {t('consent.privacyLink')}
                </Anchor>
              </Text>
              <Group gap="xs" className={classes.buttons}>
                <Button onClick={() => acceptAll()} data-testid="consent-accept">
                  {t('consent.acceptAll')}
                </Button>
                <Button variant="default" onClick={() => necessaryOnly()} data-testid="consent-reject">
                  {t('consent.rejectAll')}
                </Button>
                <Button variant="subtle" onClick={() => setSettings(true)} data-testid="consent-customize">
                  {t('consent.customize')}
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      ) : null}
      <SettingsDialog opened={settings} onClose={() => setSettings(false)} />
    </>
  );
}

import { Button, Menu, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, normalizeLocale, setLocale, type Locale } from '@/lib/i18n';

const SHORT: Record<Locale, string> = { en: 'EN', bg: 'БГ' };

/**
 * English / Български; a pick is remembered in the spz_locale cookie under any cookie choice, and says so
 * (decision 051). `menu` for the header, `segmented` for the phone menu.
 */
export function LanguageSwitch({ variant = 'menu' }: { variant?: 'menu' | 'segmented' }) {
  const { t, i18n } = useTranslation();
  const current = normalizeLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';

  if (variant === 'segmented') {
    return (
      <Stack gap={4}>
        <SegmentedControl
          fullWidth
          aria-label={t('language.label')}
          data-testid="language-switch"
          value={current}
          onChange={(value) => void setLocale(value)}
          data={LOCALES.map((locale) => ({
            value: locale,
            label: <span lang={locale}>{t(`language.${locale}`)}</span>,
          }))}
        />
        <Text size="xs" c="dimmed">
          {t('language.remembered')}
        </Text>
      </Stack>
    );
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}
          // the name starts with what the button shows ("EN"), so a voice command finds it (WCAG 2.5.3)
          aria-label={`${SHORT[current]} · ${t('language.label')}: ${t(`language.${current}`)}`}
          data-testid="language-switch"
          data-locale={current}
        >
          {SHORT[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={locale === current ? 'true' : undefined}
            data-testid={`language-option-${locale}`}
            onClick={() => void setLocale(locale)}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Text size="xs" c="dimmed" px="sm" py={4} data-testid="language-remembered">
          {t('language.remembered')}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}

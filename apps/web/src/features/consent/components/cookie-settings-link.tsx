import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openConsentSettings } from '@/lib/consent/consent';

/** "Cookie settings": opens the consent dialog, to change the choice at any time. */
export function CookieSettingsLink(props: AnchorProps) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      onClick={openConsentSettings}
      data-testid="cookie-settings"
      {...props}
    >
      {t('consent.settings')}
    </Anchor>
  );
}

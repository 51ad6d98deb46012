import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: "Page - Sportzone", or "Sportzone" alone. Pass an already translated title. */
export function formatPageTitle(appName: string, title?: string | null): string {
  return title ? `${title} - ${appName}` : appName;
}

export function usePageTitle(title?: string | null): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = formatPageTitle(appName, title);
  }, [appName, title]);
}

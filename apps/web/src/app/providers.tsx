import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { LOADING_BAR } from '@/lib/loading-bar';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { useClearDataOnSessionEnd } from './query-events';
import { cssVariablesResolver, localizedTheme } from './theme';

function LoadingBar() {
  const { t } = useTranslation();
  return (
    <NavigationProgress size={LOADING_BAR.heightPx} stepInterval={250} aria-label={t('common.loading')} />
  );
}

/** The theme in the current language (see localizedTheme), rebuilt only when the language changes. */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** Theme, toasts (SPEC §9: bottom-right, 3 s, paused on hover), the loading bar, data and texts. */
export function Providers({ children }: { children: ReactNode }) {
  useClearDataOnSessionEnd();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedMantine>
          <LoadingBar />
          <Notifications
            position="bottom-right"
            autoClose={TOAST_AUTO_CLOSE_MS}
            transitionDuration={150}
            limit={5}
          />
          {children}
        </ThemedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

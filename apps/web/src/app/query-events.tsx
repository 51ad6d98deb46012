import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { onSessionEnd } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { beginLoading } from '@/lib/loading-bar';
import { queryClient } from '@/lib/query-client';

/** Route navigation (lazy pages loading) drives the top loading bar, like API requests do. */
export function NavigationLoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    return beginLoading();
  }, [busy]);
  return null;
}

/**
 * A session that ends (401, failed refresh, sign-out in another tab) leaves no one's data behind.
 * A refresh that failed is said once, with the 401 wording; a 401 has its own toast from the API client.
 */
export function useClearDataOnSessionEnd() {
  useEffect(
    () =>
      onSessionEnd((reason) => {
        queryClient.clear();
        if (reason === 'renew-failed') {
          notify.warning(i18n.t('errors.unauthorized'), { id: 'session-ended', autoClose: false });
        }
      }),
    [],
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUILD_ID,
  BUILD_POLL_MS,
  fetchLatestBuild,
  FIRST_CHECK_DELAY_MS,
  isNewBuild,
  UPDATE_GUARD_KEY,
  UPDATE_RELOAD_GUARD_MS,
} from './build';
import { hasPendingScores } from './pending';
import { activateAndReload, registerServiceWorker } from './service-worker';

const NOTIFICATION_ID = 'app-update';
/** how long a non-empty queue holds the reload while online */
const PENDING_WAIT_MS = 60_000;

function recentlyReloadedFor(latest: string): boolean {
  try {
    const guard = JSON.parse(window.sessionStorage.getItem(UPDATE_GUARD_KEY) ?? 'null') as {
      build?: string;
      at?: number;
    } | null;
    return (
      guard?.build === latest &&
      typeof guard.at === 'number' &&
      Date.now() - guard.at < UPDATE_RELOAD_GUARD_MS
    );
  } catch {
    return false;
  }
}

function UpdateMessage({ latest }: { latest: string }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const reload = () => {
    setWaiting(true);
    // a scorer's events waiting to be sent go first; the reload follows when the queue is empty. They
    // are stored, so a queue that cannot drain while online (a match gone) holds the reload a minute only.
    const started = Date.now();
    const attempt = () => {
      const holding = !navigator.onLine || Date.now() - started < PENDING_WAIT_MS;
      if (hasPendingScores() && holding) return void setTimeout(attempt, 1000);
      try {
        window.sessionStorage.setItem(UPDATE_GUARD_KEY, JSON.stringify({ build: latest, at: Date.now() }));
      } catch {
        // no guard: at worst a second prompt
      }
      void activateAndReload(latest);
    };
    attempt();
  };
  return (
    <Stack gap={6}>
      <Text size="sm">{waiting && hasPendingScores() ? t('appUpdate.waiting') : t('appUpdate.text')}</Text>
      <Group>
        <Button
          size="xs"
          leftSection={<IconRefresh size={14} />}
          onClick={reload}
          loading={waiting}
          data-testid="app-update-reload"
        >
          {t('appUpdate.reload')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The installable app's life (decision 020): registers the service worker, then SPEC §9's build poll —
 * /build.json about 1 s after start and every hour (and when the tab is shown again); a newer build
 * shows a lasting notification whose Reload waits for the score console's queue.
 */
export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<string | null>(null);

  useEffect(() => {
    void registerServiceWorker();
    let stopped = false;
    const check = async () => {
      const found = await fetchLatestBuild();
      if (!stopped && isNewBuild(BUILD_ID, found) && !recentlyReloadedFor(found!)) setLatest(found);
    };
    const first = setTimeout(check, FIRST_CHECK_DELAY_MS);
    const every = setInterval(check, BUILD_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (!latest) return;
    notifications.show({
      id: NOTIFICATION_ID,
      title: t('appUpdate.title'),
      message: <UpdateMessage latest={latest} />,
      autoClose: false,
      withBorder: true,
      color: 'brand',
      icon: <IconRefresh size={18} />,
      'data-testid': 'app-update',
    } as Parameters<typeof notifications.show>[0]);
  }, [latest, t]);

  return null;
}

import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@sportzone/contracts';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';
import { disablePush, enablePush, pushState, type PushState } from '../lib/push';
import classes from './notifications.module.css';

/** This browser's push: allow (permission + subscription) or turn off. */
function DevicePush() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  const run = (fn: () => Promise<PushState>) => {
    setBusy(true);
    fn()
      .then(setState)
      .catch((err: unknown) => notify.error(err instanceof Error ? err.message : String(err)))
      .finally(() => setBusy(false));
  };
  const text =
    state === 'on'
      ? t('notifications.settings.deviceOn')
      : state === 'denied'
        ? t('notifications.settings.deviceDenied')
        : state === 'unsupported'
          ? t('notifications.settings.deviceUnsupported')
          : t('notifications.settings.deviceOff');
  return (
    <Alert
      variant="light"
      color={state === 'on' ? 'teal' : state === 'denied' ? 'orange' : 'gray'}
      icon={<IconBellRinging size={20} />}
      title={t('notifications.settings.device')}
      data-testid="push-device"
      data-state={state ?? 'loading'}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{state === null ? '…' : text}</Text>
        {state === 'off' ? (
          <Button size="xs" onClick={() => run(enablePush)} loading={busy} data-testid="push-enable">
            {t('notifications.settings.enable')}
          </Button>
        ) : state === 'on' ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => run(disablePush)}
            loading={busy}
            data-testid="push-disable"
          >
            {t('notifications.settings.disable')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** /user/preferences: which kinds come in the app and as push, this device's push, the video delay. */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const value = draft ?? query.data ?? null;
  const set = (kind: (typeof NOTIFICATION_KINDS)[number], key: 'app' | 'push', on: boolean) =>
    value &&
    setDraft({
      ...value,
      kinds: { ...value.kinds, [kind]: { app: true, push: true, ...value.kinds[kind], [key]: on } },
    });
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="notification-settings">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {t('notifications.settings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.settings.intro')}
          </Text>
        </Stack>
        <DevicePush />
        {!value ? (
          <Skeleton height={220} radius="md" />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(value, {
                onSuccess: () => {
                  setDraft(null);
                  notify.success(t('notifications.settings.saved'));
                },
              });
            }}
          >
            <Stack gap="md">
              <Table className={classes.settingsTable} verticalSpacing={4} withRowBorders>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('notifications.settings.kind')}</Table.Th>
                    <Table.Th ta="center" w={90}>
                      {t('notifications.settings.inApp')}
                    </Table.Th>
                    <Table.Th ta="center" w={90}>
                      {t('notifications.settings.push')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {NOTIFICATION_KINDS.map((kind) => (
                    <Table.Tr key={kind} data-testid={`notification-kind-${kind}`}>
                      <Table.Td>
                        <Text size="sm">{t(`notifications.kinds.${kind}.label`)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="center">
                          <Checkbox
                            checked={value.kinds[kind]?.app ?? true}
                            onChange={(e) => set(kind, 'app', e.currentTarget.checked)}
                            aria-label={`${t(`notifications.kinds.${kind}.label`)}: ${t('notifications.settings.inApp')}`}
                          />
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="center">
                          <Checkbox
                            checked={value.kinds[kind]?.push ?? true}
                            onChange={(e) => set(kind, 'push', e.currentTarget.checked)}
                            aria-label={`${t(`notifications.kinds.${kind}.label`)}: ${t('notifications.settings.push')}`}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <NumberInput
                label={t('notifications.settings.delay')}
                description={t('notifications.settings.delayHint')}
                min={0}
                max={600}
                step={5}
                allowDecimal={false}
                clampBehavior="strict"
                value={value.delaySeconds}
                onChange={(v) => setDraft({ ...value, delaySeconds: typeof v === 'number' ? v : 0 })}
                maw={320}
                data-testid="notification-delay"
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} data-testid="notification-settings-save">
                  {t('notifications.settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

import { Button, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateGuestLink } from '../api/guest-link';

const DURATIONS = [60, 4 * 60, 24 * 60, 7 * 24 * 60];

/** For the match's managers: make a guest scoring link (shown once: the server keeps only its hash). */
export function GuestLinkButton({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [minutes, setMinutes] = useState(24 * 60);
  const create = useCreateGuestLink(matchId);
  const close = () => {
    setOpened(false);
    create.reset();
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconLink size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        data-testid="guest-link-open"
      >
        {t('live.guestLink')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('live.guestLinkTitle')} centered>
        <Stack>
          <Text size="sm">{t('live.guestLinkText')}</Text>
          {create.data ? (
            <>
              <TextInput
                value={create.data.url}
                readOnly
                aria-label={t('live.guestLinkTitle')}
                data-testid="guest-link-url"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Text size="xs" c="dimmed">
                {t('live.guestLinkOnce')}
              </Text>
              <Group justify="flex-end">
                <CopyButton value={create.data.url}>
                  {({ copied, copy }) => (
                    <Button
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      color={copied ? 'teal' : undefined}
                    >
                      {copied ? t('live.copied') : t('live.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </>
          ) : (
            <>
              <Select
                label={t('live.guestLinkValid')}
                data={DURATIONS.map((m) => ({
                  value: String(m),
                  label:
                    m < 24 * 60
                      ? t('live.hours', { count: m / 60 })
                      : t('live.days', { count: m / (24 * 60) }),
                }))}
                value={String(minutes)}
                onChange={(v) => setMinutes(Number(v ?? 24 * 60))}
                allowDeselect={false}
                comboboxProps={{ zIndex: 400 }}
              />
              <Group justify="flex-end">
                <Button
                  onClick={() => create.mutate(minutes)}
                  loading={create.isPending}
                  data-testid="guest-link-create"
                >
                  {t('live.guestLinkCreate')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}

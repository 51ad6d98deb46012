import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { GuestLinkCreated, Match } from '@sportzone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconCopy, IconLinkOff, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { createGuestLink, fetchGuestLinks, revokeGuestLink } from '../api/matches';
import { QrCode } from './qr-code';

const DURATIONS = [60, 4 * 60, 24 * 60, 7 * 24 * 60];

function formatAt(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A match's guest scoring links: make one (shown once as a link and a QR code a phone can scan: the
 * server keeps only its hash), see the others with their expiry, revoke any.
 */
export function GuestLinkDialog({ match, onClose }: { match: Match | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState(24 * 60);
  const [created, setCreated] = useState<GuestLinkCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<number | null>(null);
  const matchId = match?.id ?? 0;
  const links = useQuery({
    queryKey: ['matches', matchId, 'guest-links'],
    queryFn: ({ signal }) => fetchGuestLinks(matchId, signal),
    enabled: match !== null,
  });
  const close = () => {
    setCreated(null);
    onClose();
  };
  const create = async () => {
    setBusy(true);
    try {
      const link = await createGuestLink(matchId, minutes);
      setCreated(link);
      void queryClient.invalidateQueries({ queryKey: ['matches', matchId, 'guest-links'] });
    } catch {
      // the API client says why
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (linkId: number) => {
    setRevoking(linkId);
    try {
      await revokeGuestLink(matchId, linkId);
      if (created?.id === linkId) setCreated(null);
      notify.success(t('orgMatches.guest.revoked'));
      await queryClient.invalidateQueries({ queryKey: ['matches', matchId, 'guest-links'] });
    } catch {
      // the API client says why
    } finally {
      setRevoking(null);
    }
  };
  const active = (links.data ?? []).filter((l) => l.active);

  return (
    <Modal
      opened={match !== null}
      onClose={close}
      title={t('orgMatches.guest.title')}
      centered
      radius="lg"
      size="md"
    >
      <Stack gap="md" data-testid="guest-link-dialog">
        <Text size="sm" c="dimmed">
          {t('orgMatches.guest.intro', {
            home: match?.home.name ?? '',
            away: match?.away.name ?? '',
          })}
        </Text>
        {created ? (
          <Card withBorder radius="lg" p="md" data-testid="guest-link-created">
            <Stack gap="sm" align="center">
              <QrCode value={created.url} label={t('orgMatches.guest.qrLabel')} />
              <Text size="sm" ta="center">
                {t('orgMatches.guest.scan')}
              </Text>
              <Badge variant="light" color="teal" tt="none" size="lg" data-testid="guest-link-expiry">
                {t('orgMatches.guest.validUntil', { when: formatAt(created.expiresAt, locale) })}
              </Badge>
              <TextInput
                w="100%"
                value={created.url}
                readOnly
                aria-label={t('orgMatches.guest.link')}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="guest-link-url"
              />
              <Group gap="sm" justify="center">
                <CopyButton value={created.url}>
                  {({ copied, copy }) => (
                    <Button
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      color={copied ? 'teal' : undefined}
                      data-testid="guest-link-copy"
                    >
                      {copied ? t('orgMatches.guest.copied') : t('orgMatches.guest.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Anchor href={created.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('orgMatches.guest.open')}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed" ta="center">
                {t('orgMatches.guest.once')}
              </Text>
            </Stack>
          </Card>
        ) : (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              style={{ flex: '1 1 160px' }}
              label={t('orgMatches.guest.valid')}
              data={DURATIONS.map((m) => ({
                value: String(m),
                label:
                  m < 24 * 60
                    ? t('orgMatches.guest.hours', { count: m / 60 })
                    : t('orgMatches.guest.days', { count: m / (24 * 60) }),
              }))}
              value={String(minutes)}
              onChange={(v) => setMinutes(Number(v ?? 24 * 60))}
              allowDeselect={false}
              comboboxProps={{ zIndex: 400 }}
              data-testid="guest-link-valid"
            />
            <Button
              leftSection={<IconQrcode size={18} aria-hidden="true" />}
              onClick={() => void create()}
              loading={busy}
              data-testid="guest-link-create"
            >
              {t('orgMatches.guest.create')}
            </Button>
          </Group>
        )}

        <Stack gap={6}>
          <Text size="sm" fw={700}>
            {t('orgMatches.guest.activeTitle')}
          </Text>
          {links.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : links.isError ? (
            <Alert color="red" variant="light">
              {t('orgMatches.guest.loadFailed')}
            </Alert>
          ) : active.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="guest-links-none">
              {t('orgMatches.guest.none')}
            </Text>
          ) : (
            active.map((link) => (
              <Group
                key={link.id}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                data-testid="guest-link-row"
              >
                <Stack gap={0} miw={0}>
                  <Text size="sm">
                    {t('orgMatches.guest.validUntil', { when: formatAt(link.expiresAt, locale) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {link.lastUsedAt
                      ? t('orgMatches.guest.lastUsed', { when: formatAt(link.lastUsedAt, locale) })
                      : t('orgMatches.guest.notUsed')}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconLinkOff size={14} aria-hidden="true" />}
                  loading={revoking === link.id}
                  onClick={() => void revoke(link.id)}
                  data-testid="guest-link-revoke"
                >
                  {t('orgMatches.guest.revoke')}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}

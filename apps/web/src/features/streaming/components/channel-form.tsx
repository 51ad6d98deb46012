import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { Channel, StreamingPlatform } from '@sportzone/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useMyOrganizations } from '@/lib/organizations';
import { useSaveChannel } from '../api/streaming';
import { FormMessage, useFormCheck } from './form-check';

/** Create or edit a channel: a name is required; the server's refusals show under the fields or above the buttons. */
export function ChannelForm({
  channel,
  opened,
  onClose,
  onSaved,
}: {
  channel: Channel | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (saved: Channel) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveChannel();
  const orgs = useMyOrganizations({ pageSize: 100 }, opened && !channel);
  const [name, setName] = useState(channel?.name ?? '');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [platform, setPlatform] = useState<StreamingPlatform>(channel?.streamingPlatform ?? 'embedded');
  const [referrer, setReferrer] = useState(channel?.referrer ?? '');
  const [accessCode, setAccessCode] = useState('');
  const [takeover, setTakeover] = useState(channel?.takeover ?? false);
  const managed = (orgs.data?.items ?? []).filter((o) => o.canManage);
  const form = useFormCheck(['name', 'referrer', 'accessCode', 'organizationId'] as const);
  const submit = () => {
    if (!form.check({ name: !name.trim() && t('streaming.form.provideName') })) return;
    save.mutate(
      {
        ...(channel ? { id: channel.id } : {}),
        name: name.trim(),
        ...(!channel && organizationId ? { organizationId: Number(organizationId) } : {}),
        streamingPlatform: platform,
        referrer: referrer.trim() || null,
        takeover,
        ...(platform === 'youtube' && accessCode.trim() ? { accessCode: accessCode.trim() } : {}),
      },
      {
        onSuccess: (saved) => {
          notify.success(channel ? t('streaming.channels.saved') : t('streaming.channels.created'));
          onSaved(saved);
        },
        onError: form.fail,
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={channel ? t('streaming.channels.editTitle') : t('streaming.channels.create')}
      centered
      radius="lg"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('streaming.channels.name')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              form.clear('name');
            }}
            error={form.errors.name}
            withAsterisk
            maxLength={120}
            data-autofocus
            data-testid="channel-name"
          />
          {!channel ? (
            <Select
              label={t('streaming.channels.organization')}
              description={t('streaming.channels.organizationHint')}
              placeholder={t('streaming.channels.personal')}
              data={managed.map((o) => ({ value: String(o.id), label: o.name }))}
              value={organizationId}
              onChange={setOrganizationId}
              error={form.errors.organizationId}
              clearable
              data-testid="channel-organization"
            />
          ) : null}
          <Select
            label={t('streaming.channels.platformLabel')}
            data={(['embedded', 'youtube'] as const).map((p) => ({
              value: p,
              label: t(`streaming.platform.${p}`),
            }))}
            value={platform}
            onChange={(v) => v && setPlatform(v as StreamingPlatform)}
            allowDeselect={false}
            data-testid="channel-platform"
          />
          {platform === 'youtube' ? (
            <TextInput
              label={t('streaming.channels.accessCode')}
              value={accessCode}
              onChange={(e) => setAccessCode(e.currentTarget.value)}
              error={form.errors.accessCode}
              autoComplete="off"
            />
          ) : null}
          <TextInput
            label={t('streaming.channels.referrer')}
            value={referrer}
            onChange={(e) => setReferrer(e.currentTarget.value)}
            placeholder="https://"
            error={form.errors.referrer}
            maxLength={500}
          />
          {platform === 'embedded' ? (
            <Switch
              label={t('streaming.channels.takeover')}
              description={t('streaming.channels.takeoverHint')}
              checked={takeover}
              onChange={(e) => setTakeover(e.currentTarget.checked)}
              data-testid="channel-takeover"
            />
          ) : null}
          <FormMessage message={form.message} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('streaming.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="channel-save">
              {t('streaming.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

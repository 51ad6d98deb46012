import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { Camera, Channel, Station } from '@sportzone/contracts';
import { IconCamera, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useMyOrganizations } from '@/lib/organizations';
import {
  useDeleteCamera,
  useDeleteStation,
  useMyChannels,
  useMyStations,
  useSaveCamera,
  useSaveStation,
  useVenues,
} from '../api/streaming';
import { FormMessage, useFormCheck } from './form-check';
import { LiveVideoOffNote, StreamingNav } from './streaming-nav';

function StationForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const orgs = useMyOrganizations({ pageSize: 100 });
  const managed = (orgs.data?.items ?? []).filter((o) => o.canManage);
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const orgId = organizationId ? Number(organizationId) : managed.length === 1 ? managed[0]!.id : null;
  const venues = useVenues(orgId);
  const withSpaces = (venues.data?.items ?? []).filter((v) => v.spaces.length > 0);
  const [venueId, setVenueId] = useState<string | null>(null);
  const [spaceId, setSpaceId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const venue = withSpaces.find((v) => String(v.id) === venueId) ?? null;
  const space = venue?.spaces.find((s) => String(s.id) === spaceId) ?? null;
  const save = useSaveStation();
  const form = useFormCheck(['organizationId', 'venueId', 'playingSpaceId', 'name'] as const);
  const submit = () => {
    const selectOne = t('streaming.form.selectOne');
    const complete = form.check({
      organizationId: !orgId && selectOne,
      venueId: !venue && selectOne,
      playingSpaceId: !space && selectOne,
    });
    if (!complete || !venue || !space) return;
    save.mutate(
      { venueId: venue.id, playingSpaceId: space.id, name: name.trim() || `${venue.name} · ${space.name}` },
      {
        onSuccess: () => {
          notify.success(t('streaming.stations.created'));
          onClose();
        },
        onError: form.fail,
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('streaming.stations.create')} centered radius="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {managed.length > 1 ? (
            <Select
              label={t('streaming.stations.organization')}
              data={managed.map((o) => ({ value: String(o.id), label: o.name }))}
              value={organizationId}
              onChange={(v) => {
                setOrganizationId(v);
                setVenueId(null);
                setSpaceId(null);
                form.clear('organizationId');
              }}
              error={form.errors.organizationId}
              withAsterisk
              data-testid="station-organization"
            />
          ) : null}
          {orgId && venues.data && withSpaces.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('streaming.stations.noVenues')}
            </Text>
          ) : null}
          <Select
            label={t('streaming.stations.venue')}
            data={withSpaces.map((v) => ({ value: String(v.id), label: v.name }))}
            value={venueId}
            onChange={(v) => {
              setVenueId(v);
              setSpaceId(null);
              form.clear('venueId');
            }}
            error={form.errors.venueId}
            disabled={!orgId}
            withAsterisk
            data-testid="station-venue"
          />
          <Select
            label={t('streaming.stations.space')}
            data={(venue?.spaces ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={spaceId}
            onChange={(v) => {
              setSpaceId(v);
              form.clear('playingSpaceId');
            }}
            error={form.errors.playingSpaceId}
            disabled={!venue}
            withAsterisk
            data-testid="station-space"
          />
          <TextInput
            label={t('streaming.stations.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            placeholder={venue && space ? `${venue.name} · ${space.name}` : undefined}
            error={form.errors.name}
            maxLength={120}
            data-testid="station-name"
          />
          <FormMessage message={form.message} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('streaming.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="station-save">
              {t('streaming.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function CameraRow({ camera, channels }: { camera: Camera; channels: Channel[] }) {
  const { t } = useTranslation();
  const save = useSaveCamera();
  const remove = useDeleteCamera();
  const [confirm, setConfirm] = useState(false);
  const update = (input: { channelId?: number | null; active?: boolean }) =>
    save.mutate(
      { id: camera.id, ...input },
      { onSuccess: () => notify.success(t('streaming.stations.cameraSaved')) },
    );
  return (
    <Group gap="sm" wrap="wrap" data-testid="camera-row" data-camera-id={camera.id}>
      <Group gap={6} style={{ flex: '1 1 140px', minWidth: 0 }}>
        <IconCamera size={18} aria-hidden="true" />
        <Text fw={600} truncate="end">
          {camera.name}
        </Text>
        {camera.publishing && camera.active ? (
          <Badge color="red" size="sm">
            {t('streaming.stations.onAir')}
          </Badge>
        ) : null}
      </Group>
      <Select
        aria-label={t('streaming.stations.channel')}
        placeholder={t('streaming.stations.noChannel')}
        data={channels.map((c) => ({ value: String(c.id), label: c.name }))}
        value={camera.channelId ? String(camera.channelId) : null}
        onChange={(v) => update({ channelId: v ? Number(v) : null })}
        clearable
        size="xs"
        w={180}
        data-testid="camera-channel"
      />
      <Switch
        label={t('streaming.stations.active')}
        checked={camera.active}
        onChange={(e) => update({ active: e.currentTarget.checked })}
        data-testid="camera-active"
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('streaming.stations.deleteCamera')}
        onClick={() => setConfirm(true)}
      >
        <IconTrash size={16} />
      </ActionIcon>
      <ConfirmDialog
        opened={confirm}
        title={t('streaming.stations.deleteCameraTitle', { name: camera.name })}
        message={t('streaming.stations.deleteCamera')}
        onClose={() => setConfirm(false)}
        onConfirm={() => remove.mutateAsync(camera.id)}
        doneText={t('streaming.stations.cameraDeleted')}
      />
    </Group>
  );
}

function AddCamera({ station, channels }: { station: Station; channels: Channel[] }) {
  const { t } = useTranslation();
  const save = useSaveCamera();
  const [name, setName] = useState('');
  const [channelId, setChannelId] = useState<string | null>(
    channels.length === 1 ? String(channels[0]!.id) : null,
  );
  const form = useFormCheck(['name', 'channelId'] as const);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.check({ name: !name.trim() && t('streaming.form.provideName') })) return;
        save.mutate(
          {
            station: { id: station.id },
            name: name.trim(),
            ...(channelId ? { channelId: Number(channelId) } : {}),
            active: true,
          },
          {
            onSuccess: () => {
              setName('');
              notify.success(t('streaming.stations.cameraSaved'));
            },
            onError: form.fail,
          },
        );
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('streaming.stations.cameraName')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            form.clear('name');
          }}
          error={form.errors.name}
          withAsterisk
          maxLength={120}
          size="xs"
          style={{ flex: '1 1 140px' }}
          data-testid="camera-name"
        />
        <Select
          label={t('streaming.stations.channel')}
          placeholder={t('streaming.stations.noChannel')}
          data={channels.map((c) => ({ value: String(c.id), label: c.name }))}
          value={channelId}
          onChange={setChannelId}
          error={form.errors.channelId}
          clearable
          size="xs"
          w={180}
          data-testid="camera-new-channel"
        />
        <Button
          type="submit"
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          loading={save.isPending}
          data-testid="camera-add"
        >
          {t('streaming.stations.addCamera')}
        </Button>
      </Group>
      <FormMessage message={form.message} />
    </form>
  );
}

function StationCard({ station, channels }: { station: Station; channels: Channel[] }) {
  const { t } = useTranslation();
  const remove = useDeleteStation();
  const [confirm, setConfirm] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" data-testid="station-card" data-station-id={station.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {station.name}
            </Text>
            <Text size="sm" c="dimmed">
              {station.venueName} · {station.playingSpaceName}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirm(true)}
            data-testid="station-delete"
          >
            {t('streaming.delete')}
          </Button>
        </Group>
        <Text size="sm" fw={600}>
          {t('streaming.stations.cameras')}
        </Text>
        {station.cameras.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('streaming.stations.noCameras')}
          </Text>
        ) : (
          <Stack gap="xs">
            {station.cameras.map((c) => (
              <CameraRow key={c.id} camera={c} channels={channels} />
            ))}
          </Stack>
        )}
        <Divider />
        <AddCamera station={station} channels={channels} />
      </Stack>
      <ConfirmDialog
        opened={confirm}
        title={t('streaming.stations.deleteTitle', { name: station.name })}
        message={t('streaming.stations.deleteText')}
        onClose={() => setConfirm(false)}
        onConfirm={() => remove.mutateAsync(station.id)}
        doneText={t('streaming.stations.deleted')}
      />
    </Card>
  );
}

/** /stations (auth): stations at my organizations' playing spaces, their cameras pointing at channels. */
export function StationsPage() {
  const { t } = useTranslation();
  const stations = useMyStations();
  const channels = useMyChannels();
  const orgs = useMyOrganizations({ pageSize: 100 });
  const managesAny = (orgs.data?.items ?? []).some((o) => o.canManage);
  const [creating, setCreating] = useState(false);
  const channelList = channels.data ?? [];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <StreamingNav />
        <PageHeader
          title={t('streaming.stations.title')}
          intro={t('streaming.stations.intro')}
          actions={
            managesAny ? (
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setCreating(true)}
                data-testid="station-create"
              >
                {t('streaming.stations.create')}
              </Button>
            ) : null
          }
        />
        <LiveVideoOffNote />
        {orgs.data && !managesAny ? (
          <Alert color="blue">{t('streaming.stations.noOrganizations')}</Alert>
        ) : null}
        {channels.data && channelList.length === 0 ? (
          <Alert color="blue">{t('streaming.stations.needChannel')}</Alert>
        ) : null}
        {stations.isPending ? (
          <FullPageLoader />
        ) : stations.error ? (
          <Alert color="red">{t('streaming.loadError')}</Alert>
        ) : stations.data.length === 0 ? (
          managesAny ? (
            <Text c="dimmed" data-testid="stations-empty">
              {t('streaming.stations.empty')}
            </Text>
          ) : null
        ) : (
          <Stack gap="sm" data-testid="station-list">
            {stations.data.map((s) => (
              <StationCard key={s.id} station={s} channels={channelList} />
            ))}
          </Stack>
        )}
      </Stack>
      {creating ? <StationForm onClose={() => setCreating(false)} /> : null}
    </Container>
  );
}

import {
  Input,
  Loader,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Menu,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  SEXES,
  type Organization,
  type Player,
  type PlayerInput,
  type Property,
  type PropertyValue,
} from '@sportzone/contracts';
import {
  IconCheck,
  IconDeviceFloppy,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureEditor } from '@/components/picture/picture-editor';

import { countryName, countryOptions } from '@/lib/countries';
import { notify } from '@/lib/notify';
import { usePagedList } from '@/lib/paging';
import {
  PLAYER_RANGES,
  createPlayer,
  deletePlayer,
  fetchPlayers,
  listQuery,
  updatePlayer,
  uploadPlayerPicture,
} from '../api/players';
import { isApiError, reportApiError } from '@/lib/api';
import { usePlayerProperties } from '../api/properties';
import { numberOrNull, textOrNull } from '../lib/forms';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlayerAvatar } from './player-avatar';
import { FormModal } from '@/components/ui/form-modal';
import { OrganizationUserSelect } from '@/components/ui/organization-user-select';
import { PagedList } from '@/components/ui/paged-list';
import { RowActions } from './row-actions';
import { useServerFieldErrors } from './use-field-errors';
import classes from './org-resources.module.css';
import { fullName } from '@/lib/people';

const NAME_MAX = 100;
const FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'sex',
  'birthday',
  'height',
  'weight',
  'nationality',
  'memberId',
  'playerNumber',
  'status',
  'userId',
  'properties',
] as const;

type FormValue = string | number | boolean | '';

interface PlayerValues {
  firstName: string;
  middleName: string;
  lastName: string;
  sex: string | null;
  birthday: string;
  height: string | number;
  weight: string | number;
  nationality: string | null;
  memberId: string;
  playerNumber: string;
  active: boolean;
  userId: string | null;
  properties: Record<string, FormValue>;
}

/** YYYY-MM-DD of today, here. */
function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** a YYYY-MM-DD that names a day of the calendar (not 2025-02-30) */
function isRealDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** years on `today` from a YYYY-MM-DD birthday */
function age(birthday: string, today = new Date()): number | null {
  const [y, m, d] = birthday.split('-').map(Number);
  if (!y || !m || !d) return null;
  let years = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) years--;
  return years >= 0 ? years : null;
}

function propertyValue(property: Property, value: FormValue): PropertyValue | null {
  if (value === '' || value === null || value === undefined) return null;
  if (property.type === 'number') return numberOrNull(value as string | number);
  if (property.type === 'boolean') return value === true || value === 'true';
  return typeof value === 'string' ? value.trim() || null : String(value);
}

function PropertyField({ property, inputProps: props }: { property: Property; inputProps: object }) {
  const { t } = useTranslation();
  const inputProps = props as Record<string, unknown>;
  const common = { label: property.label, 'data-testid': `player-property-${property.key}` };
  switch (property.type) {
    case 'number':
      return <NumberInput size="md" {...common} {...inputProps} />;
    case 'date':
      return <TextInput type="date" {...common} {...inputProps} />;
    case 'boolean': {
      const { value, onChange, ...rest } = inputProps as {
        value: FormValue;
        onChange: (v: FormValue) => void;
      };
      return (
        <Select
          {...common}
          {...rest}
          clearable
          data={[
            { value: 'true', label: t('orgResources.common.yes') },
            { value: 'false', label: t('orgResources.common.no') },
          ]}
          value={value === '' ? null : String(value)}
          onChange={(v) => onChange(v === null ? '' : v === 'true')}
        />
      );
    }
    case 'choice': {
      const { value, onChange, ...rest } = inputProps as {
        value: FormValue;
        onChange: (v: FormValue) => void;
      };
      return (
        <Select
          {...common}
          {...rest}
          clearable
          data={property.options}
          value={value === '' ? null : String(value)}
          onChange={(v) => onChange(v ?? '')}
        />
      );
    }
    default:
      return <TextInput maxLength={1000} {...common} {...inputProps} />;
  }
}

function PlayerForm({
  organizationId,
  player,
  properties,
  justCreated,
  onSaved,
  onPicture,
  onCancel,
}: {
  organizationId: number;
  player: Player | null;
  properties: Property[];
  justCreated: boolean;
  onSaved: (player: Player, created: boolean) => void;
  onPicture: (player: Player) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const serverErrors = useServerFieldErrors();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<PlayerValues>({
    mode: 'controlled',
    initialValues: {
      firstName: player?.firstName ?? '',
      middleName: player?.middleName ?? '',
      lastName: player?.lastName ?? '',
      sex: player?.sex ?? null,
      birthday: player?.birthday ?? '',
      height: player?.height ?? '',
      weight: player?.weight ?? '',
      nationality: player?.nationality?.toUpperCase() ?? null,
      memberId: player?.memberId ?? '',
      playerNumber: player?.playerNumber ?? '',
      active: (player?.status ?? 'active') === 'active',
      userId: player?.userId ? String(player.userId) : null,
      properties: Object.fromEntries(properties.map((p) => [p.key, player?.properties[p.key] ?? ''])),
    },
    validate: {
      firstName: (v) => (!v.trim() ? t('orgResources.common.required') : null),
      lastName: (v) => (!v.trim() ? t('orgResources.common.required') : null),
      // the server's ranges, said beside the field before anything is sent
      birthday: (v) =>
        !v
          ? null
          : !isRealDay(v)
            ? t('orgResources.server.realDate')
            : v > todayIso()
              ? t('orgResources.server.future')
              : null,
      height: (v) => {
        const n = numberOrNull(v);
        const { min, max } = PLAYER_RANGES.height;
        if (n === null) return null;
        return !Number.isInteger(n) || n < min || n > max
          ? t('orgResources.players.range', { min, max, unit: 'cm' })
          : null;
      },
      weight: (v) => {
        const n = numberOrNull(v);
        const { min, max } = PLAYER_RANGES.weight;
        return n !== null && (n < min || n > max)
          ? t('orgResources.players.range', { min, max, unit: 'kg' })
          : null;
      },
    },
  });

  const submit = form.onSubmit(async (v) => {
    const input: PlayerInput = {
      firstName: v.firstName.trim(),
      middleName: textOrNull(v.middleName),
      lastName: v.lastName.trim(),
      sex: (v.sex as PlayerInput['sex']) ?? null,
      birthday: v.birthday || null,
      height: numberOrNull(v.height),
      weight: numberOrNull(v.weight),
      nationality: v.nationality || null,
      memberId: textOrNull(v.memberId),
      playerNumber: textOrNull(v.playerNumber),
      status: v.active ? 'active' : 'inactive',
      userId: v.userId ? Number(v.userId) : null,
      ...(properties.length > 0
        ? {
            properties: Object.fromEntries(
              properties.map((p) => [p.key, propertyValue(p, v.properties[p.key] ?? '')]),
            ),
          }
        : {}),
    };
    setSaving(true);
    try {
      const saved = player
        ? await updatePlayer(player.id, input, true)
        : await createPlayer(organizationId, input);
      notify.success(player ? t('orgResources.players.saved') : t('orgResources.players.created'));
      onSaved(saved, !player);
    } catch (error) {
      const fields = serverErrors(error, FIELDS);
      form.setErrors(fields);
      // a refusal the form cannot place beside a field still gets its toast
      if (isApiError(error) && error.status === 400 && Object.keys(fields).length === 0)
        reportApiError(error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="lg">
      {justCreated ? (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} />} data-testid="player-created-note">
          {t('orgResources.players.createdNote')}
        </Alert>
      ) : null}
      {player ? (
        <>
          <PictureEditor
            data-testid="player-picture"
            hasPicture={Boolean(player.pictureUrl)}
            saving={uploading}
            title={t('orgResources.players.picture')}
            hint={t('orgResources.players.pictureHint')}
            cropHint={t('orgResources.players.cropHint')}
            uploadedText={t('orgResources.players.pictureSaved')}
            upload={async (image) => {
              setUploading(true);
              try {
                onPicture(await uploadPlayerPicture(player.id, image));
              } finally {
                setUploading(false);
              }
            }}
            avatar={
              <PlayerAvatar
                player={player}
                size={88}
                alt={
                  player.pictureUrl ? t('orgResources.players.pictureAlt', { name: fullName(player) }) : ''
                }
                data-testid="player-picture-avatar"
              />
            }
          />
          <Divider />
        </>
      ) : null}
      <form onSubmit={submit} noValidate data-testid="player-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('orgResources.players.firstName')}
              withAsterisk
              maxLength={NAME_MAX}
              data-autofocus
              data-testid="player-first-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('orgResources.players.middleName')}
              maxLength={NAME_MAX}
              data-testid="player-middle-name"
              {...form.getInputProps('middleName')}
            />
            <TextInput
              label={t('orgResources.players.lastName')}
              withAsterisk
              maxLength={NAME_MAX}
              data-testid="player-last-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Input.Label size="md">{t('orgResources.players.sex')}</Input.Label>
            <SegmentedControl
              size="md"
              fullWidth
              data={[
                { value: '', label: t('orgResources.players.sexUnknown') },
                ...SEXES.map((s) => ({ value: s, label: t(`orgResources.players.sexes.${s}`) })),
              ]}
              value={form.getValues().sex ?? ''}
              onChange={(v) => form.setFieldValue('sex', v || null)}
              data-testid="player-sex"
            />
            {form.errors.sex ? (
              <Text size="xs" c="red">
                {form.errors.sex}
              </Text>
            ) : null}
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput
              type="date"
              max={todayIso()}
              label={t('orgResources.players.birthday')}
              data-testid="player-birthday"
              {...form.getInputProps('birthday')}
            />
            <NumberInput
              size="md"
              label={t('orgResources.players.height')}
              suffix=" cm"
              description={t('orgResources.players.rangeHint', { ...PLAYER_RANGES.height, unit: 'cm' })}
              allowDecimal={false}
              allowNegative={false}
              data-testid="player-height"
              {...form.getInputProps('height')}
            />
            <NumberInput
              size="md"
              label={t('orgResources.players.weight')}
              suffix=" kg"
              description={t('orgResources.players.rangeHint', { ...PLAYER_RANGES.weight, unit: 'kg' })}
              decimalScale={1}
              allowNegative={false}
              data-testid="player-weight"
              {...form.getInputProps('weight')}
            />
          </SimpleGrid>
          <Select
            label={t('orgResources.players.nationality')}
            placeholder={t('orgResources.common.chooseCountry')}
            data={countries}
            searchable
            clearable
            nothingFoundMessage={t('orgResources.common.nothingFound')}
            autoComplete="off"
            data-testid="player-nationality"
            {...form.getInputProps('nationality')}
          />
          <SimpleGrid cols={{ base: 2 }} spacing="md">
            <TextInput
              label={t('orgResources.players.playerNumber')}
              maxLength={20}
              data-testid="player-number"
              {...form.getInputProps('playerNumber')}
            />
            <TextInput
              label={t('orgResources.players.memberId')}
              maxLength={60}
              data-testid="player-member-id"
              {...form.getInputProps('memberId')}
            />
          </SimpleGrid>
          <OrganizationUserSelect
            organizationId={organizationId}
            value={form.getValues().userId}
            onChange={(v) => form.setFieldValue('userId', v)}
            error={form.errors.userId}
            label={t('orgResources.players.account')}
            description={t('orgResources.players.accountHint')}
            placeholder={t('orgResources.players.accountPlaceholder')}
            linkedLabel={(id) => t('orgResources.players.linkedAccount', { id })}
            testId="player-account"
          />
          <Switch
            label={t('orgResources.players.active')}
            description={t('orgResources.players.activeHint')}
            data-testid="player-active"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          {properties.length > 0 ? (
            <Stack gap="sm" data-testid="player-properties">
              <Divider label={t('orgResources.players.properties')} labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {properties.map((p) => (
                  <PropertyField
                    key={p.id}
                    property={p}
                    inputProps={form.getInputProps(`properties.${p.key}`)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {player ? t('orgResources.common.close') : t('orgResources.common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
              data-testid="player-submit"
            >
              {player ? t('orgResources.common.save') : t('orgResources.players.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function PlayerRow({ player, locale }: { player: Player; locale: string }) {
  const { t } = useTranslation();
  const name = fullName(player);
  const years = player.birthday ? age(player.birthday) : null;
  const details = [
    player.sex ? t(`orgResources.players.sexes.${player.sex}`) : null,
    years !== null ? t('orgResources.players.age', { count: years }) : null,
    player.nationality ? countryName(player.nationality, locale) : null,
    player.height ? `${player.height} cm` : null,
    player.weight ? `${player.weight} kg` : null,
    player.memberId ? t('orgResources.players.memberIdShort', { id: player.memberId }) : null,
  ].filter(Boolean);
  return (
    <Group gap="sm" wrap="nowrap" className={classes.grow} data-testid="player-row" data-name={name}>
      <PlayerAvatar player={player} size={44} style={{ flex: 'none' }} />
      <div className={classes.grow}>
        <Group gap={6} wrap="nowrap">
          <Text fw={700} size="sm" truncate="end">
            {name}
          </Text>
          {player.playerNumber ? (
            <Badge size="sm" variant="outline" radius="sm" style={{ flex: 'none' }}>
              #{player.playerNumber}
            </Badge>
          ) : null}
          {player.status === 'inactive' ? (
            <Badge
              size="sm"
              color="gray"
              variant="light"
              style={{ flex: 'none' }}
              data-testid="player-inactive"
            >
              {t('orgResources.players.statuses.inactive')}
            </Badge>
          ) : null}
        </Group>
        {details.length > 0 ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}

/** The organization's players: search, paging, add, edit (with picture), (de)activate, delete. */
export function PlayersPanel({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<'all' | 'active' | 'inactive'>('all');
  const [editing, setEditing] = useState<{ player: Player | null; justCreated: boolean } | null>(null);
  const [deleting, setDeleting] = useState<Player | null>(null);
  const properties = usePlayerProperties(organization.id, organization.canSeePrivate);
  const list = usePagedList<Player>({
    filterKey: JSON.stringify([debounced.trim(), status]),
    fetchPage: (page, pageSize, signal) =>
      fetchPlayers(
        organization.id,
        { ...listQuery(debounced, page, pageSize), status: status === 'all' ? undefined : status },
        signal,
      ),
    itemKey: (p) => p.id,
  });
  const setActive = async (player: Player, active: boolean) => {
    try {
      const saved = await updatePlayer(player.id, { status: active ? 'active' : 'inactive' });
      list.updateItem(saved);
      notify.success(active ? t('orgResources.players.activated') : t('orgResources.players.deactivated'));
    } catch {
      // the API client says why
    }
  };
  const add = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing({ player: null, justCreated: false })}
      data-testid="player-add"
    >
      {t('orgResources.players.add')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          size="sm"
          value={status}
          onChange={(v) => setStatus(v as typeof status)}
          data={[
            { value: 'all', label: t('orgResources.players.statuses.all') },
            { value: 'active', label: t('orgResources.players.statuses.active') },
            { value: 'inactive', label: t('orgResources.players.statuses.inactive') },
          ]}
          data-testid="player-status-filter"
        />
      </Group>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('orgResources.players.search')}
        searchPlaceholder={t('orgResources.players.searchPlaceholder')}
        emptyTitle={t('orgResources.players.empty')}
        emptyHint={
          organization.canManage ? t('orgResources.players.emptyHint') : t('orgResources.common.emptyMember')
        }
        emptyIcon={<IconUsers size={28} aria-hidden="true" />}
        emptyAction={organization.canManage ? add : undefined}
        action={organization.canManage ? add : undefined}
        loadFailed={t('orgResources.players.loadFailed')}
        itemKey={(p) => p.id}
        testId="players"
        renderItem={(player) => (
          <>
            <PlayerRow player={player} locale={locale} />
            {organization.canManage ? (
              <RowActions
                name={fullName(player)}
                testId="player"
                onEdit={() => setEditing({ player, justCreated: false })}
                onDelete={() => setDeleting(player)}
                extra={
                  player.status === 'active' ? (
                    <Menu.Item
                      leftSection={<IconPlayerPause size={18} aria-hidden="true" />}
                      onClick={() => void setActive(player, false)}
                      data-testid="player-deactivate"
                    >
                      {t('orgResources.players.deactivate')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item
                      leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
                      onClick={() => void setActive(player, true)}
                      data-testid="player-activate"
                    >
                      {t('orgResources.players.activate')}
                    </Menu.Item>
                  )
                }
              />
            ) : null}
          </>
        )}
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.player ? t('orgResources.players.editTitle') : t('orgResources.players.createTitle')}
      >
        {editing !== null && properties.isLoading ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('common.loading')} />
          </Group>
        ) : editing !== null ? (
          <PlayerForm
            key={editing.player?.id ?? 'new'}
            organizationId={organization.id}
            player={editing.player}
            justCreated={editing.justCreated}
            properties={properties.data ?? []}
            onCancel={() => setEditing(null)}
            onPicture={(saved) => {
              list.updateItem(saved);
              setEditing((e) => (e ? { ...e, player: saved } : e));
            }}
            onSaved={(saved, created) => {
              if (created) {
                // stay open on the new player: a picture can be added right away
                list.refresh();
                setEditing({ player: saved, justCreated: true });
              } else {
                list.updateItem(saved);
                setEditing(null);
              }
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('orgResources.players.deleteTitle', { name: deleting ? fullName(deleting) : '' })}
        message={t('orgResources.players.deleteMessage')}
        doneText={t('orgResources.players.deleted')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deletePlayer(deleting.id);
          list.removeItem(deleting.id);
        }}
      />
    </Stack>
  );
}

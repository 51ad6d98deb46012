import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOrganizationUsers, fetchPlayers, listQuery } from '../api/players';
import { fullName } from '@/lib/people';

/** Links a player to a user account of the organization (its members, organizers and owners). */
export function UserPicker({
  organizationId,
  value,
  onChange,
  error,
}: {
  organizationId: number;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useQuery({
    queryKey: ['organization', organizationId, 'users', debounced.trim()],
    queryFn: ({ signal }) => fetchOrganizationUsers(organizationId, debounced, signal),
    staleTime: 30_000,
  });
  const options = (users.data?.items ?? []).map((u) => ({
    value: String(u.id),
    label: `${fullName(u)} · ${u.email}`,
  }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: t('orgResources.players.linkedAccount', { id: value }) });
  }
  return (
    <Select
      label={t('orgResources.players.account')}
      description={t('orgResources.players.accountHint')}
      placeholder={t('orgResources.players.accountPlaceholder')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={users.isFetching ? t('common.loading') : t('orgResources.common.nothingFound')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      error={error}
      data-testid="player-account"
    />
  );
}

/** Adds a player of the organization to a team (search by name). */
export function AddPlayerPicker({
  organizationId,
  exclude,
  disabled,
  onPick,
}: {
  organizationId: number;
  exclude: readonly number[];
  disabled?: boolean;
  onPick: (player: { id: number; firstName: string; lastName: string; playerNumber: string | null }) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const players = useQuery({
    queryKey: ['organization', organizationId, 'players', 'pick', debounced.trim()],
    queryFn: ({ signal }) => fetchPlayers(organizationId, listQuery(debounced, 1, 30), signal),
    staleTime: 10_000,
  });
  const items = (players.data?.items ?? []).filter((p) => !exclude.includes(p.id));
  return (
    <Select
      label={t('orgResources.teams.addPlayer')}
      placeholder={t('orgResources.teams.addPlayerPlaceholder')}
      data={items.map((p) => ({
        value: String(p.id),
        label: `${fullName(p)}${p.playerNumber ? ` #${p.playerNumber}` : ''}`,
      }))}
      value={null}
      onChange={(v) => {
        const player = items.find((p) => String(p.id) === v);
        if (player) {
          onPick(player);
          setSearch('');
        }
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      disabled={disabled}
      nothingFoundMessage={players.isFetching ? t('common.loading') : t('orgResources.teams.noPlayerFound')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      data-testid="team-add-player"
    />
  );
}

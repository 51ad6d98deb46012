import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPlayers, listQuery } from '../api/players';
import { fullName } from '@/lib/people';

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

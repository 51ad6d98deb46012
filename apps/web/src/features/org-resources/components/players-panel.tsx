import { Badge, Group, Loader, Menu, Text } from '@mantine/core';
import type { Organization, Player } from '@sportzone/contracts';
import { IconPlayerPause, IconPlayerPlay, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/components/ui/export-menu';
import { ResourceSection, type ResourceList } from '@/components/ui/resource-section';
import { countryName } from '@/lib/countries';
import { notify } from '@/lib/notify';
import { fullName } from '@/lib/people';
import { deletePlayer, fetchPlayers, updatePlayer } from '../api/players';
import { usePlayerProperties } from '../api/properties';
import { age } from '../lib/player-values';
import { PlayerAvatar } from './player-avatar';
import { PlayerForm } from './player-form';
import { PlayersImport } from './players-import';
import classes from './org-resources.module.css';

type StatusFilter = 'all' | 'active' | 'inactive';

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

/** Deactivate (keeps the history) or activate again, from the row's menu. */
function ActiveToggle({ player, list }: { player: Player; list: ResourceList<Player> }) {
  const { t } = useTranslation();
  const active = player.status === 'active';
  const toggle = async () => {
    try {
      const saved = await updatePlayer(player.id, { status: active ? 'inactive' : 'active' });
      list.updateItem(saved);
      notify.success(active ? t('orgResources.players.deactivated') : t('orgResources.players.activated'));
    } catch {
      // the API client says why
    }
  };
  return (
    <Menu.Item
      leftSection={
        active ? (
          <IconPlayerPause size={18} aria-hidden="true" />
        ) : (
          <IconPlayerPlay size={18} aria-hidden="true" />
        )
      }
      onClick={() => void toggle()}
      data-testid={active ? 'player-deactivate' : 'player-activate'}
    >
      {active ? t('orgResources.players.deactivate') : t('orgResources.players.activate')}
    </Menu.Item>
  );
}

/** The organization's players: search, paging, add, edit (with picture), (de)activate, delete. */
export function PlayersPanel({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [status, setStatus] = useState<StatusFilter>('all');
  // an import reloads the list
  const [imports, setImports] = useState(0);
  const properties = usePlayerProperties(organization.id, organization.canSeePrivate);
  return (
    <ResourceSection<Player>
      testId="players"
      itemTestId="player"
      canManage={organization.canManage}
      extraAction={
        organization.canManage ? (
          <ExportMenu
            testId="players-export"
            items={[
              {
                label: t('exports.players'),
                path: `/api/organization/${organization.id}/exports/players.csv`,
                filename: `organization-${organization.id}-players.csv`,
                testId: 'export-players',
              },
            ]}
          />
        ) : undefined
      }
      fetchPage={(query, signal) =>
        fetchPlayers(organization.id, { ...query, status: status === 'all' ? undefined : status }, signal)
      }
      filter={{
        value: status,
        onChange: (v) => setStatus(v as StatusFilter),
        options: [
          { value: 'all', label: t('orgResources.players.statuses.all') },
          { value: 'active', label: t('orgResources.players.statuses.active') },
          { value: 'inactive', label: t('orgResources.players.statuses.inactive') },
        ],
        testId: 'player-status-filter',
      }}
      filterKey={`${status}:${imports}`}
      header={
        organization.canManage ? (
          <PlayersImport organizationId={organization.id} onImported={() => setImports((n) => n + 1)} />
        ) : undefined
      }
      itemKey={(p) => p.id}
      itemName={fullName}
      renderItem={(player) => <PlayerRow player={player} locale={locale} />}
      texts={{
        search: t('orgResources.players.search'),
        searchPlaceholder: t('orgResources.players.searchPlaceholder'),
        empty: t('orgResources.players.empty'),
        emptyHint: t('orgResources.players.emptyHint'),
        loadFailed: t('orgResources.players.loadFailed'),
        add: t('orgResources.players.add'),
        createTitle: t('orgResources.players.createTitle'),
        editTitle: t('orgResources.players.editTitle'),
      }}
      emptyIcon={<IconUsers size={28} aria-hidden="true" />}
      form={(props) =>
        properties.isLoading ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('common.loading')} />
          </Group>
        ) : (
          <PlayerForm organizationId={organization.id} properties={properties.data ?? []} {...props} />
        )
      }
      // a new player stays open: a picture can be added right away
      stayOpenAfterCreate
      menuItems={(player, { list }) => <ActiveToggle player={player} list={list} />}
      remove={{
        run: (p) => deletePlayer(p.id),
        title: (p) => t('orgResources.players.deleteTitle', { name: fullName(p) }),
        message: () => t('orgResources.players.deleteMessage'),
        done: t('orgResources.players.deleted'),
      }}
    />
  );
}

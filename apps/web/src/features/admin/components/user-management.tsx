import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Select,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { User } from '@sportzone/contracts';
import { IconDots, IconRefresh, IconShieldCog, IconTrash, IconUsers, IconWorld } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadges } from '@/components/ui/role-badges';
import { UserAvatar } from '@/components/ui/user-avatar';
import { countryName, countryOptions } from '@/lib/countries';
import { fullName } from '@/lib/people';
import { fetchUsers } from '../api/users';
import { usePagedList } from '@/lib/paging';
import { userListQuery, type UserListFilter } from '../paging';
import classes from './admin.module.css';
import { DeleteUserModal } from './delete-user-modal';
import { EditRolesModal } from './edit-roles-modal';
import { EmptyCard, ListError, LoadMore, SearchInput } from '@/components/ui/list-parts';

const SEARCH_DEBOUNCE_MS = 300;

/** Grey rows in the table's columns while a page loads. */
function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.userRow} aria-hidden="true">
          <Group wrap="nowrap" gap="sm">
            <Skeleton circle height={40} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={10} width="80%" />
            </Stack>
          </Group>
          <Skeleton height={12} width="50%" className={classes.hideOnPhone} />
          <Skeleton height={22} width={120} radius="sm" />
          <span />
        </div>
      ))}
    </>
  );
}

interface UserRowProps {
  user: User;
  isSelf: boolean;
  locale: string;
  onEditRoles: () => void;
  onDelete: () => void;
}

function UserRow({ user, isSelf, locale, onEditRoles, onDelete }: UserRowProps) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <li className={classes.userRow} data-testid="user-row" data-email={user.email}>
      <Group wrap="nowrap" gap="sm" miw={0}>
        <UserAvatar person={user} size={40} />
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} size="sm" truncate="end" data-testid="user-row-name">
              {name}
            </Text>
            {isSelf ? (
              <Badge size="xs" variant="outline" radius="sm">
                {t('adminUsers.you')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconWorld size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
        <Text size="sm" c={user.nationality ? undefined : 'dimmed'} data-testid="user-row-nationality">
          {user.nationality ? countryName(user.nationality, locale) : t('adminUsers.noNationality')}
        </Text>
      </Group>
      <RoleBadges roles={user.roles} size="sm" />
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('common.actions', { name })}
            data-testid="user-row-actions"
          >
            <IconDots size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconShieldCog size={18} aria-hidden="true" />}
            onClick={onEditRoles}
            data-testid="user-edit-roles"
          >
            {t('adminUsers.editRoles')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={onDelete}
            disabled={isSelf}
            data-testid="user-delete"
          >
            {t('adminUsers.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </li>
  );
}

/** /admin/user-management: search, the nationality filter and paging (SPEC §4), roles and deletion. */
export function UserManagement({ currentUserId }: { currentUserId: number | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [search, setSearch] = useState('');
  const [nationality, setNationality] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const filter: UserListFilter = { searchTerm: debouncedSearch, nationality };
  // the same query (ignoring spaces around the search) keeps the list; any change restarts paging
  const first = userListQuery(filter, 1);
  const filterKey = JSON.stringify([first.searchTerm, first.nationality]);
  const list = usePagedList<User>({
    filterKey,
    fetchPage: (page, pageSize, signal) => fetchUsers(userListQuery(filter, page, pageSize), signal),
    itemKey: (u) => u.id,
  });

  const filtered = first.searchTerm !== null || first.nationality !== null;
  const total = list.paging.totalCount;
  const firstLoad = list.loading === 'first' && list.items.length === 0;

  return (
    <Stack gap="md">
      <Card withBorder radius="lg" p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchInput
            style={{ flex: '1 1 240px' }}
            value={search}
            onChange={setSearch}
            label={t('adminUsers.search')}
            placeholder={t('adminUsers.searchPlaceholder')}
            testId="user-search"
          />
          <Select
            style={{ flex: '1 1 200px' }}
            label={t('adminUsers.nationalityLabel')}
            placeholder={t('adminUsers.nationality')}
            data={countries}
            value={nationality}
            onChange={setNationality}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('adminUsers.clearNationality') }}
            nothingFoundMessage={t('profile.nationalityNothingFound')}
            leftSection={<IconWorld size={18} aria-hidden="true" />}
            data-testid="user-nationality-filter"
          />
          <Tooltip label={t('common.refresh')}>
            <ActionIcon
              variant="default"
              size={42}
              onClick={list.refresh}
              loading={list.loading === 'first' && list.items.length > 0}
              aria-label={t('common.refresh')}
              data-testid="user-refresh"
            >
              <IconRefresh size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Card>

      <Group justify="space-between" gap="xs" mih={24}>
        {total !== undefined ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="user-count">
            {t('common.showing', { shown: list.items.length, total })}
          </Text>
        ) : (
          <Skeleton height={14} width={140} />
        )}
      </Group>

      {list.error && list.items.length === 0 ? (
        <ListError title={t('adminUsers.loadFailed')} onRetry={list.refresh} />
      ) : !firstLoad && list.paging.loaded && list.items.length === 0 ? (
        <EmptyCard
          icon={<IconUsers size={28} aria-hidden="true" />}
          title={filtered ? t('adminUsers.emptyFiltered') : t('adminUsers.empty')}
          hint={filtered ? t('adminUsers.emptyFilteredHint') : undefined}
          action={
            filtered ? (
              <Button
                variant="light"
                onClick={() => {
                  setSearch('');
                  setNationality(null);
                }}
              >
                {t('adminUsers.clearFilters')}
              </Button>
            ) : null
          }
          testId="users-empty"
        />
      ) : (
        <Card withBorder radius="lg" p={0} aria-busy={list.loading !== false}>
          <div className={classes.userHeader} aria-hidden="true">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('adminUsers.columnUser')}
            </Text>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('adminUsers.columnNationality')}
            </Text>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('adminUsers.columnRoles')}
            </Text>
            <span />
          </div>
          <ul className={classes.userList} data-testid="user-list">
            {firstLoad ? (
              <SkeletonRows count={6} />
            ) : (
              list.items.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === currentUserId}
                  locale={locale}
                  onEditRoles={() => setEditing(user)}
                  onDelete={() => setDeleting(user)}
                />
              ))
            )}
            {list.loading === 'more' ? <SkeletonRows count={3} /> : null}
          </ul>
        </Card>
      )}

      {list.hasMore ? (
        <LoadMore list={list} size="md" testId="users-load-more" />
      ) : list.paging.loaded && list.items.length > 0 ? (
        <Text ta="center" size="sm" c="dimmed" data-testid="users-all-loaded">
          {t('adminUsers.allLoaded')}
        </Text>
      ) : null}

      <EditRolesModal
        user={editing}
        isSelf={editing?.id === currentUserId}
        onClose={() => setEditing(null)}
        onSaved={(user) => {
          list.updateItem(user);
          setEditing(null);
        }}
      />
      <DeleteUserModal
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(user) => {
          list.removeItem(user.id);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

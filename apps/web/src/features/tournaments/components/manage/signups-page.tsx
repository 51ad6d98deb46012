import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { Entry, EntryList, Tournament } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowBackUp, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { fullName } from '@/lib/people';
import {
  checkIn,
  signUp,
  tournamentKey,
  useEntries,
  useOrgPlayers,
  useOrgTeams,
  withdrawEntry,
} from './feature';
import { EntriesImport } from './entries-import';
import { SeedList } from './seed-list';
import { RefusalAlert, TournamentManagePage, useRefusal } from './shared';

function useEntriesChanged(tournamentId: number) {
  const queryClient = useQueryClient();
  return async (list?: EntryList) => {
    if (list) queryClient.setQueryData([...tournamentKey(tournamentId), 'entries'], list);
    void queryClient.invalidateQueries({ queryKey: tournamentKey(tournamentId), exact: true });
    if (!list) await queryClient.invalidateQueries({ queryKey: [...tournamentKey(tournamentId), 'entries'] });
  };
}

function AddEntry({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const changed = useEntriesChanged(tournament.id);
  const kind = tournament.entryKind;
  const players = useOrgPlayers(tournament.organizationId);
  const teams = useOrgTeams(
    tournament.organizationId,
    kind === 'team' ? 'team' : 'formation',
    kind !== 'player',
  );
  const [pick, setPick] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options =
    kind === 'player'
      ? (players.data ?? []).map((p) => ({ value: String(p.id), label: fullName(p) }))
      : (teams.data ?? [])
          .filter((x) => !x.sport || x.sport === tournament.sport)
          .map((x) => ({ value: String(x.id), label: x.name }));
  const add = async () => {
    if (!pick) return;
    setBusy(true);
    setError(null);
    try {
      const entry = await signUp(
        tournament.id,
        kind === 'player' ? { playerId: Number(pick) } : { teamId: Number(pick) },
      );
      await changed();
      notify.success(
        t(
          entry.status === 'waiting'
            ? 'tournamentManage.signups.addedWaiting'
            : 'tournamentManage.signups.added',
          {
            name: entry.name,
          },
        ),
      );
      setPick(null);
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t(`tournamentManage.signups.pick.${kind}`)}
          placeholder={t('tournamentManage.signups.pickPlaceholder')}
          data={options}
          value={pick}
          onChange={setPick}
          searchable
          clearable
          nothingFoundMessage={t(`tournamentManage.signups.none.${kind}`)}
          style={{ flex: '1 1 240px' }}
          data-testid="entry-pick"
        />
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => void add()}
          loading={busy}
          disabled={!pick}
          data-testid="entry-add"
        >
          {t('tournamentManage.signups.add')}
        </Button>
      </Group>
      <RefusalAlert message={error} testId="entry-add-error" />
    </Stack>
  );
}

function ListCard({
  title,
  count,
  children,
  testId,
}: {
  title: string;
  count: number;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p={0} data-testid={testId}>
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={2} fz="md">
          {title}
        </Title>
        <Badge variant="light" color="gray">
          {count}
        </Badge>
      </Group>
      <Stack gap={0}>{children}</Stack>
    </Card>
  );
}

function Row({ children, testId, name }: { children: ReactNode; testId: string; name: string }) {
  return (
    <Group
      gap="sm"
      px="md"
      py="xs"
      wrap="nowrap"
      justify="space-between"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid={testId}
      data-name={name}
    >
      {children}
    </Group>
  );
}

/** /organizer/organizations/{id}/containers/{tournamentId}/signups: who plays, who waits, who withdrew; seeds, check-in. */
export function TournamentSignupsPage({
  organizationId,
  tournamentId,
}: {
  organizationId: number;
  tournamentId: number;
}) {
  return (
    <TournamentManagePage organizationId={organizationId} tournamentId={tournamentId} page="signups">
      {(tournament) => <Signups tournament={tournament} />}
    </TournamentManagePage>
  );
}

function Signups({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusal();
  const entries = useEntries(tournament.id);
  const changed = useEntriesChanged(tournament.id);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const registered = useMemo(() => entries.data?.registered ?? [], [entries.data]);
  const locked = tournament.drawn || tournament.status === 'finished';

  const run = async <T extends EntryList | Entry>(key: string, action: () => Promise<T>, done?: string) => {
    setBusy(key);
    setError(null);
    try {
      const result = await action();
      await changed('registered' in result ? result : undefined);
      if (done) notify.success(done);
      return result;
    } catch (e) {
      setError(refusal(e));
      return null;
    } finally {
      setBusy(null);
    }
  };
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(at));

  const withdrawButton = (e: Entry) =>
    e.canWithdraw && !locked ? (
      <Tooltip label={t('tournamentManage.signups.withdraw')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('tournamentManage.signups.withdrawName', { name: e.name })}
          loading={busy === `withdraw-${e.id}`}
          onClick={() =>
            void run(
              `withdraw-${e.id}`,
              () => withdrawEntry(tournament.id, e.id),
              t('tournamentManage.signups.withdrawn', { name: e.name }),
            )
          }
          data-testid="entry-withdraw"
        >
          <IconArrowBackUp size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    ) : null;

  if (entries.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!entries.data)
    return <RefusalAlert message={t('tournamentManage.signups.loadFailed')} testId="entries-error" />;
  const { waiting, withdrawn } = entries.data;
  return (
    <Stack gap="md">
      {locked ? null : (
        <Card withBorder radius="lg" p="md">
          <Stack gap="sm">
            <AddEntry tournament={tournament} />
            <EntriesImport tournament={tournament} onImported={() => void changed()} />
          </Stack>
        </Card>
      )}
      <RefusalAlert message={error} testId="entries-refused" />
      <ListCard
        title={t('tournamentManage.signups.registered')}
        count={registered.length}
        testId="entries-registered"
      >
        {registered.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            {t('tournamentManage.signups.noneRegistered')}
          </Text>
        ) : (
          <SeedList
            tournament={tournament}
            registered={registered}
            locked={locked}
            busy={busy}
            run={run}
            details={(e) => (
              <>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {e.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('tournamentManage.signups.signedUpAt', { when: when(e.signedUpAt) })}
                  </Text>
                </Stack>
                <Switch
                  size="sm"
                  label={t('tournamentManage.signups.checkedIn')}
                  checked={e.checkedIn}
                  disabled={busy === `check-${e.id}` || tournament.status === 'finished'}
                  onChange={(ev) => {
                    const value = ev.currentTarget.checked;
                    void run(`check-${e.id}`, () => checkIn(tournament.id, e.id, value));
                  }}
                  data-testid="entry-check-in"
                  styles={{ label: { paddingInlineStart: 6 } }}
                />
                {withdrawButton(e)}
              </>
            )}
          />
        )}
      </ListCard>
      <ListCard title={t('tournamentManage.signups.waiting')} count={waiting.length} testId="entries-waiting">
        {waiting.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            {t('tournamentManage.signups.noneWaiting')}
          </Text>
        ) : (
          waiting.map((e) => (
            <Row key={e.id} testId="entry-waiting" name={e.name}>
              <Badge variant="light" color="yellow" style={{ flex: 'none' }}>
                {t('tournamentManage.signups.position', { position: e.waitingPosition ?? '–' })}
              </Badge>
              <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {e.name}
              </Text>
              {withdrawButton(e)}
            </Row>
          ))
        )}
      </ListCard>
      {withdrawn.length > 0 ? (
        <ListCard
          title={t('tournamentManage.signups.withdrawnList')}
          count={withdrawn.length}
          testId="entries-withdrawn"
        >
          {withdrawn.map((e) => (
            <Row key={e.id} testId="entry-withdrawn" name={e.name}>
              <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {e.name}
              </Text>
              {e.withdrawnAt ? (
                <Text size="xs" c="dimmed">
                  {when(e.withdrawnAt)}
                </Text>
              ) : null}
            </Row>
          ))}
        </ListCard>
      ) : null}
    </Stack>
  );
}

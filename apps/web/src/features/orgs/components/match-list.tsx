import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { HeadToHead, ProfileMatch, ProfileMatches, ProfileRecord } from '@sportzone/contracts';
import { IconCalendarOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveBadge } from '@/components/ui/match-card';
import { MatchSportIcon } from '@/components/ui/match-sport-icon';
import { isMatchSport, liveMatchPath } from '@/lib/matches/paths';
import { formatMatchTime } from '@/lib/matches/time';
import { scoreFromWinner } from '@sportzone/scoring';
import { profileResultsQuery, type ProfileKind } from '../api/orgs';
import { paths, type ProfileMode } from '../lib/format';
import classes from './orgs.module.css';

function MatchRow({ match }: { match: ProfileMatch }) {
  const { t, i18n } = useTranslation();
  const sport = isMatchSport(match.sport) ? match.sport : null;
  const finished = match.status === 'finished';
  const when = finished ? (match.endedAt ?? match.startedAt) : (match.startedAt ?? match.scheduledAt);
  const outcome =
    finished && match.side && match.winner ? (match.side === match.winner ? 'won' : 'lost') : null;
  // a final result reads from the winner's side; the winner's name comes first too
  const [first, second] =
    finished && match.winner === 'away' ? [match.awayName, match.homeName] : [match.homeName, match.awayName];
  const score = finished ? scoreFromWinner(match.score, match.winner) : match.score;
  const body = (
    <>
      {sport ? <MatchSportIcon sport={sport} size={20} /> : <span />}
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {first}{' '}
          <Text span c="dimmed" size="xs">
            {finished && match.winner ? t('orgs.matches.beat') : t('orgs.matches.vs')}
          </Text>{' '}
          {second}
        </Text>
        <Group gap={6}>
          {match.status === 'active' ? <LiveBadge /> : null}
          {sport ? (
            <Text size="xs" c="dimmed">
              {t(`matchSport.${sport}`)}
            </Text>
          ) : null}
          {when ? (
            <Text size="xs" c="dimmed">
              {formatMatchTime(when, i18n.language)}
            </Text>
          ) : null}
          {outcome ? (
            <Badge size="xs" variant="light" color={outcome === 'won' ? 'teal' : 'gray'}>
              {t(`orgs.matches.${outcome}`)}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <span className={classes.score} data-testid="profile-match-score">
        {score}
      </span>
    </>
  );
  return sport ? (
    <Link to={liveMatchPath(sport, match.id)} className={classes.matchRow} data-testid="profile-match">
      {body}
    </Link>
  ) : (
    <div className={classes.matchRow} data-testid="profile-match">
      {body}
    </div>
  );
}

/** One kind of match (live, next, recent) under its heading; nothing when there is none. */
function MatchGroup({
  label,
  color,
  matches,
  first,
}: {
  label: string;
  color: string;
  matches: ProfileMatch[];
  first: boolean;
}) {
  if (matches.length === 0) return null;
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c={color} px="md" pb={4} pt={first ? 0 : 'sm'}>
        {label}
      </Text>
      {matches.map((m) => (
        <MatchRow key={m.id} match={m} />
      ))}
    </>
  );
}

/** Won – lost and the share won, in one line above the matches. */
function RecordLine({ record }: { record: ProfileRecord }) {
  const { t } = useTranslation();
  if (record.played === 0) return null;
  const share = Math.round((record.won / record.played) * 100);
  return (
    <Group gap="lg" px="md" pb="sm" data-testid="profile-record">
      <Stack gap={0}>
        <Text fz={22} fw={800} lh={1.1}>
          {record.won}–{record.lost}
        </Text>
        <Text size="xs" c="dimmed">
          {t('orgs.matches.record')}
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text fz={22} fw={800} lh={1.1}>
          {share}%
        </Text>
        <Text size="xs" c="dimmed">
          {t('orgs.matches.winShare', { count: record.played })}
        </Text>
      </Stack>
    </Group>
  );
}

function HeadToHeadList({ rivals, mode }: { rivals: HeadToHead[]; mode: ProfileMode }) {
  const { t } = useTranslation();
  if (rivals.length === 0) return null;
  return (
    <Stack gap={0} pb="xs" data-testid="profile-head-to-head">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pb={4} pt="sm">
        {t('orgs.matches.headToHead')}
      </Text>
      <ul className={classes.list}>
        {rivals.map((r) => {
          const to =
            r.opponentPlayerId !== null
              ? paths.player(mode, r.opponentPlayerId)
              : r.opponentEntityId !== null
                ? paths.entity(mode, r.opponentEntityId)
                : null;
          return (
            <li key={`${r.opponent}-${r.lastMatchId}`} className={classes.row} data-testid="head-to-head-row">
              <div className={classes.grow}>
                {to ? (
                  <Link to={to} className={classes.name}>
                    {r.opponent}
                  </Link>
                ) : (
                  <Text fw={600} size="sm">
                    {r.opponent}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('orgs.matches.meetings', { count: r.played })}
                </Text>
              </div>
              <Text fw={800} size="sm" data-testid="head-to-head-record">
                {t('orgs.matches.wonLost', { won: r.won, lost: r.lost })}
              </Text>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

/** Every result, ten at a time, opened on demand (the profile itself shows the latest ten). */
function ResultsHistory({ kind, id }: { kind: ProfileKind; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useInfiniteQuery({ ...profileResultsQuery(kind, id), enabled: open });
  if (!open)
    return (
      <Group px="md" pb="md">
        <Button variant="light" size="xs" onClick={() => setOpen(true)} data-testid="profile-all-results">
          {t('orgs.matches.allResults')}
        </Button>
      </Group>
    );
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap={0} pb="md" data-testid="profile-results-history">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pb={4} pt="sm">
        {t('orgs.matches.history', { count: query.data?.pages[0]?.totalCount ?? 0 })}
      </Text>
      {items.map((m) => (
        <MatchRow key={m.id} match={m} />
      ))}
      {query.isFetching ? (
        <Group justify="center" py="sm">
          <Loader size="sm" aria-label={t('orgs.matches.loading')} />
        </Group>
      ) : null}
      {query.isError ? (
        <Group px="md" py="xs" gap="xs">
          <Text size="sm" c="red">
            {t('orgs.matches.historyFailed')}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => void query.refetch()}>
            {t('orgs.matches.retry')}
          </Button>
        </Group>
      ) : null}
      {query.hasNextPage && !query.isFetching ? (
        <Group px="md" pt="sm">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void query.fetchNextPage()}
            data-testid="profile-more-results"
          >
            {t('orgs.matches.moreResults')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * A profile's matches: its win–loss record, live, next and recent matches (each opening its live page),
 * the opponents met most, and, for people and teams, the whole results history; "No matches yet" otherwise.
 */
export function MatchList({
  matches,
  title,
  history,
}: {
  matches: ProfileMatches | null | undefined;
  title: string;
  /** people and teams: whose results history "All results" opens */
  history?: { kind: ProfileKind; id: number; mode: ProfileMode };
}) {
  const { t } = useTranslation();
  const live = matches?.live ?? [];
  const upcoming = matches?.upcoming ?? [];
  const recent = matches?.recent ?? [];
  const none = live.length === 0 && upcoming.length === 0 && recent.length === 0;
  return (
    <Card withBorder radius="lg" p={0} component="section" data-testid="profile-matches">
      <Title order={2} fz="lg" px="md" pt="md" pb="sm">
        {title}
      </Title>
      {matches?.record ? <RecordLine record={matches.record} /> : null}
      {none ? (
        <Group gap="sm" px="md" pb="md" wrap="nowrap" data-testid="matches-empty">
          <IconCalendarOff size={28} color="var(--mantine-color-dimmed)" aria-hidden="true" />
          <Stack gap={0}>
            <Text fw={600}>{t('orgs.matches.none')}</Text>
            <Text size="sm" c="dimmed">
              {t('orgs.matches.noneHint')}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Stack gap={0} pb="xs">
          <MatchGroup label={t('orgs.matches.live')} color="red" matches={live} first />
          <MatchGroup
            label={t('orgs.matches.upcoming')}
            color="dimmed"
            matches={upcoming}
            first={live.length === 0}
          />
          <MatchGroup
            label={t('orgs.matches.recent')}
            color="dimmed"
            matches={recent}
            first={live.length === 0 && upcoming.length === 0}
          />
        </Stack>
      )}
      {history ? <HeadToHeadList rivals={matches?.headToHead ?? []} mode={history.mode} /> : null}
      {history && recent.length > 0 ? <ResultsHistory kind={history.kind} id={history.id} /> : null}
    </Card>
  );
}

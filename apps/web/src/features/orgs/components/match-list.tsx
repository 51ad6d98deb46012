import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProfileMatch, ProfileMatches } from '@sportzone/contracts';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveBadge } from '@/components/ui/match-card';
import { MatchSportIcon } from '@/components/ui/match-sport-icon';
import { isMatchSport, liveMatchPath } from '@/lib/matches/paths';
import { formatMatchTime } from '@/lib/matches/time';
import classes from './orgs.module.css';

function MatchRow({ match }: { match: ProfileMatch }) {
  const { t, i18n } = useTranslation();
  const sport = isMatchSport(match.sport) ? match.sport : null;
  const when = match.endedAt ?? match.startedAt ?? match.scheduledAt;
  const outcome =
    match.status === 'finished' && match.side && match.winner
      ? match.side === match.winner
        ? 'won'
        : 'lost'
      : null;
  const body = (
    <>
      {sport ? <MatchSportIcon sport={sport} size={20} /> : <span />}
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {match.homeName}{' '}
          <Text span c="dimmed" size="xs">
            {t('orgs.matches.vs')}
          </Text>{' '}
          {match.awayName}
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
      <span className={classes.score}>{match.score}</span>
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

/** A profile's live and recent matches, each opening its live page; "No matches yet" otherwise. */
export function MatchList({ matches, title }: { matches: ProfileMatches | null | undefined; title: string }) {
  const { t } = useTranslation();
  const live = matches?.live ?? [];
  const recent = matches?.recent ?? [];
  return (
    <Card withBorder radius="lg" p={0} component="section" data-testid="profile-matches">
      <Title order={2} fz="lg" px="md" pt="md" pb="sm">
        {title}
      </Title>
      {live.length === 0 && recent.length === 0 ? (
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
          {live.length > 0 ? (
            <>
              <Text size="xs" fw={700} tt="uppercase" c="red" px="md" pb={4}>
                {t('orgs.matches.live')}
              </Text>
              {live.map((m) => (
                <MatchRow key={m.id} match={m} />
              ))}
            </>
          ) : null}
          {recent.length > 0 ? (
            <>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pb={4} pt={live.length ? 'sm' : 0}>
                {t('orgs.matches.recent')}
              </Text>
              {recent.map((m) => (
                <MatchRow key={m.id} match={m} />
              ))}
            </>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}

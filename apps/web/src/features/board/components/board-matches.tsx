import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { BoardMatch } from '@sportzone/contracts';
import { scoreFromWinner } from '@sportzone/scoring';
import { IconCalendarEvent, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompetitionLink } from '@/components/ui/competition-link';
import { LiveBadge } from '@/components/ui/match-card';
import { MatchSportIcon } from '@/components/ui/match-sport-icon';
import { isMatchSport, liveMatchPath } from '@/lib/matches/paths';
import { formatMatchDate } from '@/lib/matches/time';
import { venueClock } from '@/lib/time-zones';
import { dateLocale, dayAndTime, opponentOf } from '../lib/board-format';
import { BoardSection } from './board-section';
import classes from './board.module.css';

const pathOf = (m: BoardMatch) => (isMatchSport(m.sport) ? liveMatchPath(m.sport, m.id) : null);

function When({ match }: { match: BoardMatch }) {
  const { t, i18n } = useTranslation();
  if (match.status === 'active')
    return (
      <div className={classes.when}>
        <LiveBadge />
      </div>
    );
  const at = match.scheduledAt;
  if (!at)
    return (
      <div className={classes.when} title={t('board.next.timeTbd')}>
        <IconCalendarEvent size={22} aria-label={t('board.next.timeTbd')} />
      </div>
    );
  const { day, time } = dayAndTime(at, i18n.language);
  return (
    <div className={classes.when}>
      <div className={classes.whenDay}>{day}</div>
      <div className={classes.whenTime}>{time}</div>
    </div>
  );
}

/** One match still to play: when (and when at the venue), against whom, where, in which round. */
function NextRow({ match }: { match: BoardMatch }) {
  const { t, i18n } = useTranslation();
  const live = match.status === 'active';
  const path = pathOf(match);
  const atVenue =
    match.scheduledAt && !live
      ? venueClock(match.scheduledAt, match.timeZone, dateLocale(i18n.resolvedLanguage))
      : null;
  const place = [match.venue, match.court ? t('board.next.court', { court: match.court }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li data-testid="board-next-match" data-match-id={match.id} data-status={match.status}>
      <div className={classes.item}>
        <When match={match} />
        <Stack gap={2} miw={0}>
          <CompetitionLink competition={match.competition} />
          <Text className={classes.opponent} size="sm">
            {path ? (
              <Anchor component={Link} to={path} c="inherit" fw={700} size="sm">
                {t('board.next.versus', { name: opponentOf(t, match) })}
              </Anchor>
            ) : (
              t('board.next.versus', { name: opponentOf(t, match) })
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              !match.scheduledAt && !live ? t('board.next.timeTbd') : null,
              place || null,
              match.competition ? null : match.organizationName,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {live && path ? (
            <Group mt={4}>
              <Button
                component={Link}
                to={path}
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
                data-testid="board-watch-live"
              >
                {t('board.next.watch')}
              </Button>
            </Group>
          ) : null}
          {atVenue ? (
            <Text size="xs" c="dimmed" data-testid="board-venue-time">
              {t('board.next.venueTime', { time: atVenue, zone: match.timeZone!.replace(/_/g, ' ') })}
            </Text>
          ) : null}
        </Stack>
        {isMatchSport(match.sport) ? <MatchSportIcon sport={match.sport} size={22} /> : <span />}
      </div>
    </li>
  );
}

export function NextMatches({ matches }: { matches: BoardMatch[] }) {
  const { t } = useTranslation();
  return (
    <BoardSection
      testId="board-next"
      title={t('board.next.title')}
      icon={<IconCalendarEvent size={16} />}
      color="teal"
      empty={matches.length === 0 ? t('board.next.empty') : null}
    >
      <ul className={classes.list}>
        {matches.map((m) => (
          <NextRow key={m.id} match={m} />
        ))}
      </ul>
    </BoardSection>
  );
}

/** A result from my side: won or lost, the score from the winner's side (as every public page tells it). */
function ResultRow({ match }: { match: BoardMatch }) {
  const { t, i18n } = useTranslation();
  const path = pathOf(match);
  const outcome = match.outcome ?? 'none';
  const score = scoreFromWinner(match.score, match.winner);
  const when = match.endedAt ?? match.startedAt ?? match.scheduledAt;
  const line =
    match.outcome === 'won'
      ? `${t('board.results.beat')} ${opponentOf(t, match)}`
      : match.outcome === 'lost'
        ? `${t('board.results.lostTo')} ${opponentOf(t, match)}`
        : t('board.results.against', { name: opponentOf(t, match) });
  return (
    <li data-testid="board-result" data-outcome={outcome}>
      <div className={classes.item}>
        <span
          className={classes.outcome}
          data-outcome={outcome}
          role="img"
          aria-label={t(`board.results.${match.outcome ?? 'drawn'}`)}
        >
          {t(`board.results.${match.outcome ?? 'drawn'}Short`)}
        </span>
        <Stack gap={2} miw={0}>
          <CompetitionLink competition={match.competition} />
          <Text className={classes.opponent} size="sm">
            {path ? (
              <Anchor component={Link} to={path} c="inherit" fw={700} size="sm">
                {line}
              </Anchor>
            ) : (
              line
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              when ? formatMatchDate(when, dateLocale(i18n.resolvedLanguage)) : null,
              match.competition ? null : match.organizationName,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <span className={classes.score} data-testid="board-result-score">
          {score || '—'}
        </span>
      </div>
    </li>
  );
}

export function Results({ matches }: { matches: BoardMatch[] }) {
  const { t } = useTranslation();
  return (
    <BoardSection
      testId="board-results"
      title={t('board.results.title')}
      icon={<IconTrophy size={16} />}
      color="yellow"
      empty={matches.length === 0 ? t('board.results.empty') : null}
    >
      <ul className={classes.list}>
        {matches.map((m) => (
          <ResultRow key={m.id} match={m} />
        ))}
      </ul>
    </BoardSection>
  );
}

import { ActionIcon, Badge, Button, Menu, Text, Tooltip } from '@mantine/core';
import type { Match } from '@sportzone/contracts';
import {
  IconCalendarTime,
  IconDots,
  IconEye,
  IconPencil,
  IconPlayerPlay,
  IconQrcode,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MatchSportIcon } from '@/components/ui/match-sport-icon';
import { liveMatchPath, scoreMatchPath } from '@/lib/matches/paths';
import classes from './matches.module.css';

export type MatchAction = 'edit' | 'reschedule' | 'delete' | 'guest';

const STATUS_COLOR: Record<Match['status'], string> = {
  upcoming: 'blue',
  queued: 'grape',
  active: 'red',
  finished: 'gray',
};

/** "14:30", or "2:30" and "PM" apart where the locale counts 12 hours (the row's time column stays narrow). */
export function clock(iso: string, locale: string): { time: string; period: string | null } {
  const parts = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).formatToParts(
    new Date(iso),
  );
  const period = parts.find((p) => p.type === 'dayPeriod')?.value ?? null;
  const time = parts
    .filter((p) => p.type !== 'dayPeriod')
    .map((p) => p.value)
    .join('')
    .trim();
  return { time, period };
}

function dayLabel(iso: string, locale: string, today: string, t: (k: 'orgMatches.list.today') => string) {
  const date = new Date(iso);
  if (date.toDateString() === today) return t('orgMatches.list.today');
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(date);
}

/** When a match is (to be) played: its start, else its schedule. */
export const whenOf = (m: Match) => m.startedAt ?? m.scheduledAt;

export function StatusBadge({ match }: { match: Match }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      variant={match.status === 'active' ? 'filled' : 'light'}
      color={STATUS_COLOR[match.status]}
      data-testid="match-status"
    >
      {t(`orgMatches.status.${match.status}`)}
    </Badge>
  );
}

/** Score now / watch, and the ⋯ menu (edit, reschedule, guest link, delete) for who may manage it. */
export function MatchActions({
  match,
  canManage,
  canScore = canManage,
  onAction,
  compact = false,
}: {
  match: Match;
  canManage: boolean;
  /** an assigned scorer who does not manage the match scores it too */
  canScore?: boolean;
  onAction: (action: MatchAction, match: Match) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const name = `${match.home.name} – ${match.away.name}`;
  const scorable = match.status !== 'finished';
  return (
    <div className={classes.actions}>
      {scorable && canScore ? (
        <>
          <Tooltip label={t('orgMatches.actions.scoreNow')}>
            <ActionIcon
              component={Link}
              to={scoreMatchPath(match.sport, match.id)}
              variant="light"
              size="lg"
              aria-label={t('orgMatches.actions.scoreNowFor', { name })}
              data-testid="match-score-now"
              {...(compact ? {} : { hiddenFrom: 'sm' })}
            >
              <IconPlayerPlay size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          {compact ? null : (
            <Button
              component={Link}
              to={scoreMatchPath(match.sport, match.id)}
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
              visibleFrom="sm"
              data-testid="match-score-now-wide"
            >
              {t('orgMatches.actions.scoreNow')}
            </Button>
          )}
        </>
      ) : null}
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('orgMatches.actions.menu', { name })}
            data-testid="match-actions"
          >
            <IconDots size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={liveMatchPath(match.sport, match.id)}
            leftSection={<IconEye size={18} aria-hidden="true" />}
            data-testid="match-watch"
          >
            {t('orgMatches.actions.watch')}
          </Menu.Item>
          {canManage ? (
            <>
              <Menu.Item
                leftSection={<IconPencil size={18} aria-hidden="true" />}
                onClick={() => onAction('edit', match)}
                data-testid="match-edit"
              >
                {t('orgMatches.actions.edit')}
              </Menu.Item>
              {match.status !== 'finished' ? (
                <Menu.Item
                  leftSection={<IconCalendarTime size={18} aria-hidden="true" />}
                  onClick={() => onAction('reschedule', match)}
                  data-testid="match-reschedule"
                >
                  {t('orgMatches.actions.reschedule')}
                </Menu.Item>
              ) : null}
              {scorable ? (
                <Menu.Item
                  leftSection={<IconQrcode size={18} aria-hidden="true" />}
                  onClick={() => onAction('guest', match)}
                  data-testid="match-guest"
                >
                  {t('orgMatches.actions.guest')}
                </Menu.Item>
              ) : null}
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={() => onAction('delete', match)}
                data-testid="match-delete"
              >
                {t('orgMatches.actions.delete')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}

/** One match in the list: time, sides, sport, court, status or score, actions. */
export function MatchRow({
  match,
  canManage,
  canScore = canManage,
  onAction,
  showPlace = true,
  compact = false,
}: {
  match: Match;
  canManage: boolean;
  canScore?: boolean;
  onAction: (action: MatchAction, match: Match) => void;
  showPlace?: boolean;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const when = whenOf(match);
  const today = new Date().toDateString();
  const at = when ? clock(when, locale) : null;
  const place = [match.court, match.venue].filter(Boolean).join(' · ');
  const score = match.status === 'upcoming' || match.status === 'queued' ? null : match.summary.text;
  return (
    <>
      <div className={classes.when}>
        {when && at ? (
          <>
            <Text className={classes.time} data-testid="match-time">
              {at.time}
            </Text>
            <Text size="xs" c="dimmed">
              {at.period ? `${at.period} · ` : ''}
              {dayLabel(when, locale, today, t)}
            </Text>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t('orgMatches.list.noTime')}
          </Text>
        )}
      </div>
      <div className={classes.grow} data-testid="match-row" data-id={match.id} data-home={match.home.name}>
        <Text className={classes.sides} data-testid="match-sides">
          {match.home.name}
          <span className={classes.vs}>{t('orgMatches.list.vs')}</span>
          {match.away.name}
        </Text>
        <div className={classes.meta}>
          <StatusBadge match={match} />
          {score ? (
            <Text size="sm" fw={700} ff="monospace" data-testid="match-score">
              {score}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" component="span" style={{ display: 'inline-flex', gap: 4 }}>
            <MatchSportIcon sport={match.sport} size={14} />
            {match.sport === 'rally' ? t('orgMatches.form.rally') : t(`sports.${match.sport}`)}
          </Text>
          {showPlace && place ? (
            <Text size="xs" c="dimmed" data-testid="match-place">
              {place}
            </Text>
          ) : null}
          {match.privacy !== 'public' ? (
            <Badge size="xs" variant="outline" color="gray">
              {t(`orgMatches.privacy.${match.privacy}`)}
            </Badge>
          ) : null}
        </div>
      </div>
      <MatchActions
        match={match}
        canManage={canManage}
        canScore={canScore}
        onAction={onAction}
        compact={compact}
      />
    </>
  );
}

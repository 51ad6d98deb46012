import { Alert, List } from '@mantine/core';
import type { Schedule } from '@sportzone/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScheduleNames } from '@/lib/tournaments/labels';

type Conflict = Schedule['conflicts'][number];
type ConflictMatch = Conflict['matches'][number];

/**
 * The schedule's conflicts, each naming who (or which court), when, and both matches with their
 * courts: the organizer sees what to move without searching the table.
 */
export function ScheduleConflicts({ schedule, names }: { schedule: Schedule; names: ScheduleNames }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  if (schedule.conflicts.length === 0) return null;
  const items = new Map(schedule.items.map((i) => [i.matchId, i]));
  const clock = (at: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
      new Date(at),
    );
  const describe = (m: ConflictMatch, withCourt: boolean) => {
    // a match of this draw by its draw labels ("Winner of SF 1"), another by the names it has
    const own = items.get(m.matchId);
    const sides = own ? names(own) : m;
    let text = t('tournamentManage.schedule.conflict.match', { home: sides.home, away: sides.away });
    if (m.tournamentId !== schedule.tournamentId)
      text = m.tournamentName
        ? t('tournamentManage.schedule.conflict.inTournament', { tournament: m.tournamentName, match: text })
        : t('tournamentManage.schedule.conflict.outside', { match: text });
    return withCourt && m.court
      ? t('tournamentManage.schedule.conflict.onCourt', { match: text, court: m.court })
      : text;
  };
  const textOf = (c: Conflict) => {
    const [a, b] = c.matches;
    // a server before the named conflicts: its kind alone
    if (!a || !b) return t(`tournamentManage.schedule.conflict.${c.kind}_short`, { court: c.court ?? '' });
    const player = c.kind === 'player_twice';
    return t(`tournamentManage.schedule.conflict.${c.kind}`, {
      player: c.playerName ?? t('tournamentManage.schedule.conflict.someone'),
      court: c.court ?? '',
      time: clock(c.at),
      first: describe(a, player),
      second: describe(b, player),
    });
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('tournamentManage.schedule.conflicts', { count: schedule.conflicts.length })}
      data-testid="schedule-conflicts"
    >
      <List size="sm" spacing={4}>
        {schedule.conflicts.map((c, i) => (
          <List.Item
            key={i}
            data-testid="schedule-conflict"
            data-kind={c.kind}
            style={{ overflowWrap: 'anywhere' }}
          >
            {textOf(c)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

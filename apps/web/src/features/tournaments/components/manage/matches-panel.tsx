import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Place } from '@sportzone/competition';
import type { DrawMatch, Tournament, TournamentStages } from '@sportzone/contracts';
import { IconEdit, IconPlayerPlay, IconRestore, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isMatchSport, scoreMatchPath } from '@/lib/matches/paths';
import { placeLabel, stageLabel, useDrawLabels } from '@/lib/tournaments/labels';
import { DrawBracket, isKnockout, type MatchHandlers } from './draw-bracket';
import { useAudit } from './feature';
import { CorrectionDialog, ResultDialog } from './result-dialogs';
import { timeOf } from './shared';

const STATUS_COLOR: Record<string, string> = {
  ready: 'teal',
  finished: 'blue',
  waiting: 'gray',
  bye: 'gray',
};

function scoreOf(m: DrawMatch, t: (key: 'tournamentManage.matches.walkover') => string): string {
  if (m.walkover) return t('tournamentManage.matches.walkover');
  return m.games.map((g) => `${g.home}–${g.away}`).join(' ');
}

/** One match of the draw's list: its place, time and court, the sides, the score and status, the buttons. */
function DrawMatchRow({
  tournament,
  match: m,
  all,
  handlers,
}: {
  tournament: Tournament;
  match: DrawMatch;
  all: DrawMatch[];
  handlers: MatchHandlers;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const labels = useDrawLabels();
  const { playable, onEnter, onCorrect } = handlers;
  return (
    <Group
      gap="sm"
      px="md"
      py="xs"
      wrap="wrap"
      justify="space-between"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="draw-match"
      data-status={m.status}
      data-match-id={m.matchId ?? ''}
    >
      <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {labels.matchLabel(m, all)}
          {m.court || m.scheduledAt
            ? ` · ${[m.court, m.scheduledAt ? timeOf(m.scheduledAt, locale) : null].filter(Boolean).join(' · ')}`
            : ''}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={m.winner === 'home' ? 800 : 500}>
            {labels.sideLabel(m.home, all)}
          </Text>{' '}
          <Text span c="dimmed" size="xs">
            {t('tournamentManage.matches.vs')}
          </Text>{' '}
          <Text span fw={m.winner === 'away' ? 800 : 500}>
            {labels.sideLabel(m.away, all)}
          </Text>
        </Text>
      </Stack>
      {/* wraps: the Bulgarian buttons do not fit a phone's line beside the badge */}
      <Group gap="xs" wrap="wrap">
        {m.status === 'finished' ? (
          <Text size="xs" ff="monospace" fw={700}>
            {scoreOf(m, t)}
          </Text>
        ) : null}
        <Badge variant="light" color={STATUS_COLOR[m.status] ?? 'gray'}>
          {m.liveStatus === 'active' && m.status !== 'finished'
            ? t('tournamentManage.matches.status.live')
            : t(
                `tournamentManage.matches.status.${(['waiting', 'ready', 'finished'].includes(m.status) ? m.status : 'waiting') as 'waiting'}`,
              )}
        </Badge>
        {playable(m) && isMatchSport(tournament.sport) ? (
          <Button
            size="compact-sm"
            variant="filled"
            component={Link}
            to={scoreMatchPath(tournament.sport, m.matchId)}
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            data-testid="match-score"
          >
            {t('tournamentManage.matches.score')}
          </Button>
        ) : null}
        {playable(m) ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden="true" />}
            onClick={() => onEnter(m)}
            data-testid="match-enter-result"
          >
            {t('tournamentManage.matches.enterResult')}
          </Button>
        ) : null}
        {tournament.canManage && m.status === 'finished' && m.matchId !== null ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRestore size={14} aria-hidden="true" />}
            onClick={() => onCorrect(m, all)}
            data-testid="match-correct"
          >
            {t('tournamentManage.matches.correct')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

/**
 * The draw's matches per stage: a knockout as the public bracket (ending in the champion's box) above the
 * list of its matches; every match's row has the buttons to enter or correct a result, and so has its box.
 */
export function DrawMatches({ tournament, stages }: { tournament: Tournament; stages: TournamentStages }) {
  const { t } = useTranslation();
  const [entering, setEntering] = useState<DrawMatch | null>(null);
  // the match corrected, with its stage's matches (to name the rounds it would reset)
  const [correcting, setCorrecting] = useState<{ match: DrawMatch; all: DrawMatch[] } | null>(null);
  const canManage = tournament.canManage;
  const handlers = useMemo<MatchHandlers>(
    () => ({
      /** a ready match of the draw the caller may score or enter a result for */
      playable: (m: DrawMatch): m is DrawMatch & { matchId: number } =>
        canManage && m.status === 'ready' && m.matchId !== null,
      onEnter: setEntering,
      onCorrect: (match, all) => setCorrecting({ match, all }),
    }),
    [canManage],
  );
  const drawn = stages.stages.filter((s) => s.drawn);
  const lastPosition = Math.max(...stages.stages.map((s) => s.position));
  if (drawn.length === 0)
    return (
      <Card withBorder radius="lg" p="lg" data-testid="draw-matches-empty">
        <Group gap="sm" wrap="nowrap">
          <IconTrophy size={22} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('tournamentManage.matches.none')}
          </Text>
        </Group>
      </Card>
    );
  return (
    <Stack gap="md" data-testid="draw-matches">
      {drawn.map((stage) => (
        <Card key={stage.id} withBorder radius="lg" p={0}>
          <Group
            justify="space-between"
            px="md"
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Title order={3} fz="md">
              {stageLabel(t, stage.name)}
            </Title>
            <Text size="xs" c="dimmed">
              {t('tournamentManage.schedule.matches', {
                count: stage.matches.filter((m) => m.status !== 'bye').length,
              })}
            </Text>
          </Group>
          {isKnockout(stage) ? (
            <DrawBracket
              tournament={tournament}
              stage={stage}
              last={stage.position === lastPosition}
              handlers={handlers}
            />
          ) : null}
          {stage.matches
            .filter((m) => m.status !== 'bye')
            .map((m) => (
              <DrawMatchRow
                key={m.key}
                tournament={tournament}
                match={m}
                all={stage.matches}
                handlers={handlers}
              />
            ))}
        </Card>
      ))}
      <ResultDialog tournamentId={tournament.id} match={entering} onClose={() => setEntering(null)} />
      <CorrectionDialog
        tournamentId={tournament.id}
        match={correcting?.match ?? null}
        all={correcting?.all ?? []}
        stages={drawn}
        onClose={() => setCorrecting(null)}
      />
    </Stack>
  );
}

const AUDIT_ACTIONS = ['draw', 'redraw', 'result_entered', 'correction'] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An entry's title: what was done and, for a result, to which match ("… : Ivanov – Petrov, Group A · Round 1"). */
function auditTitle(t: TFunction, a: { action: string; details: Record<string, unknown> }): string {
  const action = (AUDIT_ACTIONS as readonly string[]).includes(a.action)
    ? t(`tournamentManage.audit.actions.${a.action as AuditAction}`)
    : a.action;
  const { home, away, place } = a.details;
  if (typeof home !== 'string' || typeof away !== 'string' || !place || typeof place !== 'object')
    return action;
  return t('tournamentManage.audit.entry', { action, home, away, place: placeLabel(t, place as Place) });
}

/** The tournament's audit log: result corrections with their reason, newest first. */
export function AuditLog({ tournamentId }: { tournamentId: number }) {
  const { t, i18n } = useTranslation();
  const audit = useAudit(tournamentId);
  const locale = i18n.resolvedLanguage ?? 'en';
  if (audit.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  const items = audit.data?.items ?? [];
  return (
    <Card withBorder radius="lg" p={0} data-testid="audit-log">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" p="md">
          {t('tournamentManage.audit.empty')}
        </Text>
      ) : (
        items.map((a) => {
          const reason = typeof a.details.reason === 'string' ? a.details.reason : null;
          return (
            <Stack
              key={a.id}
              gap={2}
              px="md"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              data-testid="audit-entry"
            >
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={700}>
                  {auditTitle(t, a)}
                </Text>
                <Text size="xs" c="dimmed">
                  {timeOf(a.createdAt, locale)}
                </Text>
              </Group>
              {reason ? (
                <Text size="sm" c="dimmed">
                  {t('tournamentManage.audit.reason', { reason })}
                </Text>
              ) : null}
            </Stack>
          );
        })
      )}
    </Card>
  );
}

import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { CorrectionPreview, DrawMatch, Tournament, TournamentStages } from '@sportzone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconEdit, IconMinus, IconPlayerPlay, IconPlus, IconRestore, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMatchSport, scoreMatchPath } from '@/lib/matches/paths';
import { notify } from '@/lib/notify';
import { useDrawLabels } from '@/lib/tournaments/labels';
import { applyCorrection, enterResult, previewCorrection, tournamentKey, useAudit } from './feature';
import { RefusalAlert, timeOf, useRefusal } from './shared';

type Winner = 'home' | 'away' | 'draw';
interface Game {
  home: number | '';
  away: number | '';
}

const STATUS_COLOR: Record<string, string> = {
  ready: 'teal',
  finished: 'blue',
  waiting: 'gray',
  bye: 'gray',
};

function ResultForm({
  match,
  onCancel,
  onSubmit,
  busy,
  allowNone,
}: {
  match: DrawMatch;
  onCancel: () => void;
  onSubmit: (
    result: { winner: Winner; games: { home: number; away: number }[]; walkover: boolean } | null,
  ) => void;
  busy: boolean;
  allowNone?: boolean;
}) {
  const { t } = useTranslation();
  const [winner, setWinner] = useState<Winner | 'none'>((match.winner as Winner | null) ?? 'home');
  const [walkover, setWalkover] = useState(match.walkover);
  const [games, setGames] = useState<Game[]>(
    match.games.length ? match.games.map((g) => ({ ...g })) : [{ home: '', away: '' }],
  );
  const setGame = (i: number, side: 'home' | 'away', value: number | '') =>
    setGames((gs) => gs.map((g, j) => (j === i ? { ...g, [side]: value } : g)));
  const played = games
    .filter((g) => g.home !== '' && g.away !== '')
    .map((g) => ({ home: Number(g.home), away: Number(g.away) }));
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Input.Label>{t('tournamentManage.result.winner')}</Input.Label>
        <SegmentedControl
          fullWidth
          value={winner}
          onChange={(value) => setWinner(value as Winner | 'none')}
          data={[
            { value: 'home', label: match.home.name ?? '—' },
            { value: 'away', label: match.away.name ?? '—' },
            ...(allowNone ? [{ value: 'none', label: t('tournamentManage.correction.none') }] : []),
          ]}
          data-testid="result-winner"
        />
      </Stack>
      {winner === 'none' ? null : (
        <>
          <Switch
            label={t('tournamentManage.result.walkover')}
            description={t('tournamentManage.result.walkoverHint')}
            checked={walkover}
            onChange={(e) => setWalkover(e.currentTarget.checked)}
            data-testid="result-walkover"
          />
          {walkover ? null : (
            <Stack gap="xs">
              <Input.Label>{t('tournamentManage.result.games')}</Input.Label>
              {games.map((g, i) => (
                <Group key={i} gap="xs" wrap="nowrap">
                  <Text size="sm" w={64} c="dimmed">
                    {t('tournamentManage.result.game', { number: i + 1 })}
                  </Text>
                  <NumberInput
                    size="md"
                    aria-label={t('tournamentManage.result.gameHome', { number: i + 1 })}
                    value={g.home}
                    onChange={(value) => setGame(i, 'home', typeof value === 'number' ? value : '')}
                    min={0}
                    allowDecimal={false}
                    hideControls
                    w={72}
                    data-testid="result-game-home"
                  />
                  <Text>–</Text>
                  <NumberInput
                    size="md"
                    aria-label={t('tournamentManage.result.gameAway', { number: i + 1 })}
                    value={g.away}
                    onChange={(value) => setGame(i, 'away', typeof value === 'number' ? value : '')}
                    min={0}
                    allowDecimal={false}
                    hideControls
                    w={72}
                    data-testid="result-game-away"
                  />
                  {games.length > 1 ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('tournamentManage.result.removeGame')}
                      onClick={() => setGames((gs) => gs.filter((_, j) => j !== i))}
                    >
                      <IconMinus size={16} aria-hidden="true" />
                    </ActionIcon>
                  ) : null}
                </Group>
              ))}
              {games.length < 7 ? (
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  onClick={() => setGames((gs) => [...gs, { home: '', away: '' }])}
                  style={{ alignSelf: 'flex-start' }}
                  data-testid="result-add-game"
                >
                  {t('tournamentManage.result.addGame')}
                </Button>
              ) : null}
            </Stack>
          )}
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('tournamentManage.form.cancel')}
        </Button>
        <Button
          loading={busy}
          onClick={() =>
            onSubmit(winner === 'none' ? null : { winner, games: walkover ? [] : played, walkover })
          }
          data-testid="result-save"
        >
          {t('tournamentManage.result.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function ResultDialog({
  tournamentId,
  match,
  onClose,
}: {
  tournamentId: number;
  match: DrawMatch | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      opened={match !== null}
      onClose={onClose}
      title={t('tournamentManage.result.title')}
      centered
      radius="lg"
    >
      {match ? (
        <Stack gap="md" data-testid="result-dialog">
          <RefusalAlert message={error} testId="result-error" />
          <ResultForm
            match={match}
            busy={busy}
            onCancel={onClose}
            onSubmit={async (result) => {
              if (!result || match.matchId === null) return;
              setBusy(true);
              setError(null);
              try {
                const stages = await enterResult(tournamentId, match.matchId, result);
                queryClient.setQueryData([...tournamentKey(tournamentId), 'stages'], stages);
                void queryClient.invalidateQueries({ queryKey: tournamentKey(tournamentId) });
                notify.success(t('tournamentManage.result.saved'));
                onClose();
              } catch (e) {
                setError(refusal(e));
              } finally {
                setBusy(false);
              }
            }}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

function CorrectionDialog({
  tournamentId,
  match,
  all,
  onClose,
}: {
  tournamentId: number;
  match: DrawMatch | null;
  /** the matches of the corrected match's stage (to name the rounds) */
  all: DrawMatch[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const labels = useDrawLabels();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: [...tournamentKey(tournamentId), 'correction', match?.matchId],
    queryFn: (): Promise<CorrectionPreview> => previewCorrection(tournamentId, match!.matchId!),
    enabled: match?.matchId != null,
    gcTime: 0,
  });
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal
      opened={match !== null}
      onClose={close}
      title={t('tournamentManage.correction.title')}
      centered
      radius="lg"
      size="lg"
    >
      {match ? (
        <Stack gap="md" data-testid="correction-dialog">
          {preview.data ? (
            preview.data.allowed ? (
              preview.data.reset.length > 0 ? (
                <Alert
                  color="orange"
                  variant="light"
                  title={t('tournamentManage.correction.resets', { count: preview.data.reset.length })}
                  data-testid="correction-resets"
                >
                  <Stack gap={2}>
                    {preview.data.reset.map((m) => (
                      <Text key={m.key} size="sm">
                        {labels.matchLabel(m, all)}: {labels.sideLabel(m.home, all)}{' '}
                        {t('tournamentManage.matches.vs')} {labels.sideLabel(m.away, all)}
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              ) : (
                <Text size="sm" c="dimmed" data-testid="correction-no-resets">
                  {t('tournamentManage.correction.noResets')}
                </Text>
              )
            ) : (
              <RefusalAlert
                message={
                  preview.data.code && ['next_stage_drawn', 'result_in_use'].includes(preview.data.code)
                    ? t(`tournamentManage.refused.${preview.data.code as 'next_stage_drawn'}`)
                    : (preview.data.message ?? t('tournamentManage.correction.notAllowed'))
                }
                testId="correction-refused"
              />
            )
          ) : (
            <Text size="sm" c="dimmed">
              {t('common.loading')}
            </Text>
          )}
          <Textarea
            label={t('tournamentManage.correction.reason')}
            placeholder={t('tournamentManage.correction.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-testid="correction-reason"
          />
          <RefusalAlert message={error} testId="correction-error" />
          {preview.data?.allowed === false ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('tournamentManage.form.cancel')}
              </Button>
            </Group>
          ) : (
            <ResultForm
              match={match}
              busy={busy}
              allowNone
              onCancel={close}
              onSubmit={async (result) => {
                if (match.matchId === null) return;
                setBusy(true);
                setError(null);
                try {
                  const stages = await applyCorrection(tournamentId, match.matchId, {
                    result,
                    reason: reason.trim() || null,
                  });
                  queryClient.setQueryData([...tournamentKey(tournamentId), 'stages'], stages);
                  void queryClient.invalidateQueries({ queryKey: tournamentKey(tournamentId) });
                  notify.success(t('tournamentManage.correction.done'));
                  close();
                } catch (e) {
                  setError(refusal(e));
                } finally {
                  setBusy(false);
                }
              }}
            />
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}

function scoreOf(m: DrawMatch, t: (key: 'tournamentManage.matches.walkover') => string): string {
  if (m.walkover) return t('tournamentManage.matches.walkover');
  return m.games.map((g) => `${g.home}–${g.away}`).join(' ');
}

/** The draw's matches as a plain list per stage (the bracket is the public pages'): enter or correct a result. */
export function DrawMatches({ tournament, stages }: { tournament: Tournament; stages: TournamentStages }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const labels = useDrawLabels();
  const [entering, setEntering] = useState<DrawMatch | null>(null);
  /** a ready match of the draw the caller may score or enter a result for */
  const playable = (m: DrawMatch): m is DrawMatch & { matchId: number } =>
    tournament.canManage && m.status === 'ready' && m.matchId !== null;
  // the match corrected, with its stage's matches (to name the rounds it would reset)
  const [correcting, setCorrecting] = useState<{ match: DrawMatch; all: DrawMatch[] } | null>(null);
  const drawn = stages.stages.filter((s) => s.drawn);
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
              {stage.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t('tournamentManage.schedule.matches', {
                count: stage.matches.filter((m) => m.status !== 'bye').length,
              })}
            </Text>
          </Group>
          {stage.matches
            .filter((m) => m.status !== 'bye')
            .map((m) => (
              <Group
                key={m.key}
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
                    {labels.matchLabel(m, stage.matches)}
                    {m.court || m.scheduledAt
                      ? ` · ${[m.court, m.scheduledAt ? timeOf(m.scheduledAt, locale) : null].filter(Boolean).join(' · ')}`
                      : ''}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span fw={m.winner === 'home' ? 800 : 500}>
                      {labels.sideLabel(m.home, stage.matches)}
                    </Text>{' '}
                    <Text span c="dimmed" size="xs">
                      {t('tournamentManage.matches.vs')}
                    </Text>{' '}
                    <Text span fw={m.winner === 'away' ? 800 : 500}>
                      {labels.sideLabel(m.away, stage.matches)}
                    </Text>
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
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
                      onClick={() => setEntering(m)}
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
                      onClick={() => setCorrecting({ match: m, all: stage.matches })}
                      data-testid="match-correct"
                    >
                      {t('tournamentManage.matches.correct')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
            ))}
        </Card>
      ))}
      <ResultDialog tournamentId={tournament.id} match={entering} onClose={() => setEntering(null)} />
      <CorrectionDialog
        tournamentId={tournament.id}
        match={correcting?.match ?? null}
        all={correcting?.all ?? []}
        onClose={() => setCorrecting(null)}
      />
    </Stack>
  );
}

const AUDIT_ACTIONS = ['draw', 'redraw', 'result_entered', 'correction'] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
                  {(AUDIT_ACTIONS as readonly string[]).includes(a.action)
                    ? t(`tournamentManage.audit.actions.${a.action as AuditAction}`)
                    : a.action}
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

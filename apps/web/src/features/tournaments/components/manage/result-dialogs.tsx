import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import type { CorrectionPreview, DrawMatch } from '@sportzone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useDrawLabels } from '@/lib/tournaments/labels';
import { applyCorrection, enterResult, previewCorrection, tournamentKey } from './feature';
import { RefusalAlert, useRefusal } from './shared';

/** Results entered by hand and corrections with their preview, for the draw's matches (matches-panel.tsx). */

type Winner = 'home' | 'away' | 'draw';
interface Game {
  home: number | '';
  away: number | '';
}

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

export function ResultDialog({
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

export function CorrectionDialog({
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

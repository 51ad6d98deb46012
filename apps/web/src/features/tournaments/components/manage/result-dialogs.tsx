import {
  ActionIcon,
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
import type { CorrectionPreview, DrawMatch, ResultInput } from '@sportzone/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { CorrectionImpact } from './correction-impact';
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
  onChange,
  saveDisabled,
}: {
  match: DrawMatch;
  onCancel: () => void;
  onSubmit: (
    result: { winner: Winner; games: { home: number; away: number }[]; walkover: boolean } | null,
  ) => void;
  busy: boolean;
  allowNone?: boolean;
  /** the result as the form has it now (null: none), on every change */
  onChange?: (result: ResultInput | null) => void;
  saveDisabled?: boolean;
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
  const current = winner === 'none' ? null : { winner, games: walkover ? [] : played, walkover };
  const currentKey = JSON.stringify(current);
  useEffect(() => {
    onChange?.(JSON.parse(currentKey) as ResultInput | null);
  }, [currentKey, onChange]);
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
          disabled={saveDisabled}
          onClick={() => onSubmit(current)}
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

/** Waits until the value has stayed the same for `ms` (the preview follows the form, not every key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function CorrectionDialog({
  tournamentId,
  match,
  all,
  stages,
  onClose,
}: {
  tournamentId: number;
  match: DrawMatch | null;
  /** the matches of the corrected match's stage (to name the rounds) */
  all: DrawMatch[];
  /** every stage's matches: the next stage's are named from them */
  stages: { id: number; matches: DrawMatch[] }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the result proposed in the form (a string: it changes only when the result does); undefined: as it is
  const [proposed, setProposed] = useState<string | undefined>(undefined);
  const settled = useSettled(proposed, 300);
  const onProposed = useCallback((result: ResultInput | null) => setProposed(JSON.stringify(result)), []);
  const preview = useQuery({
    queryKey: [...tournamentKey(tournamentId), 'correction', match?.matchId, settled ?? ''],
    queryFn: (): Promise<CorrectionPreview> =>
      previewCorrection(
        tournamentId,
        match!.matchId!,
        settled === undefined ? undefined : (JSON.parse(settled) as ResultInput | null),
      ),
    enabled: match?.matchId != null,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setReason('');
    setError(null);
    setProposed(undefined);
    onClose();
  };
  const next = stages.find((s) => s.id === preview.data?.nextStageId)?.matches ?? [];
  const stale = proposed !== settled || preview.isFetching;
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
        <Stack gap="md" data-testid="correction-dialog" data-settled={stale ? 'no' : 'yes'}>
          {preview.data ? (
            <CorrectionImpact preview={preview.data} all={all} next={next} />
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
          <ResultForm
            match={match}
            busy={busy}
            allowNone
            onChange={onProposed}
            saveDisabled={stale || preview.data?.allowed !== true}
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
        </Stack>
      ) : null}
    </Modal>
  );
}

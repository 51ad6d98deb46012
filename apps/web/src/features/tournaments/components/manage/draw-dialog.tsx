import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Tournament, TournamentStages } from '@sportzone/contracts';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEntries } from './feature';

/**
 * Before the draw (or a redraw) is made: what happens. Sign-ups close, which entries are drawn (only the
 * checked-in once anyone is), their seeds, the format, and on a redraw that the matches drawn go.
 */
export function DrawDialog({
  opened,
  tournament,
  stages,
  redraw,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  tournament: Tournament;
  stages: TournamentStages;
  redraw: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const entries = useEntries(tournament.id);
  const registered = entries.data?.registered ?? [];
  const checked = registered.filter((e) => e.checkedIn);
  const playing = checked.length > 0 ? checked : registered;
  const seeded = playing
    .filter((e) => e.seed !== null)
    .sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
    .map((e) => `${e.seed}. ${e.name}`);
  const format = stages.stages.map((s) => `${s.position}. ${s.name}`).join(', ');
  const key = 'tournamentManage.structure.confirm';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(redraw ? `${key}.redrawTitle` : `${key}.title`)}
      centered
      radius="lg"
    >
      <Stack gap="md" data-testid="draw-dialog">
        <List size="sm" spacing={6}>
          <List.Item data-testid="draw-confirm-signups">{t(`${key}.signupsClose`)}</List.Item>
          <List.Item data-testid="draw-confirm-entries">
            {checked.length > 0
              ? t(`${key}.entriesChecked`, { count: playing.length, registered: registered.length })
              : t(`${key}.entries`, { count: playing.length })}
          </List.Item>
          <List.Item data-testid="draw-confirm-seeds">
            {seeded.length > 0
              ? t(`${key}.seeds`, { count: seeded.length, names: seeded.join(', ') })
              : t(`${key}.noSeeds`)}
          </List.Item>
          <List.Item data-testid="draw-confirm-format">
            {t(`${key}.format`, { format: format || t(`${key}.defaultFormat`) })}
          </List.Item>
          {redraw ? <List.Item>{t(`${key}.redrawRemoves`)}</List.Item> : null}
        </List>
        <Text size="xs" c="dimmed">
          {t(`${key}.after`)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid="draw-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconArrowsShuffle size={18} aria-hidden="true" />}
            loading={busy}
            disabled={entries.isPending}
            onClick={onConfirm}
            data-testid="draw-confirm"
          >
            {t(redraw ? 'tournamentManage.structure.redraw' : 'tournamentManage.structure.draw')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

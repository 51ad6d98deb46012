import { Alert, Stack, Text } from '@mantine/core';
import type { CorrectionPreview, DrawMatch } from '@sportzone/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDrawLabels } from '@/lib/tournaments/labels';

/**
 * What a correction changes, from its preview (a dry run of the proposed result): the later matches of its
 * stage that are reset, the next stage's places that change (old → new) and its matches re-filled; "no later
 * match changes" when nothing does; or why it is refused, naming the matches already played on.
 */
export function CorrectionImpact({
  preview,
  all,
  next,
}: {
  preview: CorrectionPreview;
  /** the corrected match's stage's matches, and the next stage's (to name the rounds) */
  all: DrawMatch[];
  next: DrawMatch[];
}) {
  const { t } = useTranslation();
  const labels = useDrawLabels();
  const line = (m: DrawMatch, of: DrawMatch[]) =>
    `${labels.matchLabel(m, of)}: ${labels.sideLabel(m.home, of)} ${t('tournamentManage.matches.vs')} ${labels.sideLabel(m.away, of)}`;
  const list = (matches: DrawMatch[], of: DrawMatch[], testId: string) => (
    <Stack gap={2} data-testid={testId}>
      {matches.map((m) => (
        <Text key={m.key} size="sm">
          {line(m, of)}
        </Text>
      ))}
    </Stack>
  );
  if (!preview.allowed) {
    const code = preview.code ?? '';
    const known = ['next_stage_drawn', 'result_in_use', 'played_on', 'invalid_result'].includes(code);
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        data-testid="correction-refused"
      >
        <Stack gap={6}>
          <Text size="sm">
            {known
              ? t(`tournamentManage.refused.${code as 'played_on'}`)
              : (preview.message ?? t('tournamentManage.correction.notAllowed'))}
          </Text>
          {preview.blocked.length > 0 ? (
            <>
              <Text size="sm" fw={600}>
                {t('tournamentManage.correction.playedOn')}
              </Text>
              {list(preview.blocked, next, 'correction-blocked')}
            </>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (preview.reset.length === 0 && preview.places.length === 0 && preview.nextReset.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="correction-no-resets">
        {t('tournamentManage.correction.noResets')}
      </Text>
    );
  return (
    <Alert color="orange" variant="light" data-testid="correction-impact">
      <Stack gap="sm">
        {preview.reset.length > 0 ? (
          <Stack gap={4} data-testid="correction-resets">
            <Text size="sm" fw={700}>
              {t('tournamentManage.correction.resets', { count: preview.reset.length })}
            </Text>
            {list(preview.reset, all, 'correction-reset-list')}
          </Stack>
        ) : null}
        {preview.places.length > 0 ? (
          <Stack gap={4} data-testid="correction-places">
            <Text size="sm" fw={700}>
              {t('tournamentManage.correction.places')}
            </Text>
            {preview.places.map((p) => (
              <Text key={`${p.group}-${p.position}`} size="sm" data-testid="correction-place">
                {t('tournamentManage.correction.place', {
                  group: labels.groupLabel(p.group),
                  position: p.position,
                  from: p.from.name ?? '—',
                  to: p.to.name ?? '—',
                })}
              </Text>
            ))}
          </Stack>
        ) : null}
        {preview.nextReset.length > 0 ? (
          <Stack gap={4} data-testid="correction-next-resets">
            <Text size="sm" fw={700}>
              {t('tournamentManage.correction.nextResets', { count: preview.nextReset.length })}
            </Text>
            {list(preview.nextReset, next, 'correction-next-reset-list')}
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}

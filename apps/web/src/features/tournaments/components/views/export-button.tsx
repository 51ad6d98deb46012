import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/components/ui/export-menu';

/** A tournament's files: its standings and entries as CSV, its full results as JSON (decision 045). */
export function TournamentExportButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const base = `/api/tournament/${id}`;
  return (
    <ExportMenu
      testId="tournament-export"
      items={[
        {
          label: t('exports.standings'),
          path: `${base}/standings.csv`,
          filename: `tournament-${id}-standings.csv`,
          testId: 'export-standings',
        },
        {
          label: t('exports.entries'),
          path: `${base}/entries.csv`,
          filename: `tournament-${id}-entries.csv`,
          testId: 'export-entries',
        },
        {
          label: t('exports.results'),
          path: `${base}/results.json`,
          filename: `tournament-${id}-results.json`,
          testId: 'export-results',
        },
      ]}
    />
  );
}

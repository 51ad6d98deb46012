import { Button } from '@mantine/core';
import type { ImportPreview, PlayersImportResult } from '@sportzone/contracts';
import { IconTableImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog, type ImportFlow } from '@/components/ui/import/import-dialog';
import { planCounts } from '@/components/ui/import/text';
import { importPlayers, previewPlayersImport } from '../api/players';

/** "Import" beside the players: a CSV file or pasted spreadsheet rows, previewed, then all or nothing. */
export function PlayersImport({
  organizationId,
  onImported,
}: {
  organizationId: number;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const flow: ImportFlow<ImportPreview, PlayersImportResult> = {
    title: t('imports.playersTitle'),
    intro: t('imports.intro'),
    preview: (text, mapping) => previewPlayersImport(organizationId, text, mapping),
    confirm: (text, mapping, decisions) =>
      importPlayers(organizationId, {
        text,
        mapping,
        decisions: Object.entries(decisions).map(([row, decision]) => ({ row: Number(row), decision })),
      }),
    plan: (preview, decisions) => t('imports.willPlayers', planCounts(preview, decisions)),
    done: (r) => t('imports.donePlayers', r),
    decides: true,
    onDone: onImported,
  };
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconTableImport size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
        data-testid="players-import"
      >
        {t('imports.open')}
      </Button>
      <ImportDialog opened={opened} onClose={() => setOpened(false)} flow={flow} />
    </>
  );
}

import { Button, Checkbox, Text } from '@mantine/core';
import type { EntriesImportPreview, EntriesImportResult, Tournament } from '@sportzone/contracts';
import { IconTableImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog, type ImportFlow } from '@/components/ui/import/import-dialog';
import { importEntries, previewEntriesImport } from './feature';

/**
 * "Import" on the sign-ups: rows naming players, matched to the organization's players (or created),
 * signed up as one by one. Tournaments of players only (formations and teams are added one by one).
 */
export function EntriesImport({
  tournament,
  onImported,
}: {
  tournament: Tournament;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [createMissing, setCreateMissing] = useState(false);
  if (tournament.entryKind !== 'player')
    return (
      <Text size="xs" c="dimmed">
        {t('imports.onlyPlayers')}
      </Text>
    );
  const flow: ImportFlow<EntriesImportPreview, EntriesImportResult> = {
    title: t('imports.entriesTitle'),
    intro: `${t('imports.intro')} ${t('imports.entriesIntro')}`,
    preview: (text, mapping) => previewEntriesImport(tournament.id, text, mapping, createMissing),
    confirm: (text, mapping) => importEntries(tournament.id, { text, mapping, createMissing }),
    plan: (preview) =>
      t('imports.willEntries', {
        count: preview.outcomes.filter((o) => o === 'signUp' || o === 'create').length,
        skipped: preview.outcomes.filter((o) => o === 'already' || o === 'repeated').length,
      }),
    done: (r) => t('imports.doneEntries', r),
    decides: false,
    outcomes: (preview) => preview.outcomes,
    options: (
      <Checkbox
        label={t('imports.createMissing')}
        checked={createMissing}
        onChange={(e) => setCreateMissing(e.currentTarget.checked)}
        data-testid="import-create-missing"
      />
    ),
    onDone: onImported,
  };
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconTableImport size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        data-testid="entries-import"
      >
        {t('imports.open')}
      </Button>
      <ImportDialog opened={opened} onClose={() => setOpened(false)} flow={flow} />
    </>
  );
}

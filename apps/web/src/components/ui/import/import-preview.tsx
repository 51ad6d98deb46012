import { Alert, Badge, Group, SegmentedControl, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  IMPORT_FIELDS,
  type EntryImportOutcome,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportRow,
} from '@sportzone/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mappingProblems, type Decisions } from './text';

const SHOWN = 200;

/** Which field each column fills: one select per column (changing one makes the preview again). */
function MappingSelects({
  preview,
  onMapping,
}: {
  preview: ImportPreview;
  onMapping: (mapping: ImportMapping) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('imports.notImported') },
    ...IMPORT_FIELDS.map((f) => ({ value: f, label: t(`imports.fields.${f}`) })),
  ];
  const problems = mappingProblems(preview.mapping);
  return (
    <Stack gap="xs">
      <div>
        <Text fw={700} size="sm">
          {t('imports.columns')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('imports.columnsHint')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
        {preview.columns.map((column, i) => (
          <Select
            key={i}
            label={column || `#${i + 1}`}
            data={options}
            value={preview.mapping[i] ?? ''}
            allowDeselect={false}
            onChange={(v) =>
              onMapping(preview.mapping.map((m, j) => (j === i ? ((v || null) as ImportField | null) : m)))
            }
            size="sm"
            data-testid={`import-map-${i}`}
          />
        ))}
      </SimpleGrid>
      {problems.map((p) => (
        <Text key={`${p.key}${p.field}`} size="sm" c="red" data-testid="import-mapping-error">
          {t(p.key === 'missing' ? 'imports.mappingMissing' : 'imports.mappingTwice', {
            field: t(`imports.fields.${p.field}`),
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** One row: the player as read, its errors in red, its duplicate with merge or skip, or its outcome. */
function RowLine({
  row,
  outcome,
  decision,
  onDecision,
}: {
  row: ImportRow;
  outcome: EntryImportOutcome | null | undefined;
  decision: 'merge' | 'skip' | undefined;
  onDecision: ((d: 'merge' | 'skip') => void) | null;
}) {
  const { t } = useTranslation();
  const p = row.player;
  const name = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  const details = [
    p.birthday,
    p.sex ? t(`orgResources.players.sexes.${p.sex as 'male'}`) : null,
    p.nationality,
    p.playerNumber && `#${p.playerNumber}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const bad = row.errors.length > 0;
  return (
    <Table.Tr
      data-testid="import-row"
      data-row={row.row}
      data-state={bad ? 'error' : row.duplicate ? 'duplicate' : 'ok'}
      bg={bad ? 'var(--mantine-color-red-light)' : undefined}
    >
      <Table.Td w={56} style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
        <Text size="xs" c="dimmed">
          {t('imports.row', { row: row.row })}
        </Text>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name || '—'}
        </Text>
        {details ? (
          <Text size="xs" c="dimmed">
            {details}
          </Text>
        ) : null}
        {row.errors.map((e) => (
          <Text key={e.field + e.code} size="xs" c="red" data-testid="import-row-error">
            {t('imports.error', {
              row: e.row,
              field: t(`imports.fields.${e.field}`).toLowerCase(),
              problem: t(`imports.problems.${e.code}`, { value: e.value }),
            })}
          </Text>
        ))}
        {row.duplicate ? (
          <Group gap="xs" mt={4} wrap="wrap">
            <Badge color="yellow" variant="light" size="sm" style={{ textTransform: 'none' }}>
              {row.duplicate.kind === 'existing'
                ? t('imports.existing', { name: row.duplicate.name })
                : t('imports.repeats', { row: row.duplicate.row })}
            </Badge>
            {onDecision ? (
              <SegmentedControl
                size="xs"
                value={decision ?? 'skip'}
                onChange={(v) => onDecision(v as 'merge' | 'skip')}
                aria-label={t('imports.decision', { row: row.row })}
                data={[
                  { value: 'merge', label: t('imports.merge') },
                  { value: 'skip', label: t('imports.skip') },
                ]}
                data-testid="import-decision"
              />
            ) : null}
          </Group>
        ) : null}
        {outcome ? (
          <Badge
            mt={4}
            size="sm"
            variant="light"
            color={outcome === 'signUp' || outcome === 'create' ? 'teal' : 'gray'}
            style={{ textTransform: 'none' }}
          >
            {t(`imports.outcomes.${outcome}`)}
          </Badge>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

type Show = 'all' | 'errors' | 'duplicates';

/** The preview: the mapping, the counts, the rows (errors and duplicates first to find). */
export function ImportPreviewView({
  preview,
  outcomes,
  decisions,
  onDecision,
  onMapping,
}: {
  preview: ImportPreview;
  outcomes?: (EntryImportOutcome | null)[];
  decisions: Decisions;
  onDecision: ((row: number, d: 'merge' | 'skip') => void) | null;
  onMapping: (mapping: ImportMapping) => void;
}) {
  const { t } = useTranslation();
  const [show, setShow] = useState<Show>(preview.counts.withErrors > 0 ? 'errors' : 'all');
  const indexed = preview.rows.map((row, i) => ({ row, outcome: outcomes?.[i] }));
  const rows = indexed.filter(({ row }) =>
    show === 'errors' ? row.errors.length > 0 : show === 'duplicates' ? row.duplicate : true,
  );
  return (
    <Stack gap="md">
      <MappingSelects preview={preview} onMapping={onMapping} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} data-testid="import-counts">
          {t('imports.counts', preview.counts)}
        </Text>
        <SegmentedControl
          size="xs"
          value={show}
          onChange={(v) => setShow(v as Show)}
          data={(['all', 'errors', 'duplicates'] as const).map((v) => ({
            value: v,
            label: t(`imports.show.${v}`),
          }))}
          data-testid="import-show"
        />
      </Group>
      {preview.counts.withErrors > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t('imports.errorsBlock')}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('imports.noneHere')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing={6} horizontalSpacing="xs" data-testid="import-rows">
            <Table.Tbody>
              {rows.slice(0, SHOWN).map(({ row, outcome }) => (
                <RowLine
                  key={row.row}
                  row={row}
                  outcome={outcome}
                  decision={decisions[row.row]}
                  onDecision={onDecision && row.duplicate ? (d) => onDecision(row.row, d) : null}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length > SHOWN ? (
        <Text size="xs" c="dimmed">
          {t('imports.more', { count: rows.length - SHOWN })}
        </Text>
      ) : null}
    </Stack>
  );
}

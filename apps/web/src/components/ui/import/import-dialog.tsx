import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { EntryImportOutcome, ImportMapping, ImportPreview } from '@sportzone/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { FormModal } from '../form-modal';
import { ImportPreviewView } from './import-preview';
import { ImportSource } from './import-source';
import { mappingProblems, withoutErrors, type Decisions } from './text';

export type { Decisions } from './text';

export interface ImportFlow<P extends ImportPreview, R> {
  title: string;
  intro: string;
  /** the server's preview (writes nothing); `mapping` once the organizer has changed it */
  preview: (text: string, mapping: ImportMapping | undefined) => Promise<P>;
  /** the import: all rows or none */
  confirm: (text: string, mapping: ImportMapping, decisions: Decisions) => Promise<R>;
  /** the confirm button's summary before, and the result after */
  plan: (preview: P, decisions: Decisions) => string;
  done: (result: R) => string;
  /** players: merge or skip per duplicate */
  decides: boolean;
  outcomes?: (preview: P) => (EntryImportOutcome | null)[];
  /** options above the preview button (their change is in the preview's dependencies) */
  options?: ReactNode;
  onDone: () => void;
}

const message = (e: unknown) => (isApiError(e) ? e.message : String(e));

/** The import in a dialog: the text, the preview (mapping, errors, duplicates), the confirm, the result. */
export function ImportDialog<P extends ImportPreview, R>({
  opened,
  onClose,
  flow,
}: {
  opened: boolean;
  onClose: () => void;
  flow: ImportFlow<P, R>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<P | null>(null);
  const [decisions, setDecisions] = useState<Decisions>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const load = async (body: string, mapping?: ImportMapping) => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await flow.preview(body, mapping));
    } catch (e) {
      setError(`${t('imports.failed')} ${message(e)}`);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      setResult(flow.done(await flow.confirm(text, preview.mapping, decisions)));
      flow.onDone();
    } catch (e) {
      setError(t('imports.refused', { message: message(e) }));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setText('');
    setPreview(null);
    setDecisions({});
    setError(null);
    setResult(null);
    onClose();
  };
  const blocked =
    !preview ||
    preview.counts.withErrors > 0 ||
    mappingProblems(preview.mapping).length > 0 ||
    preview.rows.length === 0;

  return (
    <FormModal opened={opened} onClose={close} title={flow.title} size="xl">
      <Stack gap="md" data-testid="import-dialog">
        {error ? (
          <Alert color="red" variant="light" data-testid="import-error">
            {error}
          </Alert>
        ) : null}
        {result ? (
          <Stack gap="md" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={22} color="var(--mantine-color-teal-6)" aria-hidden="true" />
              <Text fw={600} data-testid="import-result">
                {result}
              </Text>
            </Group>
            <Button onClick={close} data-testid="import-close">
              {t('imports.close')}
            </Button>
          </Stack>
        ) : !preview ? (
          <ImportSource
            text={text}
            onText={setText}
            onPreview={() => void load(text)}
            busy={busy}
            intro={flow.intro}
          >
            {flow.options}
          </ImportSource>
        ) : (
          <>
            <ImportPreviewView
              preview={preview}
              outcomes={flow.outcomes?.(preview)}
              decisions={decisions}
              onDecision={flow.decides ? (row, d) => setDecisions((all) => ({ ...all, [row]: d })) : null}
              onMapping={(mapping) => void load(text, mapping)}
            />
            {busy ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Button variant="default" onClick={() => setPreview(null)} data-testid="import-edit">
                  {t('imports.edit')}
                </Button>
                {preview.counts.withErrors > 0 ? (
                  <Button
                    variant="light"
                    color="red"
                    onClick={() => {
                      const kept = withoutErrors(preview);
                      setText(kept);
                      setDecisions({});
                      void load(kept, preview.mapping);
                    }}
                    data-testid="import-drop-errors"
                  >
                    {t('imports.dropErrors')}
                  </Button>
                ) : null}
              </Group>
              <Group gap="sm" wrap="wrap" justify="flex-end" style={{ flex: 1 }}>
                <Text size="sm" c="dimmed" data-testid="import-plan">
                  {flow.plan(preview, decisions)}
                </Text>
                <Button
                  onClick={() => void confirm()}
                  loading={busy}
                  disabled={blocked}
                  style={{ flex: 'none' }}
                  data-testid="import-confirm"
                >
                  {t('imports.confirm')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </FormModal>
  );
}

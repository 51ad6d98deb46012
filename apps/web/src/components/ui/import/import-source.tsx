import { Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the rows come from: a CSV file (read as UTF-8, BOM and all) or rows pasted from a spreadsheet. */
export function ImportSource({
  text,
  onText,
  onPreview,
  busy,
  intro,
  children,
}: {
  text: string;
  onText: (text: string) => void;
  onPreview: () => void;
  busy: boolean;
  intro: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const choose = async (f: File | null) => {
    setFile(f);
    setFileError(null);
    if (!f) return;
    try {
      onText(await f.text());
    } catch {
      setFileError(t('imports.fileFailed'));
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <FileInput
        label={t('imports.file')}
        description={t('imports.fileHint')}
        accept=".csv,.tsv,.txt,text/csv,text/plain"
        value={file}
        onChange={(f) => void choose(f)}
        leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
        error={fileError}
        clearable
        data-testid="import-file"
      />
      <Textarea
        label={t('imports.paste')}
        placeholder={t('imports.pastePlaceholder')}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        autosize
        minRows={5}
        maxRows={12}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        data-testid="import-text"
      />
      {children}
      <Button
        onClick={onPreview}
        loading={busy}
        disabled={text.trim() === ''}
        style={{ alignSelf: 'flex-end' }}
        data-testid="import-preview"
      >
        {t('imports.preview')}
      </Button>
    </Stack>
  );
}

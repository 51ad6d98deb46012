import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import classes from './settings.module.css';

/** What a feature's secret dialog is given: what was just made (with its secret), and when to close. */
export interface SecretOnceState<Created> {
  /** kept until the dialog has faded out (or the text would blink empty), then forgotten */
  created: Created | null;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}

/** A secret shown once: `show` what was just made; `dialog` goes to the feature's secret dialog. */
export function useSecretOnce<Created>(): {
  show: (created: Created) => void;
  dialog: SecretOnceState<Created>;
} {
  const [created, setCreated] = useState<Created | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    show: (next) => {
      setCreated(next);
      setOpened(true);
    },
    dialog: {
      created,
      opened: opened && created !== null,
      onClose: () => setOpened(false),
      onClosed: () => setCreated(null),
    },
  };
}

interface CopyLabels {
  copy: string;
  copied: string;
}

function CopyAction({ value, labels, testId }: { value: string; labels: CopyLabels; testId: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant={copied ? 'light' : 'filled'}
          color={copied ? 'teal' : undefined}
          leftSection={
            copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
          }
          onClick={copy}
          data-testid={testId}
          data-copied={copied}
        >
          {copied ? labels.copied : labels.copy}
        </Button>
      )}
    </CopyButton>
  );
}

/** How the secret is used (a call to try, the code that verifies a message), with its own copy button. */
export interface SecretExample {
  title: string;
  text: string;
  code: string;
  testId?: string;
  copyTestId: string;
  codeTestId: string;
  /** what follows the code (a note, a link) */
  after?: ReactNode;
}

/**
 * A secret shown this once (the server keeps only its hash or will not show it again): a warning, the
 * secret with a copy button and an example of its use. It closes only by its button, not by a stray tap
 * beside it or Escape, so the secret is not lost by accident. The test ids follow `testId`:
 * `{testId}-secret-modal`, `-secret-warning`, `-secret`, `-secret-copy`, `-secret-done`.
 */
export function SecretOnceModal({
  opened,
  onClose,
  onClosed,
  title,
  secret,
  texts,
  testId,
  lead,
  example,
}: {
  opened: boolean;
  onClose: () => void;
  /** the dialog has faded out: the secret can be forgotten (not before, or the text would blink empty) */
  onClosed: () => void;
  title: string;
  secret: string;
  texts: CopyLabels & { warningTitle: string; warning: string; label: string; done: string };
  testId: string;
  /** what comes before the warning (the endpoint the secret is for) */
  lead?: ReactNode;
  example: SecretExample;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={title}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      centered
      size="lg"
      radius="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="md" data-testid={`${testId}-secret-modal`}>
        {lead}
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          title={texts.warningTitle}
          data-testid={`${testId}-secret-warning`}
        >
          {texts.warning}
        </Alert>
        <TextInput
          label={texts.label}
          value={secret}
          readOnly
          className={classes.secret}
          onFocus={(e) => e.currentTarget.select()}
          rightSectionWidth={110}
          rightSection={<CopyAction value={secret} labels={texts} testId={`${testId}-secret-copy`} />}
          data-testid={`${testId}-secret`}
        />
        <Stack gap={6} data-testid={example.testId}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={700}>
              {example.title}
            </Text>
            <CopyAction value={example.code} labels={texts} testId={example.copyTestId} />
          </Group>
          <Text size="sm" c="dimmed">
            {example.text}
          </Text>
          <Code block className={classes.example} data-testid={example.codeTestId}>
            {example.code}
          </Code>
          {example.after}
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid={`${testId}-secret-done`}>
            {texts.done}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A read-only value with a copy button inside it (the RTMP address, a stream key), full width on phones. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionWidth={44}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('streaming.copied') : t('streaming.copy')} withArrow>
              <ActionIcon
                variant={copied ? 'light' : 'subtle'}
                color={copied ? 'teal' : 'gray'}
                size="lg"
                onClick={copy}
                aria-label={`${t('streaming.copy')}: ${label}`}
                data-testid={`${testId}-copy`}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
      data-testid={testId}
    />
  );
}

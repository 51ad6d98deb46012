import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconJson } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '@/lib/download-export';
import { notify } from '@/lib/notify';

export interface ExportItem {
  label: string;
  /** the API path of the export, e.g. /api/tournament/7/standings.csv */
  path: string;
  /** the saved file's name */
  filename: string;
  testId: string;
}

/**
 * "Export" and its files (decision 045): each fetched with the signed-in user's token and saved, since a
 * plain link would carry no token and a private organization's export would answer 404.
 */
export function ExportMenu({ items, testId = 'export-menu' }: { items: ExportItem[]; testId?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const save = async (item: ExportItem) => {
    setBusy(true);
    try {
      await downloadExport(item.path, item.filename);
      notify.success(t('exports.done'));
    } catch {
      // the API client has told the user
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={busy}
          data-testid={testId}
        >
          {t('exports.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('exports.menuLabel')}</Menu.Label>
        {items.map((item) => (
          <Menu.Item
            key={item.path}
            leftSection={
              item.filename.endsWith('.json') ? (
                <IconJson size={16} aria-hidden="true" />
              ) : (
                <IconFileSpreadsheet size={16} aria-hidden="true" />
              )
            }
            onClick={() => void save(item)}
            data-testid={item.testId}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

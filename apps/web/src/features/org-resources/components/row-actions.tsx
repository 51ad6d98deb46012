import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The ⋯ menu of a row (managers only): edit, extra items, delete. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  extra,
  testId,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  extra?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('orgResources.common.actions', { name })}
          data-testid={`${testId}-actions`}
        >
          <IconDots size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={18} aria-hidden="true" />}
          onClick={onEdit}
          data-testid={`${testId}-edit`}
        >
          {t('orgResources.common.edit')}
        </Menu.Item>
        {extra}
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={onDelete}
          data-testid={`${testId}-delete`}
        >
          {t('orgResources.common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

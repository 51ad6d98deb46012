import { Badge } from '@mantine/core';
import type { RequestStatus } from '@sportzone/contracts';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LOOK = {
  pending: { color: 'yellow', icon: IconClock },
  accepted: { color: 'teal', icon: IconCheck },
  rejected: { color: 'red', icon: IconX },
} as const satisfies Record<RequestStatus, unknown>;

/** SPEC §4 request statuses: pending, accepted, rejected. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  const { color, icon: Icon } = LOOK[status];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      leftSection={<Icon size={12} aria-hidden="true" />}
      data-testid="request-status"
      data-status={status}
    >
      {t(`requests.status.${status}`)}
    </Badge>
  );
}

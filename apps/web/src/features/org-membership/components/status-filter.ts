import type { DecisionStatus } from '@sportzone/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusFilter } from '@/components/ui/paged-list';

export const DECISION_FILTERS = ['all', 'pending', 'accepted', 'rejected'] as const;
export type DecisionFilter = (typeof DECISION_FILTERS)[number];

export const asDecisionFilter = (value: string): DecisionFilter =>
  (DECISION_FILTERS as readonly string[]).includes(value) ? (value as DecisionFilter) : 'all';

/** All · Pending · Accepted · Rejected: the status sent (null for all) and the control's props. */
export function useDecisionFilter(): { status: DecisionStatus | null; filter: StatusFilter } {
  const { t } = useTranslation();
  const [value, setValue] = useState<DecisionFilter>('all');
  return {
    status: value === 'all' ? null : value,
    filter: {
      value,
      onChange: (v) => setValue(asDecisionFilter(v)),
      label: t('common.statusFilter'),
      options: DECISION_FILTERS.map((f) => ({ value: f, label: t(`orgMembership.filter.${f}`) })),
    },
  };
}

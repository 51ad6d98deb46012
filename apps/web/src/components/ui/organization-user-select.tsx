import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOrganizationUsers } from '@/lib/organizations';
import { fullName } from '@/lib/people';

/**
 * Links a member or player record to an account of the organization's people (or none): a search
 * over its owners, organizers and members with an account. `value` is the user id as a string.
 */
export function OrganizationUserSelect({
  organizationId,
  value,
  onChange,
  error,
  label,
  description,
  placeholder,
  linkedLabel,
  testId,
}: {
  organizationId: number;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  label: string;
  description: string;
  placeholder: string;
  /** the option shown for a linked account that is not among the results */
  linkedLabel: (id: string) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useQuery({
    queryKey: ['organization', organizationId, 'users', debounced.trim()],
    queryFn: ({ signal }) => fetchOrganizationUsers(organizationId, debounced, signal),
    staleTime: 30_000,
  });
  const options = (users.data?.items ?? []).map((u) => ({
    value: String(u.id),
    label: `${fullName(u)} · ${u.email}`,
  }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: linkedLabel(value) });
  }
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={users.isFetching ? t('common.loading') : t('common.nothingFound')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      error={error}
      data-testid={testId}
    />
  );
}

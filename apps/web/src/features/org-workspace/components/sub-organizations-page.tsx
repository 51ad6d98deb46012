import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Organization } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconSitemap, IconSubtask } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myOrganizationsKey, organizationKey } from '@/lib/organizations';
import { usePagedList } from '@/lib/paging';
import { countsKey } from '../api/counts';
import { fetchChildren, listQuery } from '../api/organizations';
import { FormModal } from '@/components/ui/form-modal';
import { OrganizationForm } from './organization-form';
import { OrganizationRow } from './organizations-page';
import { PagedList } from '@/components/ui/paged-list';
import { OrgSectionPage } from '@/components/ui/org-section-page';

function SubOrganizationsList({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [creating, setCreating] = useState(false);
  const list = usePagedList<Organization>({
    filterKey: debounced.trim(),
    fetchPage: (page, pageSize, signal) =>
      fetchChildren(org.id, listQuery(debounced, page, pageSize), signal),
    itemKey: (o) => o.id,
  });
  const add = org.canManage ? (
    <Button
      leftSection={<IconSubtask size={18} aria-hidden="true" />}
      onClick={() => setCreating(true)}
      data-testid="sub-org-add"
    >
      {t('organizer.subOrgs.add')}
    </Button>
  ) : undefined;
  return (
    <>
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={t('organizer.subOrgs.search')}
        searchPlaceholder={t('organizer.subOrgs.searchPlaceholder')}
        emptyTitle={t('organizer.subOrgs.empty')}
        emptyHint={org.canManage ? t('organizer.subOrgs.emptyHint') : t('organizer.subOrgs.emptyHintMember')}
        emptyIcon={<IconSitemap size={28} aria-hidden="true" />}
        emptyAction={add}
        action={add}
        loadFailed={t('organizer.subOrgs.loadFailed')}
        itemKey={(o) => o.id}
        testId="sub-orgs"
        renderItem={(o) => <OrganizationRow organization={o} testId="sub-org" showParent={false} />}
      />
      <FormModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('organizer.subOrgs.createTitle', { name: org.name })}
      >
        {creating ? (
          <OrganizationForm
            parentId={org.id}
            onCancel={() => setCreating(false)}
            onSaved={(child) => {
              setCreating(false);
              queryClient.setQueryData(organizationKey(child.id), child);
              void queryClient.invalidateQueries({ queryKey: myOrganizationsKey });
              void queryClient.invalidateQueries({ queryKey: countsKey(org.id) });
              list.refresh();
            }}
          />
        ) : null}
      </FormModal>
    </>
  );
}

/** /organizer/organizations/{id}/organizations: clubs, sections or leagues inside this organization, any depth. */
export function SubOrganizationsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('organizer.subOrgs.title')}
      intro={t('organizer.subOrgs.intro')}
      testId="sub-orgs"
    >
      {(org) => <SubOrganizationsList org={org} />}
    </OrgSectionPage>
  );
}

import type { Organization } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconSitemap, IconSubtask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { ResourceSection } from '@/components/ui/resource-section';
import { myOrganizationsKey, organizationKey } from '@/lib/organizations';
import { countsKey } from '../api/counts';
import { fetchChildren } from '../api/organizations';
import { OrganizationForm } from './organization-form';
import { OrganizationRow } from './organizations-page';

/** /organizer/organizations/{id}/organizations: clubs, sections or leagues inside this organization, any depth. */
export function SubOrganizationsPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('organizer.subOrgs.title')}
      intro={t('organizer.subOrgs.intro')}
      testId="sub-orgs"
    >
      {(org) => (
        <ResourceSection<Organization>
          testId="sub-orgs"
          itemTestId="sub-org"
          canManage={org.canManage}
          fetchPage={(query, signal) => fetchChildren(org.id, query, signal)}
          itemKey={(o) => o.id}
          itemName={(o) => o.name}
          // a sub-organization is managed in its own workspace: the row leads there
          renderItem={(o) => <OrganizationRow organization={o} testId="sub-org" showParent={false} />}
          editable={false}
          texts={{
            search: t('organizer.subOrgs.search'),
            searchPlaceholder: t('organizer.subOrgs.searchPlaceholder'),
            empty: t('organizer.subOrgs.empty'),
            emptyHint: t('organizer.subOrgs.emptyHint'),
            emptyHintReader: t('organizer.subOrgs.emptyHintMember'),
            loadFailed: t('organizer.subOrgs.loadFailed'),
            add: t('organizer.subOrgs.add'),
            createTitle: t('organizer.subOrgs.createTitle', { name: org.name }),
          }}
          emptyIcon={<IconSitemap size={28} aria-hidden="true" />}
          addIcon={<IconSubtask size={18} aria-hidden="true" />}
          form={({ onSaved, onCancel }) => (
            <OrganizationForm parentId={org.id} onCancel={onCancel} onSaved={onSaved} />
          )}
          afterChange={(_list, child) => {
            if (child) queryClient.setQueryData(organizationKey(child.id), child);
            void queryClient.invalidateQueries({ queryKey: myOrganizationsKey });
            void queryClient.invalidateQueries({ queryKey: countsKey(org.id) });
          }}
        />
      )}
    </OrgSectionPage>
  );
}

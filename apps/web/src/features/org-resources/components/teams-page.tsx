import { Tabs } from '@mantine/core';
import { IconUser, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PlayersPanel } from './players-panel';
import { TeamsPanel } from './teams-panel';

const TABS = ['teams', 'formations', 'players'] as const;
type Tab = (typeof TABS)[number];

/**
 * /organizer/organizations/{id}/teams: the organization's players, teams and formations (the tab is in
 * the address, ?tab=…; teams first, as the section's name says). `fixed` shows one of them alone (the players
 * page).
 */
export function TeamsPage({ organizationId, fixed }: { organizationId: number; fixed?: Tab }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = fixed ?? (TABS.includes(asked as Tab) ? (asked as Tab) : 'teams');
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={fixed === 'players' ? t('orgResources.players.title') : t('orgResources.teams.title')}
      intro={fixed === 'players' ? t('orgResources.players.intro') : t('orgResources.teams.intro')}
      testId="teams"
    >
      {(organization) =>
        fixed ? (
          <PlayersPanel organization={organization} />
        ) : (
          <Tabs
            value={tab}
            onChange={(v) => {
              const next = new URLSearchParams(params);
              next.set('tab', v ?? 'teams');
              setParams(next, { replace: true });
            }}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab
                value="teams"
                leftSection={<IconUsersGroup size={16} aria-hidden="true" />}
                data-testid="tab-teams"
              >
                {t('orgResources.teams.tabs.teams')}
              </Tabs.Tab>
              <Tabs.Tab
                value="formations"
                leftSection={<IconUsers size={16} aria-hidden="true" />}
                data-testid="tab-formations"
              >
                {t('orgResources.teams.tabs.formations')}
              </Tabs.Tab>
              <Tabs.Tab
                value="players"
                leftSection={<IconUser size={16} aria-hidden="true" />}
                data-testid="tab-players"
              >
                {t('orgResources.teams.tabs.players')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="players">
              <PlayersPanel organization={organization} />
            </Tabs.Panel>
            <Tabs.Panel value="teams">
              <TeamsPanel organization={organization} kind="team" />
            </Tabs.Panel>
            <Tabs.Panel value="formations">
              <TeamsPanel organization={organization} kind="formation" />
            </Tabs.Panel>
          </Tabs>
        )
      }
    </OrgSectionPage>
  );
}

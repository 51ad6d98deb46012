import { Button, Container, Group, Stack } from '@mantine/core';
import type { MatchSport } from '@sportzone/contracts';
import { IconBolt, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportMenu } from '@/components/ui/export-menu';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { PageHeader } from '@/components/ui/page-header';
import { isMatchSport } from '@/lib/matches/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { MatchesView } from './matches-view';

/** `?new=1` opens the new match form (the dashboard's "New match"); `?sport=` picks its sport. */
function useNewFromUrl(): [boolean, (open: boolean) => void, MatchSport | undefined] {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(params.get('new') === '1');
  const sport = params.get('sport');
  const open = (value: boolean) => {
    setCreating(value);
    if (!value && params.has('new')) {
      const next = new URLSearchParams(params);
      next.delete('new');
      next.delete('sport');
      setParams(next, { replace: true });
    }
  };
  return [creating, open, isMatchSport(sport) ? sport : undefined];
}

function NewMatchButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onClick} data-testid="match-new">
      {t('orgMatches.new')}
    </Button>
  );
}

/** /organizer/organizations/{id}/matches: the organization's matches, and "New match" for its organizers. */
export function OrgMatchesPage({
  organizationId,
  userId,
}: {
  organizationId: number;
  /** the signed-in user (an assigned scorer scores from here too) */
  userId: number | null;
}) {
  const { t } = useTranslation();
  const [creating, setCreating, sport] = useNewFromUrl();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgMatches.title')}
      intro={t('orgMatches.intro')}
      testId="matches"
      actions={(org) => (
        <Group gap="xs">
          <ExportMenu
            testId="matches-export"
            items={[
              {
                label: t('exports.matches'),
                path: `/api/organization/${org.id}/exports/matches.csv`,
                filename: `organization-${org.id}-matches.csv`,
                testId: 'export-matches',
              },
            ]}
          />
          <NewMatchButton onClick={() => setCreating(true)} />
        </Group>
      )}
    >
      {(org) => (
        <MatchesView
          organizationId={org.id}
          canManage={() => org.canManage}
          canScore={(m) => org.canManage || (userId !== null && m.scorerIds.includes(userId))}
          mayCreate={org.canManage}
          creating={creating && org.canManage}
          onCreating={setCreating}
          defaultSport={sport}
        />
      )}
    </OrgSectionPage>
  );
}

/** /user/matches: the matches I own or score, and "New match" for a casual one of my own. */
export function MyMatchesPage({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  usePageTitle(t('orgMatches.mine.title'));
  const [creating, setCreating, sport] = useNewFromUrl();
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="my-matches-page">
        <PageHeader
          title={t('orgMatches.mine.title')}
          intro={t('orgMatches.mine.intro')}
          actions={
            <Group gap="sm">
              <Button
                component={Link}
                to="/rally/score"
                variant="default"
                leftSection={<IconBolt size={18} aria-hidden="true" />}
                data-testid="quick-scoreboard"
              >
                {t('orgMatches.mine.quick')}
              </Button>
              <NewMatchButton onClick={() => setCreating(true)} />
            </Group>
          }
        />
        <MatchesView
          organizationId={null}
          canManage={(m) => userId !== null && m.ownerId === userId}
          canScore={(m) => userId !== null && (m.ownerId === userId || m.scorerIds.includes(userId))}
          mayCreate
          creating={creating}
          onCreating={setCreating}
          defaultSport={sport}
        />
      </Stack>
    </Container>
  );
}

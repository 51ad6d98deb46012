import { Card } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { tournamentKey, tournamentsKey, managePath, tournamentsPath } from './feature';
import { TournamentForm } from './tournament-form';

/** /organizer/organizations/{id}/containers/manage: "New tournament"; saved, it opens the tournament's menu. */
export function NewTournamentPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('tournamentManage.form.newTitle')}
      intro={t('tournamentManage.form.newIntro')}
      access="manage"
      testId="tournament-new"
    >
      {(org) => (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <TournamentForm
            organizationId={org.id}
            tournament={null}
            onCancel={() => void navigate(tournamentsPath(org.id))}
            onSaved={(saved) => {
              queryClient.setQueryData(tournamentKey(saved.id), saved);
              void queryClient.invalidateQueries({ queryKey: tournamentsKey(org.id) });
              void navigate(managePath(org.id, saved.id));
            }}
          />
        </Card>
      )}
    </OrgSectionPage>
  );
}

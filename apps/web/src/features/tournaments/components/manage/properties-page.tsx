import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteTournament, tournamentKey, tournamentsKey, tournamentsPath } from './feature';
import { TournamentManagePage } from './shared';
import { TournamentForm } from './tournament-form';

/** /organizer/organizations/{id}/containers/{tournamentId}/properties: the tournament's fields; delete it. */
export function TournamentPropertiesPage({
  organizationId,
  tournamentId,
}: {
  organizationId: number;
  tournamentId: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  return (
    <TournamentManagePage organizationId={organizationId} tournamentId={tournamentId} page="properties">
      {(tournament, org) => (
        <Stack gap="lg">
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <TournamentForm
              key={tournament.id}
              organizationId={org.id}
              tournament={tournament}
              onSaved={(saved) => {
                queryClient.setQueryData(tournamentKey(saved.id), saved);
                void queryClient.invalidateQueries({ queryKey: tournamentsKey(org.id) });
              }}
            />
          </Card>
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="tournament-danger">
            <Group justify="space-between" gap="md" align="flex-end">
              <Stack gap={4} style={{ flex: '1 1 260px' }}>
                <Title order={2} fz="md">
                  {t('tournamentManage.delete.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('tournamentManage.delete.hint')}
                </Text>
              </Stack>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={() => setDeleting(true)}
                data-testid="tournament-delete"
              >
                {t('tournamentManage.delete.button')}
              </Button>
            </Group>
          </Card>
          <ConfirmDialog
            opened={deleting}
            title={t('tournamentManage.delete.confirmTitle')}
            message={t('tournamentManage.delete.text', { name: tournament.name })}
            typeToConfirm={tournament.name}
            confirmLabel={t('tournamentManage.delete.button')}
            doneText={t('tournamentManage.delete.done')}
            onClose={() => setDeleting(false)}
            onConfirm={async () => {
              await deleteTournament(tournament.id);
              void queryClient.invalidateQueries({ queryKey: tournamentsKey(org.id) });
              void navigate(tournamentsPath(org.id));
            }}
          />
        </Stack>
      )}
    </TournamentManagePage>
  );
}

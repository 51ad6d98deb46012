import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import type { EntryList, SignUpOption, Tournament } from '@sportzone/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { signIn, useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { signUpSelf, useEntriesChanged, withdrawSelf } from './feature';
import { viewsPath } from './parts';

/**
 * Signing oneself up on the tournament's page: while sign-ups are open, a signed-in player signs up
 * (their player, or a formation or team they play in: `signUpOptions`) and sees their own entry, with
 * its place on the waiting list, and may withdraw it; a signed-out visitor is asked to sign in. The
 * server decides who may (the list only offers what it would accept).
 */
export function SignUpPanel({ tournament, entries }: { tournament: Tournament; entries: EntryList }) {
  const { t } = useTranslation();
  const session = useSession();
  const changed = useEntriesChanged(tournament.id);
  const [busy, setBusy] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const mine = [...entries.registered, ...entries.waiting].filter((e) => entries.mine.includes(e.id));
  const open = tournament.status === 'open' && tournament.selfSignup && !tournament.drawn;
  if (!open && mine.length === 0) return null;

  const signUp = async (option: SignUpOption) => {
    const key = `${option.playerId ?? ''}-${option.teamId ?? ''}`;
    setBusy(key);
    try {
      const entry = await signUpSelf(tournament.id, option);
      notify.success(
        entry.status === 'waiting'
          ? t('tournamentViews.signUp.doneWaiting', { position: entry.waitingPosition ?? 1 })
          : t('tournamentViews.signUp.done'),
      );
      await changed();
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert
      variant="light"
      color="brand"
      radius="md"
      icon={<IconUserPlus size={20} />}
      title={open ? t('tournamentViews.signUp.title') : t('tournamentViews.signUp.yours')}
      data-testid="signup-panel"
    >
      <Stack gap="sm">
        {mine.map((e) => (
          <Group key={e.id} justify="space-between" gap="sm" data-testid="my-entry" data-status={e.status}>
            <Text size="sm">
              {e.status === 'waiting'
                ? t('tournamentViews.signUp.mineWaiting', { name: e.name, position: e.waitingPosition ?? 1 })
                : t('tournamentViews.signUp.mineRegistered', { name: e.name })}
            </Text>
            {e.canWithdraw ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => setWithdrawing(e.id)}
                data-testid="withdraw-mine"
              >
                {t('tournamentViews.signUp.withdraw')}
              </Button>
            ) : null}
          </Group>
        ))}
        {open && session.status === 'signed-out' ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('tournamentViews.signUp.signInText')}</Text>
            <Button
              size="xs"
              leftSection={<IconLogin size={16} />}
              onClick={() => void signIn({ returnTo: viewsPath(tournament.id) })}
              data-testid="signup-sign-in"
            >
              {t('tournamentViews.signUp.signIn')}
            </Button>
          </Group>
        ) : null}
        {open && session.status === 'signed-in' && entries.signUpOptions.length > 0 ? (
          <Group gap="xs">
            <Text size="sm">
              {tournament.spots !== null && tournament.registered >= tournament.spots
                ? t('tournamentViews.signUp.full')
                : t('tournamentViews.signUp.text')}
            </Text>
            {entries.signUpOptions.map((o) => {
              const key = `${o.playerId ?? ''}-${o.teamId ?? ''}`;
              return (
                <Button
                  key={key}
                  size="xs"
                  loading={busy === key}
                  onClick={() => void signUp(o)}
                  data-testid="signup-self"
                >
                  {t('tournamentViews.signUp.as', { name: o.name })}
                </Button>
              );
            })}
          </Group>
        ) : null}
        {open && session.status === 'signed-in' && entries.signUpOptions.length === 0 && mine.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="signup-none">
            {t('tournamentViews.signUp.nothing', { organization: tournament.organizationName })}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('tournamentViews.signUp.withdrawTitle')}
        message={t('tournamentViews.signUp.withdrawText')}
        confirmLabel={t('tournamentViews.signUp.withdraw')}
        doneText={t('tournamentViews.signUp.withdrawn')}
        onClose={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (withdrawing !== null) await withdrawSelf(tournament.id, withdrawing);
          await changed();
        }}
      />
    </Alert>
  );
}

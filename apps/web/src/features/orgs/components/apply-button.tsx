import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Tooltip,
  type ButtonProps,
} from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { IconClock, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { applyToJoin, pendingApplicationsQuery } from '../api/orgs';

/**
 * "Apply to join" with a message and whether one wants to play (POST /api/application; accepted, one
 * who wants to play becomes a player too, decision 055), or what stands instead: "Member" when the
 * user holds a role (nothing where the page shows the roles already), "Applied" while an application waits.
 */
export function ApplyButton({
  organization,
  rolesShown = false,
  ...props
}: {
  organization: Pick<Organization, 'id' | 'name' | 'myRoles'>;
  /** the page already shows the user's role badges: "Member" would say it a second time */
  rolesShown?: boolean;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pending = useQuery(pendingApplicationsQuery());
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [wantsToPlay, setWantsToPlay] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => applyToJoin(organization.id, message, wantsToPlay),
    onSuccess: () => {
      notify.success(t('orgs.apply.sent', { name: organization.name }));
      setOpen(false);
      setMessage('');
      void client.invalidateQueries({ queryKey: ['orgs', 'applications'] });
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409) {
        const text =
          err.code === 'already_member'
            ? t('orgs.apply.alreadyMember', { name: organization.name })
            : t('orgs.apply.alreadyPending', { name: organization.name });
        setError(text);
        void client.invalidateQueries({ queryKey: ['orgs', 'applications'] });
      } else if (isApiError(err) && err.fields?.message) {
        setError(err.fields.message);
      }
    },
  });

  if (organization.myRoles.length > 0) {
    if (rolesShown) return null;
    return (
      <Badge size="lg" variant="light" color="brand" radius="sm" data-testid="member-badge">
        {t('orgs.common.member')}
      </Badge>
    );
  }
  if (pending.data?.some((a) => a.organization.id === organization.id)) {
    return (
      <Tooltip label={t('orgs.common.appliedHint')}>
        <Badge
          size="lg"
          variant="light"
          color="yellow"
          radius="sm"
          leftSection={<IconClock size={14} aria-hidden="true" />}
          data-testid="applied-badge"
          tabIndex={0}
        >
          {t('orgs.common.applied')}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <>
      <Button
        leftSection={<IconUserPlus size={16} aria-hidden="true" />}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        disabled={pending.isPending}
        data-testid="apply-button"
        {...props}
      >
        {t('orgs.common.apply')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('orgs.apply.title', { name: organization.name })}
        centered
        data-testid="apply-modal"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            mutation.mutate();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('orgs.apply.intro', { name: organization.name })}
            </Text>
            <Textarea
              label={t('orgs.apply.message')}
              placeholder={t('orgs.apply.messagePlaceholder')}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={2000}
              error={error}
              data-autofocus
              data-testid="apply-message"
            />
            <Checkbox
              label={t('orgs.apply.wantsToPlay')}
              description={t('orgs.apply.wantsToPlayHint', { name: organization.name })}
              checked={wantsToPlay}
              onChange={(e) => setWantsToPlay(e.currentTarget.checked)}
              data-testid="apply-wants-to-play"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('orgs.apply.cancel')}
              </Button>
              <Button type="submit" loading={mutation.isPending} data-testid="apply-submit">
                {t('orgs.apply.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

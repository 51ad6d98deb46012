import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Invitation, InvitationInput, Organization, UserRef } from '@sportzone/contracts';
import { IconAt, IconSearch, IconSend, IconUserCheck, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/ui/user-avatar';
import { fieldErrors, isApiError } from '@/lib/api';
import { createInvitation, lookupUser } from '../api/invitations';
import { looksLikeEmail, nameOf } from '../lib/people';
import { knownMessage } from '../lib/server-messages';

const MESSAGE_MAX = 2000;

type Target = 'email' | 'user';

/**
 * Invite someone: an existing user (found by their exact address: the app does not list strangers'
 * accounts) or any email address; a message; "send as email" mails the invitation with its link.
 */
export function InviteForm({
  organization,
  onSent,
  onCancel,
}: {
  organization: Organization;
  onSent: (invitation: Invitation) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Target>('email');
  const [found, setFound] = useState<UserRef | null>(null);
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'none'>('idle');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      email: '',
      userEmail: '',
      message: t('orgMembership.invite.defaultMessage', { name: organization.name }),
      sendAsEmail: true,
    },
    validate: {
      email: (v) =>
        target !== 'email'
          ? null
          : !v.trim()
            ? t('common.required')
            : !looksLikeEmail(v)
              ? t('orgMembership.server.email')
              : null,
      userEmail: () => (target === 'user' && !found ? t('orgMembership.invite.findFirst') : null),
      message: (v) => (!v.trim() ? t('common.required') : null),
    },
  });

  const say = (message: string) => {
    const key = knownMessage(message);
    return key ? t(key) : message;
  };

  const find = async () => {
    const email = form.values.userEmail;
    setFound(null);
    if (!looksLikeEmail(email)) {
      form.setFieldError('userEmail', t('orgMembership.server.email'));
      return;
    }
    setLookup('busy');
    try {
      const user = await lookupUser(organization.id, email);
      setFound(user);
      setLookup('idle');
      form.clearFieldError('userEmail');
    } catch (error) {
      setLookup(isApiError(error) && error.status === 404 ? 'none' : 'idle');
    }
  };

  const submit = form.onSubmit(async (values) => {
    const input: InvitationInput = {
      message: values.message.trim(),
      sendAsEmail: values.sendAsEmail,
      ...(target === 'user' && found ? { userId: found.id } : { email: values.email.trim() }),
    };
    setSaving(true);
    setProblem(null);
    try {
      const invitation = await createInvitation(organization.id, input);
      onSent(invitation);
    } catch (error) {
      const fields = fieldErrors(error);
      const errors: Record<string, string> = {};
      const addressField = target === 'user' ? 'userEmail' : 'email';
      if (fields.email) errors[addressField] = say(fields.email);
      if (fields.userId) errors[addressField] = say(fields.userId);
      if (fields.message) errors.message = say(fields.message);
      form.setErrors(errors);
      if (Object.keys(errors).length === 0 && isApiError(error)) setProblem(say(error.message));
    } finally {
      setSaving(false);
    }
  });

  const switchTo = (next: Target) => {
    setTarget(next);
    setProblem(null);
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="invite-form">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={target}
          onChange={(v) => switchTo(v === 'user' ? 'user' : 'email')}
          data={[
            { value: 'email', label: t('orgMembership.invite.byEmail') },
            { value: 'user', label: t('orgMembership.invite.byUser') },
          ]}
          data-testid="invite-target"
        />
        {target === 'email' ? (
          <TextInput
            type="email"
            label={t('orgMembership.invite.email')}
            description={t('orgMembership.invite.emailHint')}
            placeholder="name@example.com"
            withAsterisk
            leftSection={<IconAt size={16} aria-hidden="true" />}
            data-autofocus
            autoComplete="off"
            data-testid="invite-email"
            {...form.getInputProps('email')}
          />
        ) : (
          <Stack gap="xs">
            <TextInput
              type="email"
              label={t('orgMembership.invite.userEmail')}
              description={t('orgMembership.invite.userEmailHint')}
              placeholder="name@example.com"
              withAsterisk
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              rightSectionWidth={88}
              rightSection={
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => void find()}
                  loading={lookup === 'busy'}
                  data-testid="invite-find"
                >
                  {t('orgMembership.invite.find')}
                </Button>
              }
              autoComplete="off"
              data-autofocus
              data-testid="invite-user-email"
              {...form.getInputProps('userEmail')}
              onChange={(e) => {
                form.setFieldValue('userEmail', e.currentTarget.value);
                setFound(null);
                setLookup('idle');
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void find();
                }
              }}
            />
            {found ? (
              <Card withBorder radius="md" p="sm" data-testid="invite-found">
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar person={found} size={36} />
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text fw={600} size="sm" truncate="end">
                      {nameOf(found)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {found.email}
                    </Text>
                  </Stack>
                  <IconUserCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden="true" />
                </Group>
              </Card>
            ) : lookup === 'none' ? (
              <Alert
                variant="light"
                color="yellow"
                icon={<IconUserQuestion size={18} aria-hidden="true" />}
                data-testid="invite-not-found"
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('orgMembership.invite.noUser')}</Text>
                  <Button
                    size="xs"
                    variant="white"
                    onClick={() => {
                      form.setFieldValue('email', form.values.userEmail);
                      switchTo('email');
                    }}
                  >
                    {t('orgMembership.invite.inviteAddress')}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
          </Stack>
        )}
        <Textarea
          label={t('orgMembership.invite.message')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MESSAGE_MAX}
          data-testid="invite-message"
          {...form.getInputProps('message')}
        />
        <Checkbox
          label={t('orgMembership.invite.sendAsEmail')}
          description={t('orgMembership.invite.sendAsEmailHint')}
          data-testid="invite-send-email"
          {...form.getInputProps('sendAsEmail', { type: 'checkbox' })}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert" data-testid="invite-problem">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconSend size={18} aria-hidden="true" />}
            data-testid="invite-submit"
          >
            {t('orgMembership.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

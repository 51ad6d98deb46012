import { Button, Group, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowMerge, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useSubmitRequest } from '../api/requests';
import { EMAIL, EMAIL_MAX, MESSAGE_MAX } from './limits';

/** Ask the admins to merge another account (its email) into this one. */
export function MergeRequestForm({ ownEmail }: { ownEmail: string }) {
  const { t } = useTranslation();
  const submit = useSubmitRequest();
  const form = useForm({
    mode: 'controlled',
    initialValues: { otherEmail: '', message: '' },
    validate: {
      otherEmail: (v) => {
        const email = v.trim();
        if (!email) return t('requests.otherEmailRequired');
        if (email.length > EMAIL_MAX || !EMAIL.test(email)) return t('requests.invalidEmail');
        if (email.toLowerCase() === ownEmail.trim().toLowerCase()) return t('requests.sameEmail');
        return null;
      },
      message: (v) =>
        !v.trim()
          ? t('requests.messageRequired')
          : v.length > MESSAGE_MAX
            ? t('requests.tooLong', { max: MESSAGE_MAX })
            : null,
    },
  });

  const onSubmit = form.onSubmit(async ({ otherEmail, message }) => {
    try {
      await submit.mutateAsync({ kind: 'merge', otherEmail: otherEmail.trim(), message: message.trim() });
      form.reset();
      notify.success(t('requests.sent'));
    } catch (error) {
      // the toast is shown by the API client; an unknown account is said beside the field
      const fields = fieldErrors(error);
      if (fields.otherEmail) form.setFieldError('otherEmail', t('requests.unknownAccount'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="merge-request-title"
      data-testid="merge-request-form"
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" color="teal">
            <IconArrowMerge size={24} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg" id="merge-request-title">
              {t('requests.mergeTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('requests.mergeText')}
            </Text>
          </Stack>
        </Group>
        <TextInput
          label={t('requests.otherEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          withAsterisk
          maxLength={EMAIL_MAX}
          data-testid="merge-other-email"
          {...form.getInputProps('otherEmail')}
        />
        <Textarea
          size="md"
          label={t('requests.message')}
          placeholder={t('requests.mergePlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MESSAGE_MAX}
          data-testid="merge-message"
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            loading={submit.isPending}
            leftSection={<IconSend size={18} aria-hidden="true" />}
            data-testid="merge-submit"
          >
            {t('requests.submitMerge')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

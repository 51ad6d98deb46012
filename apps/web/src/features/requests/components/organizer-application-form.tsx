import { Alert, Button, Group, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconSend, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useSubmitRequest } from '../api/requests';
import { MESSAGE_MAX } from './limits';

interface OrganizerApplicationFormProps {
  /** why the form is closed (already an organizer, an application pending), or null */
  closedReason: string | null;
}

/** SPEC §6: the "Application for organizer rights" form; SPEC §5: "Please provide message". */
export function OrganizerApplicationForm({ closedReason }: OrganizerApplicationFormProps) {
  const { t } = useTranslation();
  const submit = useSubmitRequest();
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: {
      message: (v) =>
        !v.trim()
          ? t('requests.messageRequired')
          : v.length > MESSAGE_MAX
            ? t('requests.tooLong', { max: MESSAGE_MAX })
            : null,
    },
  });

  const onSubmit = form.onSubmit(async ({ message }) => {
    try {
      await submit.mutateAsync({ kind: 'organizer', message: message.trim() });
      form.reset();
      notify.success(t('requests.sent'));
    } catch {
      // the API client has shown the error (409: an application is already waiting)
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="organizer-application-title"
      data-testid="organizer-application-form"
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" color="violet">
            <IconTrophy size={24} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg" id="organizer-application-title">
              {t('requests.organizerTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('requests.organizerText')}
            </Text>
          </Stack>
        </Group>
        {closedReason ? (
          <Alert
            color="brand"
            variant="light"
            icon={<IconInfoCircle size={20} />}
            data-testid="organizer-application-closed"
          >
            {closedReason}
          </Alert>
        ) : (
          <>
            <Textarea
              size="md"
              label={t('requests.message')}
              placeholder={t('requests.organizerPlaceholder')}
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              maxLength={MESSAGE_MAX}
              data-testid="organizer-message"
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={submit.isPending}
                leftSection={<IconSend size={18} aria-hidden="true" />}
                data-testid="organizer-submit"
              >
                {t('requests.submitOrganizer')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

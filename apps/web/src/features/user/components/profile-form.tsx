import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User, UserInput } from '@sportzone/contracts';
import { IconDeviceFloppy, IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@/lib/api';
import { countryOptions } from '@/lib/countries';
import { notify } from '@/lib/notify';
import { useSaveUser } from '../api/save-user';

interface ProfileValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  nationality: string | null;
}

export interface ProfileDefaults {
  email?: string;
  firstName?: string;
  lastName?: string;
}

interface ProfileFormProps {
  /** null: the profile is created (a user with id 0) */
  user: User | null;
  /** prefilled on create, from the id_token (email, given_name, family_name) */
  defaults?: ProfileDefaults;
  onSaved?: (user: User, created: boolean) => void;
}

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Middle name (optional)": in the label, so fields side by side stay aligned. */
function OptionalLabel({ text, optional }: { text: string; optional: string }) {
  return (
    <>
      {text}{' '}
      <Text span c="dimmed" fw={400} fz="sm">
        ({optional})
      </Text>
    </>
  );
}

/** Create or edit your own profile; inline validation here, and the server's field messages beside the fields. */
export function ProfileForm({ user, defaults, onSaved }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const save = useSaveUser();
  const id = user?.id ?? 0;
  const creating = id === 0;

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      firstName: user?.firstName ?? defaults?.firstName ?? '',
      middleName: user?.middleName ?? '',
      lastName: user?.lastName ?? defaults?.lastName ?? '',
      email: user?.email ?? defaults?.email ?? '',
      nationality: user?.nationality?.toUpperCase() ?? null,
    },
    // Validated on submit, then errors clear as the field is edited: validating on blur would move
    // the submit button under the pointer between mousedown and mouseup.
    validate: {
      firstName: (v) =>
        !v.trim()
          ? t('profile.required')
          : v.length > NAME_MAX
            ? t('profile.tooLong', { max: NAME_MAX })
            : null,
      middleName: (v) => (v.length > NAME_MAX ? t('profile.tooLong', { max: NAME_MAX }) : null),
      lastName: (v) =>
        !v.trim()
          ? t('profile.required')
          : v.length > NAME_MAX
            ? t('profile.tooLong', { max: NAME_MAX })
            : null,
      email: (v) =>
        !v.trim()
          ? t('profile.required')
          : v.trim().length > EMAIL_MAX
            ? t('profile.tooLong', { max: EMAIL_MAX })
            : !EMAIL.test(v.trim())
              ? t('profile.invalidEmail')
              : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    const input: UserInput = {
      firstName: values.firstName.trim(),
      middleName: values.middleName.trim() || null,
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      nationality: values.nationality || null,
    };
    try {
      const saved = await save.mutateAsync({ id, input });
      form.resetDirty({
        ...values,
        ...input,
        middleName: input.middleName ?? '',
        nationality: input.nationality ?? null,
      });
      notify.success(creating ? t('profile.created') : t('profile.saved'));
      onSaved?.(saved, creating);
    } catch (error) {
      // the toast is shown by the API client; the fields get the server's messages
      const fields = fieldErrors(error);
      const known = Object.fromEntries(Object.entries(fields).filter(([f]) => f in values));
      if (Object.keys(known).length > 0) form.setErrors(known);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form" aria-label={t('titles.profile')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profile.firstName')}
            autoComplete="given-name"
            withAsterisk
            maxLength={NAME_MAX}
            data-testid="profile-first-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={<OptionalLabel text={t('profile.middleName')} optional={t('profile.optional')} />}
            autoComplete="additional-name"
            maxLength={NAME_MAX}
            data-testid="profile-middle-name"
            {...form.getInputProps('middleName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('profile.lastName')}
          autoComplete="family-name"
          withAsterisk
          maxLength={NAME_MAX}
          data-testid="profile-last-name"
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          maxLength={EMAIL_MAX}
          data-testid="profile-email"
          {...form.getInputProps('email')}
        />
        <Select
          label={<OptionalLabel text={t('profile.nationality')} optional={t('profile.optional')} />}
          placeholder={t('profile.nationalityPlaceholder')}
          data={countries}
          searchable
          clearable
          nothingFoundMessage={t('profile.nationalityNothingFound')}
          autoComplete="off"
          data-testid="profile-nationality"
          {...form.getInputProps('nationality')}
        />
        <Group justify="flex-end" mt="sm">
          <Button
            type="submit"
            size="md"
            loading={save.isPending}
            leftSection={
              creating ? (
                <IconUserPlus size={18} aria-hidden="true" />
              ) : (
                <IconDeviceFloppy size={18} aria-hidden="true" />
              )
            }
            data-testid="profile-submit"
          >
            {creating ? t('profile.create') : t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

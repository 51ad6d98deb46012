import {
  Divider,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SEXES, type Property } from '@sportzone/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationUserSelect } from '@/components/ui/organization-user-select';
import { countryOptions } from '@/lib/countries';
import { PLAYER_RANGES } from '../api/players';
import { NAME_MAX, todayIso, type FormValue, type PlayerValues } from '../lib/player-values';

/** One of the organization's own fields, as its type asks: a number, a date, yes/no, a choice or text. */
function PropertyField({ property, inputProps: props }: { property: Property; inputProps: object }) {
  const { t } = useTranslation();
  const inputProps = props as Record<string, unknown>;
  const common = { label: property.label, 'data-testid': `player-property-${property.key}` };
  switch (property.type) {
    case 'number':
      return <NumberInput size="md" {...common} {...inputProps} />;
    case 'date':
      return <TextInput type="date" {...common} {...inputProps} />;
    case 'boolean': {
      const { value, onChange, ...rest } = inputProps as {
        value: FormValue;
        onChange: (v: FormValue) => void;
      };
      return (
        <Select
          {...common}
          {...rest}
          clearable
          data={[
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ]}
          value={value === '' ? null : String(value)}
          onChange={(v) => onChange(v === null ? '' : v === 'true')}
        />
      );
    }
    case 'choice': {
      const { value, onChange, ...rest } = inputProps as {
        value: FormValue;
        onChange: (v: FormValue) => void;
      };
      return (
        <Select
          {...common}
          {...rest}
          clearable
          data={property.options}
          value={value === '' ? null : String(value)}
          onChange={(v) => onChange(v ?? '')}
        />
      );
    }
    default:
      return <TextInput maxLength={1000} {...common} {...inputProps} />;
  }
}

/** The player form's fields: names, sex, body, nationality, numbers, the linked account, the properties. */
export function PlayerFields({
  form,
  organizationId,
  properties,
}: {
  form: UseFormReturnType<PlayerValues>;
  organizationId: number;
  properties: readonly Property[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('orgResources.players.firstName')}
          withAsterisk
          maxLength={NAME_MAX}
          data-autofocus
          data-testid="player-first-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('orgResources.players.middleName')}
          maxLength={NAME_MAX}
          data-testid="player-middle-name"
          {...form.getInputProps('middleName')}
        />
        <TextInput
          label={t('orgResources.players.lastName')}
          withAsterisk
          maxLength={NAME_MAX}
          data-testid="player-last-name"
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Input.Label size="md">{t('orgResources.players.sex')}</Input.Label>
        <SegmentedControl
          size="md"
          fullWidth
          data={[
            { value: '', label: t('orgResources.players.sexUnknown') },
            ...SEXES.map((s) => ({ value: s, label: t(`orgResources.players.sexes.${s}`) })),
          ]}
          value={form.getValues().sex ?? ''}
          onChange={(v) => form.setFieldValue('sex', v || null)}
          data-testid="player-sex"
        />
        {form.errors.sex ? (
          <Text size="xs" c="red">
            {form.errors.sex}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          type="date"
          max={todayIso()}
          label={t('orgResources.players.birthday')}
          data-testid="player-birthday"
          {...form.getInputProps('birthday')}
        />
        <NumberInput
          size="md"
          label={t('orgResources.players.height')}
          suffix=" cm"
          description={t('orgResources.players.rangeHint', { ...PLAYER_RANGES.height, unit: 'cm' })}
          allowDecimal={false}
          allowNegative={false}
          data-testid="player-height"
          {...form.getInputProps('height')}
        />
        <NumberInput
          size="md"
          label={t('orgResources.players.weight')}
          suffix=" kg"
          description={t('orgResources.players.rangeHint', { ...PLAYER_RANGES.weight, unit: 'kg' })}
          decimalScale={1}
          allowNegative={false}
          data-testid="player-weight"
          {...form.getInputProps('weight')}
        />
      </SimpleGrid>
      <Select
        label={t('orgResources.players.nationality')}
        placeholder={t('common.chooseCountry')}
        data={countries}
        searchable
        clearable
        nothingFoundMessage={t('common.nothingFound')}
        autoComplete="off"
        data-testid="player-nationality"
        {...form.getInputProps('nationality')}
      />
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <TextInput
          label={t('orgResources.players.playerNumber')}
          maxLength={20}
          data-testid="player-number"
          {...form.getInputProps('playerNumber')}
        />
        <TextInput
          label={t('orgResources.players.memberId')}
          maxLength={60}
          data-testid="player-member-id"
          {...form.getInputProps('memberId')}
        />
      </SimpleGrid>
      <OrganizationUserSelect
        organizationId={organizationId}
        value={form.getValues().userId}
        onChange={(v) => form.setFieldValue('userId', v)}
        error={form.errors.userId}
        label={t('orgResources.players.account')}
        description={t('orgResources.players.accountHint')}
        placeholder={t('orgResources.players.accountPlaceholder')}
        linkedLabel={(id) => t('orgResources.players.linkedAccount', { id })}
        testId="player-account"
      />
      <Switch
        label={t('orgResources.players.active')}
        description={t('orgResources.players.activeHint')}
        data-testid="player-active"
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      {properties.length > 0 ? (
        <Stack gap="sm" data-testid="player-properties">
          <Divider label={t('orgResources.players.properties')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {properties.map((p) => (
              <PropertyField key={p.id} property={p} inputProps={form.getInputProps(`properties.${p.key}`)} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </>
  );
}

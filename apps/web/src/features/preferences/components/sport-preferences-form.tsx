import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SPORT_IDS, type SportId, type SportPreferenceInput } from '@sportzone/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SportIcon } from '@/components/ui/sport-icon';
import { isSportId } from '@/lib/sport-preference';
import classes from './preferences.module.css';

const NONE = 'none';

export interface SportPreferenceValues {
  sports: SportId[];
  defaultSport: SportId | null;
}

interface SportPreferencesFormProps {
  initial: SportPreferenceValues;
  saving: boolean;
  onSubmit: (input: SportPreferenceInput) => Promise<void>;
}

/** Followed sports are listed in the product's order; the default sport is always one of them. */
function normalize(values: SportPreferenceValues): SportPreferenceValues {
  const followed = new Set(values.sports);
  if (values.defaultSport) followed.add(values.defaultSport);
  return { sports: SPORT_IDS.filter((s) => followed.has(s)), defaultSport: values.defaultSport };
}

/** /user/preferences: sports followed (tiles) and the default sport, saved with PUT /api/user/prefered/sport. */
export function SportPreferencesForm({ initial, saving, onSubmit }: SportPreferencesFormProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(() => normalize(initial));
  const [values, setValues] = useState(() => normalize(initial));
  const dirty =
    values.defaultSport !== saved.defaultSport ||
    values.sports.length !== saved.sports.length ||
    values.sports.some((s, i) => saved.sports[i] !== s);

  const toggle = (sport: SportId, on: boolean) =>
    setValues((v) =>
      normalize({
        sports: on ? [...v.sports, sport] : v.sports.filter((s) => s !== sport),
        // unfollowing the default sport leaves no default
        defaultSport: !on && v.defaultSport === sport ? null : v.defaultSport,
      }),
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = normalize(values);
    try {
      await onSubmit({ sport: next.sports, defaultSport: next.defaultSport });
      setSaved(next);
    } catch {
      // the API client has shown the error; the choices stay as they are
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="sport-preferences-form">
      <Stack gap="xl">
        <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Stack gap={2} component="legend" p={0} mb="sm">
            <Title order={2} fz="lg" component="span">
              {t('preferences.followTitle')}
            </Title>
            <Text size="sm" c="dimmed" component="span" display="block">
              {t('preferences.followHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {SPORT_IDS.map((sport) => {
              const on = values.sports.includes(sport);
              return (
                <Checkbox.Card
                  key={sport}
                  checked={on}
                  onChange={(checked) => toggle(sport, checked)}
                  radius="md"
                  className={classes.sportCard}
                  data-testid={`follow-${sport}`}
                  aria-label={t(`sports.${sport}`)}
                >
                  <Group wrap="nowrap" gap="sm" p="sm">
                    <Checkbox.Indicator />
                    <SportIcon sport={sport} size={22} />
                    <Text fw={600} size="sm">
                      {t(`sports.${sport}`)}
                    </Text>
                  </Group>
                </Checkbox.Card>
              );
            })}
          </SimpleGrid>
        </Stack>
        <Select
          label={t('preferences.defaultTitle')}
          description={t('preferences.defaultHint')}
          data={[
            { value: NONE, label: t('preferences.defaultNone') },
            ...SPORT_IDS.map((sport) => ({ value: sport, label: t(`sports.${sport}`) })),
          ]}
          value={values.defaultSport ?? NONE}
          onChange={(value) =>
            setValues((v) => normalize({ ...v, defaultSport: isSportId(value) ? value : null }))
          }
          allowDeselect={false}
          maw={460}
          leftSection={values.defaultSport ? <SportIcon sport={values.defaultSport} size={18} /> : null}
          data-testid="default-sport"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={saving}
            disabled={!dirty}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            data-testid="preferences-submit"
          >
            {t('preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

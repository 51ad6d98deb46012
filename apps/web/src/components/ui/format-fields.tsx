import { Group, Select, Stack, Switch } from '@mantine/core';
import type { MatchSport } from '@sportzone/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  FORMAT_PRESETS,
  HAS_DOUBLES,
  HAS_NO_AD,
  formatWords,
  type FormatChoice,
} from '@/lib/matches/formats';

/** The value of the "as the tournament" choice (a stage without its own format). */
const INHERIT = '';

const presetLabel = (t: TFunction, sport: MatchSport, id: string) =>
  t(`orgMatches.formats.${sport}.${id}` as 'orgMatches.formats.tennis.bo3');

/**
 * A match's scoring format picked from its sport's presets, with the doubles and no-ad variants where
 * the sport has them: the new match form, a tournament and a tournament's stage use it. `inheritLabel`
 * adds a first choice meaning "no format of its own" (the value null).
 */
export function FormatFields({
  sport,
  value,
  onChange,
  disabled = false,
  label,
  description,
  inheritLabel,
  testId,
}: {
  sport: MatchSport;
  value: FormatChoice | null;
  onChange: (value: FormatChoice | null) => void;
  disabled?: boolean;
  label?: string;
  description?: string;
  inheritLabel?: string;
  /** prefix of the fields' test ids: `${testId}-format`, `-doubles`, `-no-ad` */
  testId: string;
}) {
  const { t } = useTranslation();
  const presets = FORMAT_PRESETS[sport] ?? [];
  const data = [
    ...(inheritLabel !== undefined ? [{ value: INHERIT, label: inheritLabel }] : []),
    ...presets.map((p) => ({ value: p.id, label: presetLabel(t, sport, p.id) })),
  ];
  const choice = value;
  return (
    <Stack gap="xs">
      <Select
        label={label ?? t('orgMatches.form.format')}
        description={description}
        data={data}
        value={choice?.preset ?? INHERIT}
        onChange={(picked) => {
          if (picked === null) return;
          if (picked === INHERIT) onChange(null);
          else onChange({ preset: picked, doubles: choice?.doubles ?? false, noAd: choice?.noAd ?? false });
        }}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ zIndex: 400 }}
        data-testid={`${testId}-format`}
      />
      {choice && (HAS_DOUBLES.has(sport) || HAS_NO_AD.has(sport)) ? (
        <Group gap="lg">
          {HAS_DOUBLES.has(sport) ? (
            <Switch
              label={t('orgMatches.form.doubles')}
              disabled={disabled}
              checked={choice.doubles}
              onChange={(e) => onChange({ ...choice, doubles: e.currentTarget.checked })}
              data-testid={`${testId}-doubles`}
            />
          ) : null}
          {HAS_NO_AD.has(sport) && choice.preset !== 'fast4' ? (
            <Switch
              label={t('orgMatches.form.noAd')}
              disabled={disabled}
              checked={choice.noAd}
              onChange={(e) => onChange({ ...choice, noAd: e.currentTarget.checked })}
              data-testid={`${testId}-no-ad`}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/** A stored format in words: "One game to 15", "Best of 3 sets, tiebreak at 6-6 · no-ad". */
export function formatText(t: TFunction, sport: MatchSport, format: Record<string, unknown>): string {
  const words = formatWords(sport, format);
  const main = words.preset
    ? presetLabel(t, sport, words.preset)
    : words.bestOf !== null && words.target !== null
      ? t('orgMatches.formats.bestOfTo', { bestOf: words.bestOf, target: words.target })
      : words.bestOf !== null
        ? t('orgMatches.formats.bestOf', { bestOf: words.bestOf })
        : t('orgMatches.formats.custom');
  return [
    main,
    words.doubles && HAS_DOUBLES.has(sport) ? t('orgMatches.form.doubles') : null,
    words.noAd && HAS_NO_AD.has(sport) ? t('orgMatches.formats.noAdShort') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

import { IconRestore } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lightClasses } from '@/components/light';
import { overlayColor } from '../lib/options';
import classes from './overlay-builder.module.css';

/*
 * The overlay builder's form controls, in plain HTML (the viewer pages carry no Mantine, decision 013):
 * radio groups drawn as a segmented control and as a small screen, range sliders, colour fields.
 */

/** A labelled group of choices drawn as a segmented control (native radios: arrow keys move). */
export function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  testId,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <fieldset className={classes.fieldset} data-testid={testId}>
      <legend className={classes.label}>{legend}</legend>
      <div className={classes.segmented}>
        {options.map((o) => (
          <label
            key={o.value}
            className={classes.segment}
            data-checked={o.value === value || undefined}
            data-testid={`${testId}-${o.value}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className={lightClasses.visuallyHidden}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The six places of the overlay, as spots on a small 16:9 screen (a radio group). */
export function PositionPicker<T extends string>({
  legend,
  value,
  positions,
  labelOf,
  onChange,
}: {
  legend: string;
  value: T;
  positions: readonly T[];
  labelOf: (position: T) => string;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className={classes.fieldset} data-testid="overlay-builder-position">
      <legend className={classes.label}>
        {legend}: <span className={classes.value}>{labelOf(value)}</span>
      </legend>
      <div className={classes.screen}>
        {positions.map((p) => (
          <label
            key={p}
            className={classes.spot}
            data-position={p}
            data-checked={p === value || undefined}
            data-testid={`overlay-builder-position-${p}`}
          >
            <input
              type="radio"
              name={name}
              value={p}
              checked={p === value}
              onChange={() => onChange(p)}
              className={lightClasses.visuallyHidden}
              aria-label={labelOf(p)}
            />
            <span className={classes.spotMark} aria-hidden="true" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A range slider with its label and the value it stands at. */
export function Slider({
  label,
  value,
  min,
  max,
  step,
  shown,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  shown: string;
  onChange: (value: number) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={classes.control}>
      <label htmlFor={id} className={classes.label}>
        {label}: <output className={classes.value}>{shown}</output>
      </label>
      <input
        id={id}
        type="range"
        className={classes.range}
        min={min}
        max={max}
        step={step}
        value={value}
        onInput={(e) => onChange(Number(e.currentTarget.value))}
        data-testid={testId}
      />
    </div>
  );
}

/** The swatch a colour input shows for a hex (#rgb, #rgba, #rrggbbaa → #rrggbb: it knows no other). */
function swatchOf(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  return `#${full}`;
}

/**
 * A colour: a swatch to pick from, the hex to type (#rgb to #rrggbbaa, checked as the overlay checks it),
 * and a button back to the overlay's own colour (null).
 */
export function ColourField({
  label,
  value,
  fallback,
  onChange,
  testId,
}: {
  label: string;
  value: string | null;
  /** the overlay's own colour, shown on the swatch while `value` is null */
  fallback: string;
  onChange: (value: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  // what is typed, kept while it is not a colour yet (the builder remounts the fields on Reset)
  const [draft, setDraft] = useState(value ?? '');
  const invalid = draft.trim() !== '' && overlayColor(draft) === null;
  const type = (text: string) => {
    setDraft(text);
    if (text.trim() === '') onChange(null);
    else {
      const colour = overlayColor(text);
      if (colour) onChange(colour);
    }
  };
  return (
    <div className={classes.colourLine}>
      <label htmlFor={id} className={classes.colourLabel}>
        {label}
      </label>
      <div className={classes.colourRow}>
        <input
          type="color"
          className={classes.swatch}
          value={swatchOf(value ?? fallback)}
          onInput={(e) => {
            setDraft(e.currentTarget.value);
            onChange(e.currentTarget.value);
          }}
          aria-label={t('overlayBuilder.pick', { name: label })}
          data-testid={`${testId}-swatch`}
        />
        <input
          id={id}
          className={`${lightClasses.input} ${classes.hex}`}
          value={draft}
          placeholder={t('overlayBuilder.colourDefault')}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onInput={(e) => type(e.currentTarget.value)}
          data-testid={testId}
        />
        <button
          type="button"
          className={classes.iconButton}
          onClick={() => type('')}
          disabled={value === null && draft === ''}
          aria-label={t('overlayBuilder.colourReset', { name: label })}
          title={t('overlayBuilder.colourReset', { name: label })}
          data-testid={`${testId}-default`}
        >
          <IconRestore size={16} aria-hidden="true" />
        </button>
      </div>
      {invalid ? (
        <FieldError id={`${id}-error`} testId={`${testId}-error`}>
          {t('overlayBuilder.colourInvalid')}
        </FieldError>
      ) : null}
    </div>
  );
}

export function FieldError({ id, testId, children }: { id: string; testId: string; children: ReactNode }) {
  return (
    <div id={id} className={classes.error} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

import { IconCheck, IconCopy, IconDeviceTv, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, lightClasses } from '@/components/light';
import { overlayPath } from '@/lib/matches/paths';
import {
  DEFAULT_OVERLAY,
  OVERLAY_LAYOUTS,
  OVERLAY_POSITIONS,
  defaultPosition,
  logoSource,
  overlayUrl,
  parseOverlayOptions,
  type OverlayLayout,
  type OverlayOptions,
} from '../lib/options';
import { ColourField, FieldError, PositionPicker, Segmented, Slider } from './overlay-builder-fields';
import { OverlayPreview, type Backdrop } from './overlay-preview';
import classes from './overlay-builder.module.css';

/** The options last built on this device (as an address's query): the next match starts from them. */
const STORAGE_KEY = 'sportzone:overlay-options';

function storedOptions(): OverlayOptions {
  try {
    return parseOverlayOptions(localStorage.getItem(STORAGE_KEY) ?? '', window.location.origin);
  } catch {
    return DEFAULT_OVERLAY;
  }
}

/** The colours the overlay uses without options (overlay.module.css), for the swatches. */
const OWN_COLOURS = { bg: '#081226', fg: '#ffffff', accent: '#ffd43b' } as const;

/**
 * For organizers, on the live match page: the stream overlay's options as a form (layout, position, size,
 * distance from the edges, colours, logo, delay), the overlay itself in a live preview, and its address to
 * copy into OBS. The address is written by overlayUrl and read by the overlay with parseOverlayOptions
 * (lib/options.ts): what the builder shows is what the overlay does.
 */
export function OverlayBuilder({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className={classes.builder}
      data-testid="overlay-builder"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={classes.summary} data-testid="overlay-builder-toggle">
        <IconDeviceTv size={20} aria-hidden="true" />
        <span>
          <span className={classes.summaryTitle}>{t('overlayBuilder.title')}</span>
          <span className={classes.summaryHint}>{t('overlayBuilder.summary')}</span>
        </span>
      </summary>
      {/* the preview's frame loads the overlay: only once opened */}
      {open ? <BuilderBody matchId={matchId} /> : null}
    </details>
  );
}

function BuilderBody({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<OverlayOptions>(storedOptions);
  // bumped by Reset: the fields start again from the options (what was typed in them is dropped)
  const [generation, setGeneration] = useState(0);
  const [backdrop, setBackdrop] = useState<Backdrop>('court');
  const [copied, setCopied] = useState(false);
  const urlId = useId();
  const url = useMemo(
    () => overlayUrl(`${window.location.origin}${overlayPath(matchId)}`, options),
    [matchId, options],
  );
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, overlayUrl('', options));
    } catch {
      // private mode: nothing remembered
    }
  }, [options]);
  const set = <K extends keyof OverlayOptions>(key: K, value: OverlayOptions[K]) =>
    setOptions((o) => ({ ...o, [key]: value }));
  const setLayout = (layout: OverlayLayout) =>
    // a position left at the layout's own place follows the layout (the bar sits centred)
    setOptions((o) => ({
      ...o,
      layout,
      position: o.position === defaultPosition(o.layout) ? defaultPosition(layout) : o.position,
    }));
  const reset = () => {
    setOptions(DEFAULT_OVERLAY);
    setGeneration((g) => g + 1);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      // no clipboard access: the address is selected, to copy by hand
      (document.getElementById(urlId) as HTMLTextAreaElement | null)?.select();
    }
  };
  return (
    <div className={classes.body}>
      <p className={classes.intro}>{t('overlayBuilder.intro')}</p>
      <div className={classes.layout}>
        <div className={classes.previewColumn}>
          <OverlayPreview url={url} backdrop={backdrop} />
          <Segmented
            legend={t('overlayBuilder.backdrop')}
            name={`backdrop-${urlId}`}
            value={backdrop}
            options={[
              { value: 'court', label: t('overlayBuilder.backdrops.court') },
              { value: 'checker', label: t('overlayBuilder.backdrops.checker') },
            ]}
            onChange={setBackdrop}
            testId="overlay-builder-backdrop"
          />
        </div>
        <OptionsForm key={generation} options={options} set={set} setLayout={setLayout} />
      </div>
      <div className={classes.address}>
        <label htmlFor={urlId} className={classes.label}>
          {t('overlayBuilder.address')}
        </label>
        <div className={classes.addressRow}>
          {/* the whole address in view, wrapped (a line would hide the options at its end) */}
          <textarea
            id={urlId}
            className={`${lightClasses.input} ${classes.url}`}
            value={url}
            rows={3}
            readOnly
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="overlay-builder-url"
          />
          <div className={classes.addressActions}>
            <Button
              onClick={() => void copy()}
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )
              }
              data-testid="overlay-builder-copy"
            >
              {copied ? t('overlayBuilder.copied') : t('overlayBuilder.copy')}
            </Button>
            <ButtonLink
              href={url}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {t('overlayBuilder.open')}
            </ButtonLink>
            <Button
              variant="subtle"
              onClick={reset}
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              data-testid="overlay-builder-reset"
            >
              {t('overlayBuilder.reset')}
            </Button>
          </div>
        </div>
        <p className={classes.hint}>{t('overlayBuilder.obs')}</p>
      </div>
    </div>
  );
}

/** Every option of the overlay as a control. */
function OptionsForm({
  options,
  set,
  setLayout,
}: {
  options: OverlayOptions;
  set: <K extends keyof OverlayOptions>(key: K, value: OverlayOptions[K]) => void;
  setLayout: (layout: OverlayLayout) => void;
}) {
  const { t } = useTranslation();
  const logoId = useId();
  const delayId = useId();
  const [logo, setLogo] = useState(options.logo ?? '');
  const [delay, setDelay] = useState(String(options.delay / 1000));
  const logoInvalid = logo.trim() !== '' && logoSource(logo, window.location.origin) === null;
  const delaySeconds = Number(delay);
  const delayInvalid = delay.trim() === '' || !(delaySeconds >= 0 && delaySeconds <= 120);
  return (
    <form className={classes.form} onSubmit={(e) => e.preventDefault()} data-testid="overlay-builder-form">
      <Segmented
        legend={t('overlayBuilder.layout')}
        name="overlay-layout"
        value={options.layout}
        options={OVERLAY_LAYOUTS.map((l) => ({ value: l, label: t(`overlayBuilder.layouts.${l}`) }))}
        onChange={setLayout}
        testId="overlay-builder-layout"
      />
      <p className={classes.hint}>{t(`overlayBuilder.layoutHints.${options.layout}`)}</p>
      <PositionPicker
        legend={t('overlayBuilder.position')}
        value={options.position}
        positions={OVERLAY_POSITIONS}
        labelOf={(p) => t(`overlayBuilder.positions.${p}`)}
        onChange={(p) => set('position', p)}
      />
      <div className={classes.pair}>
        <Slider
          label={t('overlayBuilder.scale')}
          value={options.scale}
          min={0.5}
          max={3}
          step={0.05}
          shown={t('overlayBuilder.scaleValue', { n: options.scale.toFixed(2).replace(/\.?0+$/, '') })}
          onChange={(v) => set('scale', v)}
          testId="overlay-builder-scale"
        />
        <Slider
          label={t('overlayBuilder.pad')}
          value={options.pad}
          min={0}
          max={200}
          step={4}
          shown={t('overlayBuilder.padValue', { n: options.pad })}
          onChange={(v) => set('pad', Math.round(v))}
          testId="overlay-builder-pad"
        />
      </div>
      <fieldset className={classes.fieldset}>
        <legend className={classes.label}>{t('overlayBuilder.colours')}</legend>
        <div className={classes.colours}>
          {(['bg', 'fg', 'accent'] as const).map((key) => (
            <ColourField
              key={key}
              label={t(`overlayBuilder.colour.${key}`)}
              value={options[key]}
              fallback={OWN_COLOURS[key]}
              onChange={(v) => set(key, v)}
              testId={`overlay-builder-${key}`}
            />
          ))}
        </div>
      </fieldset>
      <div className={classes.control}>
        <label htmlFor={logoId} className={classes.label}>
          {t('overlayBuilder.logo')}
        </label>
        <input
          id={logoId}
          className={lightClasses.input}
          type="url"
          inputMode="url"
          value={logo}
          placeholder="https://…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={logoInvalid || undefined}
          aria-describedby={`${logoId}-hint`}
          onInput={(e) => {
            const text = e.currentTarget.value;
            setLogo(text);
            set('logo', text.trim() === '' ? null : logoSource(text, window.location.origin));
          }}
          data-testid="overlay-builder-logo"
        />
        {logoInvalid ? (
          <FieldError id={`${logoId}-hint`} testId="overlay-builder-logo-error">
            {t('overlayBuilder.logoInvalid')}
          </FieldError>
        ) : (
          <p id={`${logoId}-hint`} className={classes.hint}>
            {t('overlayBuilder.logoHint')}
          </p>
        )}
      </div>
      <div className={classes.control}>
        <label htmlFor={delayId} className={classes.label}>
          {t('overlayBuilder.delay')}
        </label>
        <div className={classes.delayRow}>
          <input
            id={delayId}
            className={`${lightClasses.input} ${classes.delay}`}
            type="number"
            inputMode="decimal"
            min={0}
            max={120}
            step={0.5}
            value={delay}
            aria-invalid={delayInvalid || undefined}
            aria-describedby={`${delayId}-hint`}
            onInput={(e) => {
              const text = e.currentTarget.value;
              setDelay(text);
              const seconds = Number(text);
              if (text.trim() !== '' && seconds >= 0 && seconds <= 120)
                set('delay', Math.round(seconds * 1000));
            }}
            data-testid="overlay-builder-delay"
          />
          <span>{t('overlayBuilder.seconds')}</span>
        </div>
        {delayInvalid ? (
          <FieldError id={`${delayId}-hint`} testId="overlay-builder-delay-error">
            {t('overlayBuilder.delayInvalid')}
          </FieldError>
        ) : (
          <p id={`${delayId}-hint`} className={classes.hint}>
            {t('overlayBuilder.delayHint')}
          </p>
        )}
      </div>
    </form>
  );
}

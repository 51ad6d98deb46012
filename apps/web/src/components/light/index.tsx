import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import classes from './light.module.css';

/*
 * The viewer pages' small UI kit (decision 013): buttons, an alert, tabs, a loader, a dialog and the status
 * page, in the app's look, without Mantine (the live match page must stay under its JavaScript budget).
 */

export { classes as lightClasses };

type Variant = 'filled' | 'light' | 'subtle' | 'default';

interface ButtonLook {
  variant?: Variant;
  size?: 'xs' | 'sm';
  leftSection?: ReactNode;
}

export function Button({
  variant = 'filled',
  size = 'sm',
  leftSection,
  loading,
  children,
  className,
  ...rest
}: ButtonLook & { loading?: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={`${classes.button} ${className ?? ''}`}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      disabled={rest.disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={classes.loader} data-size="sm" aria-hidden="true" /> : leftSection}
      {children}
    </button>
  );
}

/** A link that looks like a button (a plain `<a>`: a viewer page leaves for the app by loading it). */
export function ButtonLink({
  variant = 'filled',
  size = 'sm',
  leftSection,
  children,
  className,
  ...rest
}: ButtonLook & ComponentProps<'a'>) {
  return (
    <a className={`${classes.button} ${className ?? ''}`} data-variant={variant} data-size={size} {...rest}>
      {leftSection}
      {children}
    </a>
  );
}

export function Alert({
  color = 'orange',
  icon,
  children,
  ...rest
}: { color?: 'orange' | 'red'; icon?: ReactNode; children: ReactNode } & ComponentProps<'div'>) {
  return (
    <div role="alert" className={classes.alert} data-color={color} {...rest}>
      {icon}
      <div>{children}</div>
    </div>
  );
}

export function Loader({ full = false, size }: { full?: boolean; size?: 'sm' }) {
  return (
    <div className={classes.loaderBox} data-full={full || undefined}>
      <span className={classes.loader} data-size={size} role="progressbar" aria-busy="true" />
    </div>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}

export interface TabItem {
  value: string;
  label: ReactNode;
  'data-testid'?: string;
  panel: () => ReactNode;
}

/** Tabs (WAI-ARIA pattern: arrows move between tabs); only the chosen panel is mounted. */
export function Tabs({ tabs, defaultValue }: { tabs: TabItem[]; defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((t) => t.value === value) ?? tabs[0]!;
  const move = (step: number) => {
    const i = tabs.findIndex((t) => t.value === current.value);
    const next = tabs[(i + step + tabs.length) % tabs.length]!;
    setValue(next.value);
    list.current?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        className={classes.tabList}
        ref={list}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          else if (e.key === 'ArrowLeft') move(-1);
        }}
      >
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`${id}-tab-${t.value}`}
            aria-controls={`${id}-panel-${t.value}`}
            aria-selected={t.value === current.value}
            tabIndex={t.value === current.value ? 0 : -1}
            className={classes.tab}
            data-value={t.value}
            data-testid={t['data-testid']}
            onClick={() => setValue(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${current.value}`}
        aria-labelledby={`${id}-tab-${current.value}`}
        className={classes.tabPanel}
      >
        {current.panel()}
      </div>
    </div>
  );
}

/** A modal dialog on the browser's own `<dialog>` (focus trap, Escape, backdrop). */
export function Dialog({
  opened,
  onClose,
  title,
  closeLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    else if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {opened ? (
        <>
          <div className={classes.dialogHead}>
            <span id={titleId}>{title}</span>
            <button type="button" className={classes.close} onClick={onClose} aria-label={closeLabel}>
              <IconX size={18} aria-hidden="true" />
            </button>
          </div>
          <div className={classes.dialogBody}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}

/** The status page's look (a large code, a title, what happened, what to do), as in the app. */
export function StatusBlock({
  code,
  title,
  message,
  actions,
  ...rest
}: {
  code?: string;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={classes.status} data-testid={rest['data-testid']}>
      {code ? (
        <div className={classes.code} aria-hidden="true">
          {code}
        </div>
      ) : null}
      <h1>{title}</h1>
      {message ? <p>{message}</p> : null}
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  );
}

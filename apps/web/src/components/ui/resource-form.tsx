import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, reportApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import classes from './resource-form.module.css';

/**
 * The bar under a form: cancel (or close) and the submit button, busy while saving. On phones it stays
 * at the bottom of the screen while a long form scrolls. `onSubmit`: for a form that is not a <form>.
 */
export function SubmitBar({
  saving,
  onCancel,
  label,
  testId,
  icon,
  cancelLabel,
  onSubmit,
}: {
  saving: boolean;
  onCancel: () => void;
  label: string;
  testId: string;
  icon?: ReactNode;
  cancelLabel?: string | undefined;
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="sm" className={classes.bar}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        loading={saving}
        leftSection={icon ?? <IconDeviceFloppy size={18} aria-hidden="true" />}
        data-testid={testId}
      >
        {label}
      </Button>
    </Group>
  );
}

/**
 * A resource's form: the fields say what is wrong (no browser bubbles), then the submit bar.
 * `testId` "season" names the form season-form and its button season-submit.
 */
export function ResourceForm({
  onSubmit,
  testId,
  saving,
  onCancel,
  submitLabel,
  submitIcon,
  cancelLabel,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  testId: string;
  saving: boolean;
  onCancel: () => void;
  submitLabel: string;
  submitIcon?: ReactNode;
  cancelLabel?: string | undefined;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${testId}-form`}>
      <Stack gap="md">
        {children}
        <SubmitBar
          saving={saving}
          onCancel={onCancel}
          label={submitLabel}
          icon={submitIcon}
          cancelLabel={cancelLabel}
          testId={`${testId}-submit`}
        />
      </Stack>
    </form>
  );
}

/**
 * `unplaced` for a form that asked the API client to keep quiet on 400 (`expect: [400]`): a refusal the
 * form cannot place beside a field still gets the usual toast.
 */
export function reportUnplaced400(error: unknown): void {
  if (isApiError(error) && error.status === 400) reportApiError(error);
}

/**
 * Submitting a form that saves something: busy while the request runs, says `doneText` when it is saved;
 * what the server refuses goes beside the fields (`fieldErrors` keeps the ones this form shows), and a
 * refusal with no field here goes to `unplaced` (the API client's toast, where the form asked it to wait).
 */
export function useFormSubmit<Values, Saved>(
  form: Pick<UseFormReturnType<Values>, 'onSubmit' | 'setErrors'>,
  {
    save,
    doneText,
    onSaved,
    fieldErrors,
    unplaced,
  }: {
    save: (values: Values) => Promise<Saved>;
    doneText: string | ((saved: Saved) => string);
    onSaved: (saved: Saved) => void;
    fieldErrors: (error: unknown) => Record<string, string>;
    unplaced?: (error: unknown) => void;
  },
) {
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await save(values);
      notify.success(typeof doneText === 'string' ? doneText : doneText(saved));
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrors(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) unplaced?.(error);
    } finally {
      setSaving(false);
    }
  });
  return { saving, submit };
}

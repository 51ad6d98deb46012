import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingFields, placeRefusal } from '../lib/form-check';

/**
 * What a streaming form says when it cannot save: a required field left empty, under the field, on
 * submit (SPEC §5's "Please select one", "Please choose a stream"); the server's field messages under
 * their fields; any other refusal of the server above the buttons. Never a silent button.
 */
export function useFormCheck<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  return {
    errors,
    message,
    /** true when nothing is missing; otherwise shows each missing field's text */
    check(found: Partial<Record<F, string | false | null>>): boolean {
      const missing = missingFields(found);
      setErrors(missing);
      setMessage(null);
      return Object.keys(missing).length === 0;
    },
    /** the server said no: its field messages under the fields, anything else above the buttons */
    fail(error: unknown) {
      const placed = placeRefusal(error, fields, t('streaming.form.failed'));
      setErrors(placed.errors);
      setMessage(placed.message);
    },
    /** a field was changed: its message goes */
    clear(field: F) {
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    },
  };
}

export function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" variant="light" data-testid="form-error" role="alert">
      {message}
    </Alert>
  ) : null;
}

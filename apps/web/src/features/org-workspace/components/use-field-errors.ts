import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@/lib/api';
import { knownFields, knownServerMessage } from '../lib/forms';

/** The server's 400 `fields` for the fields a form has, said in the UI language where known. */
export function useServerFieldErrors() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, names: readonly string[]): Record<string, string> =>
      Object.fromEntries(
        Object.entries(knownFields(fieldErrors(error), names)).map(([field, message]) => {
          const known = knownServerMessage(field, message);
          return [field, known ? t(`organizer.server.${known}`) : message];
        }),
      ),
    [t],
  );
}

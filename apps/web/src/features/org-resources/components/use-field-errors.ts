import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@/lib/api';
import { knownFields } from '../lib/forms';
import { knownMessage } from '../lib/server-messages';

/** The server's 400 `fields` for the fields a form has, said in the UI language where known. */
export function useServerFieldErrors() {
  const { t } = useTranslation();
  const say = useCallback(
    (message: string) => {
      const known = knownMessage(message);
      if (!known) return message;
      return known.count !== undefined ? t(known.key, { count: known.count }) : t(known.key);
    },
    [t],
  );
  return useCallback(
    (error: unknown, names: readonly string[]): Record<string, string> =>
      Object.fromEntries(Object.entries(knownFields(fieldErrors(error), names)).map(([f, m]) => [f, say(m)])),
    [say],
  );
}

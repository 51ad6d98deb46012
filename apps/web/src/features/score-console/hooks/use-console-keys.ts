import { useEffect, useRef } from 'react';
import { consoleKey, keyIsTaken, type ConsoleKey } from '../model/keys';

/** Calls `onKey` for the console's shortcuts (model/keys.ts) while `enabled`. */
export function useConsoleKeys(enabled: boolean, onKey: (key: ConsoleKey) => void): void {
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      const key = consoleKey(event);
      if (!key || keyIsTaken(event.target, document)) return;
      // Backspace must not take the browser back a page, nor an arrow scroll it
      event.preventDefault();
      latest.current(key);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}

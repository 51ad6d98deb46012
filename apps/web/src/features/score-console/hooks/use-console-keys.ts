import { useEffect, useRef } from 'react';
import { consoleKey, keyIsTaken, type ConsoleKey, type KeyPress } from '../model/keys';

/**
 * Calls `onKey` with what `read` makes of a key press (null: not the console's) while `enabled` and no
 * field or dialog wants the key (model/keys.ts).
 */
export function useKeyboard<K>(
  enabled: boolean,
  read: (press: KeyPress) => K | null,
  onKey: (key: K) => void,
): void {
  const latest = useRef({ read, onKey });
  latest.current = { read, onKey };
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      const key = latest.current.read(event);
      if (key === null || keyIsTaken(event.target, document)) return;
      // Backspace must not take the browser back a page, an arrow scroll it, nor / open its quick find
      event.preventDefault();
      latest.current.onKey(key);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}

/** The rally console's shortcuts: the left and right halves, undo. */
export function useConsoleKeys(enabled: boolean, onKey: (key: ConsoleKey) => void): void {
  useKeyboard(enabled, consoleKey, onKey);
}

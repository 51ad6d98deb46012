/**
 * The laptop console's keyboard: ← or A gives the point to the half on the left of the screen, → or L to
 * the half on the right (which side that is follows "Swap"), Z or Backspace undoes. Keys belong to the
 * console only while nothing else wants them: typing in a field, a dialog or drawer open, a held key
 * repeating, or a key pressed with Ctrl, Alt or ⌘ (the browser's own shortcuts).
 */
export type ConsoleKey = 'left' | 'right' | 'undo';

export interface KeyPress {
  key: string;
  /** The key's place on the keyboard, whatever the layout (KeyboardEvent.code). */
  code?: string;
  repeat?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

const KEYS: Record<string, ConsoleKey> = {
  ArrowLeft: 'left',
  a: 'left',
  ArrowRight: 'right',
  l: 'right',
  z: 'undo',
  Backspace: 'undo',
};

export function consoleKey(press: KeyPress): ConsoleKey | null {
  const key = keyName(press);
  return key === null ? null : (KEYS[key] ?? null);
}

/**
 * The key as the console's tables name it, or null when the key is not the console's (held, or with
 * Ctrl, Alt or ⌘). On a Cyrillic layout Z types "з": a letter outside Latin is read by its place on the
 * keyboard (`code` KeyZ → "z"), so the keys work without switching the layout.
 */
export function keyName(press: KeyPress): string | null {
  if (press.repeat || press.ctrlKey || press.altKey || press.metaKey) return null;
  const { key, code } = press;
  if (key.length === 1 && key.charCodeAt(0) > 127 && code) {
    const letter = /^Key([A-Z])$/.exec(code);
    if (letter) return letter[1]!.toLowerCase();
    const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code);
    if (digit) return digit[1]!;
  }
  return key.length === 1 ? key.toLowerCase() : key;
}

/** Whether the key is someone else's: a field being typed in, or anything inside an open dialog. */
export function keyIsTaken(target: EventTarget | null, doc: Pick<Document, 'querySelector'>): boolean {
  if (doc.querySelector('[role="dialog"], [aria-modal="true"]')) return true;
  const closest = (target as Partial<Element> | null)?.closest;
  if (typeof closest !== 'function') return false;
  return (
    closest.call(target, 'input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

/** The side of the match on the left or right half of the screen. */
export function sideOf(key: 'left' | 'right', swapped: boolean): 'home' | 'away' {
  return (key === 'left') !== swapped ? 'home' : 'away';
}

/**
 * The laptop console's keyboard: ← or A gives the point to the half on the left of the screen, → or L to
 * the half on the right (which side that is follows "Swap"), Z or Backspace undoes. Keys belong to the
 * console only while nothing else wants them: typing in a field, a dialog or drawer open, a held key
 * repeating, or a key pressed with Ctrl, Alt or ⌘ (the browser's own shortcuts).
 */
export type ConsoleKey = 'left' | 'right' | 'undo';

export interface KeyPress {
  key: string;
  repeat?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

const KEYS: Record<string, ConsoleKey> = {
  ArrowLeft: 'left',
  a: 'left',
  A: 'left',
  ArrowRight: 'right',
  l: 'right',
  L: 'right',
  z: 'undo',
  Z: 'undo',
  Backspace: 'undo',
};

export function consoleKey(press: KeyPress): ConsoleKey | null {
  if (press.repeat || press.ctrlKey || press.altKey || press.metaKey) return null;
  return KEYS[press.key] ?? null;
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

import { useEffect, useRef, useState } from 'react';

/**
 * Shows each value `delayMs` after it arrived (the score held back to match a video that runs behind);
 * 0 = at once. The delay may change as it is measured: every value waiting is then due at its own
 * arrival plus the new delay, and lowering it catches up at once with what is due.
 */
export function useDelayed<T>(value: T, delayMs: number): T {
  const [shown, setShown] = useState(value);
  const waiting = useRef<{ value: T; at: number }[]>([]);
  useEffect(() => {
    waiting.current.push({ value, at: Date.now() });
  }, [value]);
  useEffect(() => {
    let timer = 0;
    const release = () => {
      const now = Date.now();
      const queue = waiting.current;
      let due = 0;
      while (due < queue.length && queue[due]!.at + delayMs <= now) due += 1;
      if (due > 0) setShown(queue[due - 1]!.value);
      queue.splice(0, due);
      if (queue.length > 0) timer = window.setTimeout(release, queue[0]!.at + delayMs - now);
    };
    release();
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return shown;
}

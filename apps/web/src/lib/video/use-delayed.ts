import { useEffect, useRef, useState } from 'react';

/**
 * Shows each value `delayMs` after it arrived (the score held back to match a video that runs behind);
 * 0 = at once. Lowering the delay catches up at once with the latest value.
 */
export function useDelayed<T>(value: T, delayMs: number): T {
  const [shown, setShown] = useState(value);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    if (delayMs <= 0) {
      timers.current.forEach((t) => window.clearTimeout(t));
      timers.current.clear();
      setShown(value);
      return;
    }
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setShown(value);
    }, delayMs);
    timers.current.add(timer);
  }, [value, delayMs]);
  useEffect(() => {
    const set = timers.current;
    return () => set.forEach((t) => window.clearTimeout(t));
  }, []);
  return shown;
}

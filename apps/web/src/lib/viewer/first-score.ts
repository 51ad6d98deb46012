import { useEffect, useRef } from 'react';

/** Marks the moment the first score is on screen (the browser tests read it: time to first score). */
export function useFirstScoreMark(ready: boolean): void {
  const marked = useRef(false);
  useEffect(() => {
    if (!ready || marked.current) return;
    marked.current = true;
    try {
      performance.mark('spz:first-score');
    } catch {
      // no User Timing: nothing to measure
    }
  }, [ready]);
}

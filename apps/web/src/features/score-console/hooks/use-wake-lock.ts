import { useEffect } from 'react';

/** Keeps the screen awake while `enabled` (Wake Lock API where the browser has it; it is let go when the tab hides, so it is asked again). */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
      }
    ).wakeLock;
    if (!enabled || !wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let active = true;
    const request = () => {
      wakeLock
        .request('screen')
        .then((l) => {
          if (active) lock = l;
          else void l.release().catch(() => undefined);
        })
        .catch(() => undefined);
    };
    request();
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [enabled]);
}

/** A short vibration (an accepted point), where the device can. */
export function buzz(ms = 30): void {
  try {
    navigator.vibrate?.(ms);
  } catch {
    // not allowed here
  }
}

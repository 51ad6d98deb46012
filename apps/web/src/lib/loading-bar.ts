import { nprogress, nprogressStore, updateNavigationProgressStateAction } from '@mantine/nprogress';

/** SPEC §9 loading bar. */
export const LOADING_BAR = {
  /** only show when loading takes longer than this */
  throttleMs: 200,
  /** keep the full bar this long after the last load finished */
  hideDelayMs: 500,
  /** then wait this long before the bar goes back to 0 */
  resetDelayMs: 400,
  heightPx: 3,
} as const;

let active = 0;
let shown = false;
let throttleTimer: number | undefined;
let hideTimers: number[] = [];

function clearHideTimers() {
  hideTimers.forEach((t) => window.clearTimeout(t));
  hideTimers = [];
}

function show() {
  throttleTimer = undefined;
  if (active === 0) return;
  shown = true;
  clearHideTimers();
  nprogress.start();
}

function finish() {
  if (throttleTimer !== undefined) {
    window.clearTimeout(throttleTimer);
    throttleTimer = undefined;
  }
  if (!shown) return;
  shown = false;
  nprogress.stop();
  nprogress.set(100);
  hideTimers.push(
    window.setTimeout(() => {
      updateNavigationProgressStateAction(() => ({ mounted: false }), nprogressStore);
      hideTimers.push(
        window.setTimeout(() => {
          if (!shown) updateNavigationProgressStateAction(() => ({ progress: 0 }), nprogressStore);
        }, LOADING_BAR.resetDelayMs),
      );
    }, LOADING_BAR.hideDelayMs),
  );
}

/**
 * Marks one thing as loading (an API request, a route navigation); call the returned function when
 * it is done (calling it twice is harmless). The bar shows while anything is loading.
 */
export function beginLoading(): () => void {
  active += 1;
  if (active === 1 && !shown && throttleTimer === undefined) {
    throttleTimer = window.setTimeout(show, LOADING_BAR.throttleMs);
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active = Math.max(0, active - 1);
    if (active === 0) finish();
  };
}

import { useCallback, useState } from 'react';
import type { VideoMode } from './live-latency';
import { readDelay, readVideoMode, saveVideoMode } from './video';

/** A measured delay is passed on only when it moves this much (ms): the score's timing, not every frame. */
const MEASURE_STEP_MS = 100;

/**
 * A match page's video and score in step (decision 049): the playback mode (low latency, or stable,
 * chosen or fallen back to), the picture's measured delay, and the score's delay: the measured one
 * while the viewer keeps the score in step with the video, else the one they set by hand.
 */
export function useVideoSync() {
  const [mode, setModeState] = useState<VideoMode>(readVideoMode);
  const [fellBack, setFellBack] = useState(false);
  const [measured, setMeasured] = useState<number | null>(null);
  const [auto, setAuto] = useState(true);
  const [delay, setDelay] = useState(readDelay);

  const setMode = useCallback((next: VideoMode) => {
    setModeState(next);
    setFellBack(false);
    saveVideoMode(next);
  }, []);
  const onStalling = useCallback(() => {
    setModeState('stable');
    setFellBack(true);
  }, []);
  const onMeasured = useCallback((ms: number | null) => {
    setMeasured((held) =>
      held === null || ms === null || Math.abs(held - ms) >= MEASURE_STEP_MS ? ms : held,
    );
  }, []);

  /** ms the score is held back behind a live video of ours (`measurable`) or another (YouTube) */
  const heldMs = (live: boolean, measurable: boolean) => {
    if (!live) return 0;
    if (measurable && auto && measured !== null) return measured;
    return delay * 1000;
  };

  return {
    mode,
    setMode,
    fellBack,
    onStalling,
    measured,
    onMeasured,
    auto,
    setAuto,
    delay,
    setDelay,
    heldMs,
  };
}

export type VideoSync = ReturnType<typeof useVideoSync>;

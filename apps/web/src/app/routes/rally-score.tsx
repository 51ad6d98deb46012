import { RallyScorePage } from '@/features/score-console';

/** `/rally/score`: the quick rally scoreboard, in the browser only until it is saved. */
export default function RallyScoreRoute() {
  return <RallyScorePage />;
}

import type { Schedule, Tournament, TournamentStage } from '@sportzone/contracts';

/**
 * The organizer's checklist of a tournament (SPEC §2 containers/{id}/menu): sign-ups → structure → draw →
 * schedule → play → finished, each done, current or to come, with its count. Pure.
 */
export const STEPS = ['signups', 'structure', 'draw', 'schedule', 'play', 'finished'] as const;
export type Step = (typeof STEPS)[number];
export type StepState = 'done' | 'current' | 'todo';

export interface StepInfo {
  step: Step;
  state: StepState;
  /** what the step counts: sign-ups, stages, drawn matches, planned matches, finished matches */
  count: number;
  total: number;
  /** the page of the workspace the step is done on */
  page: 'signups' | 'structure';
}

export interface StepFacts {
  tournament: Pick<Tournament, 'registered' | 'status' | 'drawn'>;
  stages: Pick<TournamentStage, 'matches' | 'drawn'>[];
  schedule: Pick<Schedule, 'items'> | null;
}

export function matchesOf(stages: StepFacts['stages']) {
  return stages.flatMap((s) => s.matches).filter((m) => m.matchId !== null);
}

export function tournamentSteps({ tournament, stages, schedule }: StepFacts): StepInfo[] {
  const matches = matchesOf(stages);
  const finished = matches.filter((m) => m.status === 'finished').length;
  const planned = (schedule?.items ?? []).filter((i) => i.scheduledAt !== null).length;
  const done: Record<Step, boolean> = {
    signups: tournament.registered >= 2,
    structure: stages.length > 0,
    draw: tournament.drawn,
    schedule: matches.length > 0 && planned >= matches.filter((m) => m.status !== 'finished').length,
    play: matches.length > 0 && finished === matches.length,
    finished: tournament.status === 'finished',
  };
  const counts: Record<Step, [number, number]> = {
    signups: [tournament.registered, tournament.registered],
    structure: [stages.length, stages.length],
    draw: [matches.length, matches.length],
    schedule: [planned, matches.length],
    play: [finished, matches.length],
    finished: [tournament.status === 'finished' ? 1 : 0, 1],
  };
  const firstOpen = STEPS.find((s) => !done[s]);
  return STEPS.map((step) => ({
    step,
    state: done[step] ? 'done' : step === firstOpen ? 'current' : 'todo',
    count: counts[step][0],
    total: counts[step][1],
    page: step === 'signups' ? 'signups' : 'structure',
  }));
}

/**
 * The statuses an organizer may set by hand: sign-ups open (`open`) or closed again (`upcoming`); a
 * tournament becomes active with its first result and finishes with its last (the server's rule).
 */
export function nextStatuses(status: Tournament['status']): Tournament['status'][] {
  if (status === 'upcoming') return ['open'];
  if (status === 'open') return ['upcoming'];
  return [];
}

/** Court × time: the schedule's rows per court that has matches, each by time; matches without a court under null. */
export function scheduleByCourt(schedule: Pick<Schedule, 'items' | 'courts'>) {
  const courts: (string | null)[] = [...schedule.courts];
  if (schedule.items.some((i) => i.court === null)) courts.push(null);
  const time = (at: string | null) => (at ? new Date(at).getTime() : Number.MAX_SAFE_INTEGER);
  return courts
    .map((court) => ({
      court,
      items: schedule.items
        .filter((i) => i.court === court)
        .sort((a, b) => time(a.scheduledAt) - time(b.scheduledAt)),
    }))
    .filter((c) => c.items.length > 0);
}

/** The match ids a schedule warns about. */
export function conflictIds(schedule: Pick<Schedule, 'conflicts'>): Set<number> {
  return new Set(schedule.conflicts.flatMap((c) => c.matchIds));
}

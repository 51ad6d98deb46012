import { Stack, Text } from '@mantine/core';
import type { TournamentStage } from '@sportzone/contracts';
import { useDrawLabels } from '@/lib/tournaments/labels';
import { BRACKET_SIZES, KNOCKOUT_PHASES, finaleOf, roundsOf } from './feature';
import { Bracket } from './bracket';
import classes from './views.module.css';

/**
 * A knockout stage's brackets, phase by phase (winners, losers, grand final, third place), ending in the
 * champion's box; the public draw and the organizer's Draw & schedule page both show it.
 * `last`: no stage comes after this one (its winner is the tournament's champion).
 */
export function KnockoutDraw({ stage, last = true }: { stage: TournamentStage; last?: boolean }) {
  const labels = useDrawLabels();
  const all = stage.matches;
  const finalColumn = Math.max(0, roundsOf(all.filter((m) => m.phase === 'winners')).length - 1);
  const phases = KNOCKOUT_PHASES.map((phase) => {
    const matches = all.filter((m) => m.phase === phase);
    if (matches.length === 0) return null;
    const titled = stage.type === 'double_elimination' && (phase === 'winners' || phase === 'losers');
    // the third-place match sits under the final
    const indent =
      phase === 'third_place' ? finalColumn * (BRACKET_SIZES.boxWidth + BRACKET_SIZES.columnGap) : 0;
    return (
      <Stack
        key={phase}
        gap={6}
        data-testid={`phase-${phase}`}
        className={phase === 'third_place' ? classes.thirdPlace : undefined}
        style={{ '--indent': `${indent}px` } as React.CSSProperties}
      >
        {titled ? (
          <Text className={classes.sectionTitle} component="h4">
            {labels.phaseLabel(phase)}
          </Text>
        ) : null}
        <Bracket matches={matches} all={all} finale={finaleOf(phase, stage.type, last, all)} />
      </Stack>
    );
  });
  return <Stack gap="md">{phases}</Stack>;
}

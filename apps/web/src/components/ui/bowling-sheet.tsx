import type { BowlingCurrent, Side } from '@sportzone/scoring';
import { useTranslation } from 'react-i18next';
import classes from './bowling-sheet.module.css';

type Frame = BowlingCurrent['frames']['home'][number];

function FrameCell({
  frame,
  tenth,
  current,
}: {
  frame: Frame | undefined;
  tenth: boolean;
  current: boolean;
}) {
  const boxes = tenth ? 3 : 2;
  const marks = frame?.marks ?? [];
  // a strike in frames 1-9 is written in the second box
  const shown = !tenth && marks[0] === 'X' ? ['', 'X'] : marks;
  return (
    <td className={`${tenth ? classes.tenth : ''} ${current ? classes.current : ''}`}>
      <div className={classes.marks}>
        {Array.from({ length: boxes }, (_, i) => (
          <span key={i} data-split={(shown === marks && frame?.splits[i]) || undefined}>
            {shown[i] ?? ''}
          </span>
        ))}
      </div>
      <span className={classes.frameScore}>{frame?.score ?? ''}</span>
    </td>
  );
}

/** The frame sheet of the game on display: ten frames per side, marks and running totals. */
export function BowlingSheet({
  current,
  names,
  active,
}: {
  current: BowlingCurrent;
  names: { home: string; away: string };
  /** the side whose row is highlighted (the one to bowl, or the one the scorer enters for) */
  active?: Side | null;
}) {
  const { t } = useTranslation();
  const sides: Side[] = ['home', 'away'];
  return (
    <div className={classes.wrap}>
      <table
        className={classes.sheet}
        data-testid="bowling-sheet"
        aria-label={t('bowling.sheetCaption', { game: current.game })}
      >
        <thead>
          <tr>
            <th className={classes.nameCell}>{t('bowling.game', { game: current.game })}</th>
            {Array.from({ length: 10 }, (_, i) => (
              <th key={i} className={i === 9 ? classes.tenth : undefined}>
                {i + 1}
              </th>
            ))}
            <th className={classes.total}>{t('bowling.total')}</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => {
            const frames = current.frames[side];
            const nextIndex = frames.findIndex((f) => f.rolls.length === 0);
            return (
              <tr key={side} data-testid={`bowling-row-${side}`}>
                <th scope="row" className={classes.nameCell} data-active={active === side || undefined}>
                  {names[side]}
                </th>
                {Array.from({ length: 10 }, (_, i) => (
                  <FrameCell
                    key={i}
                    frame={frames[i]}
                    tenth={i === 9}
                    current={
                      active === side &&
                      (i === nextIndex || (nextIndex === -1 && i === 9 && !current.finished[side]))
                    }
                  />
                ))}
                <td className={classes.total}>{current.gameScore[side] + (current.handicap[side] || 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

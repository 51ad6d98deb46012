import type { BowlingCurrent, Side } from '@sportzone/scoring';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BowlingSheet } from '@/components/ui/bowling-sheet';
import { useKeyboard } from '../hooks/use-console-keys';
import { bowlingKey, bowlingKeyAction } from '../model/bowling-keys';
import type { ConsoleSession, ConsoleView } from '../model/session';
import { BottomBar, FinishedOverlay, TopBar, useEntry, useSwapped, type Names } from './console-frame';
import classes from './console.module.css';
import { KeysHint } from './keys-hint';
import { MoreDrawer } from './more-drawer';

const SIDES: Side[] = ['home', 'away'];
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Bowling: the pins of each ball on a keypad limited to the pins standing (X for a strike, / for the rest),
 * foul and split marks, the frame sheet of both sides. Entry follows the side due to bowl; tap a side to
 * enter for the other one (the two sides bowl independently).
 */
export function BowlingConsole({
  session,
  view,
  names,
  matchKey,
  backTo,
  liveHref,
  topExtra,
}: {
  session: ConsoleSession;
  view: ConsoleView;
  names: Names;
  matchKey: string;
  backTo: string | null;
  liveHref: string | null;
  topExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { enter, undo, dialog } = useEntry(session, names);
  const [swapped, toggleSwap] = useSwapped(matchKey);
  const [more, setMore] = useState(false);
  const [chosen, setChosen] = useState<Side | null>(null);
  const [foul, setFoul] = useState(false);
  const [split, setSplit] = useState(false);
  const summary = view.summary;
  const finished = summary.status === 'finished';
  const c = summary.current as BowlingCurrent | null;
  const side: Side | null = finished ? null : (chosen ?? summary.server);
  const standing = c && side ? c.standing[side] : 0;

  const roll = (pins: number) => {
    if (!side) return;
    const ok = enter({
      type: 'roll',
      side,
      pins,
      ...(foul ? { foul: true } : {}),
      ...(split ? { split: true } : {}),
    });
    if (ok) {
      setChosen(null);
      setFoul(false);
      setSplit(false);
    }
  };

  const order = swapped ? [...SIDES].reverse() : SIDES;

  // a laptop's keyboard presses the keypad's buttons that could be pressed now (model/bowling-keys.ts)
  useKeyboard(!more, bowlingKey, (key) => {
    const action = bowlingKeyAction(key, { finished, bowling: !!side, standing, canUndo: view.canUndo });
    if (!action) return;
    if (action.type === 'roll') roll(action.pins);
    else if (action.type === 'foul') setFoul((f) => !f);
    else if (action.type === 'split') setSplit((f) => !f);
    else if (action.type === 'bowler') setChosen(order[action.half === 'left' ? 0 : 1]!);
    else if (action.type === 'undo') undo();
  });

  const subtitle = finished
    ? t('matchStatus.finished')
    : `${t('scoreboard.period.game', { n: c?.game ?? 1 })} · ${summary.text}`;

  return (
    <div className={classes.screen} data-testid="score-console" data-sport="bowling">
      <TopBar
        names={names}
        subtitle={subtitle}
        backTo={backTo}
        view={view}
        onMenu={() => setMore(true)}
        extra={topExtra}
      />
      <div className={classes.sideCards}>
        {order.map((s, i) => (
          <button
            key={s}
            type="button"
            className={classes.sideCard}
            data-side={s}
            data-selected={side === s || undefined}
            disabled={finished}
            onClick={() => setChosen(s)}
            aria-pressed={side === s}
            aria-keyshortcuts={i === 0 ? 'ArrowLeft A' : 'ArrowRight L'}
            data-testid={`bowler-${s}`}
          >
            <div className={classes.playerName}>{names[s]}</div>
            <div className={classes.sideSeries} data-testid={`series-${s}`}>
              {summary.score[s]}
            </div>
            <div className={`${classes.halfMeta} ${classes.sideGame}`}>
              {c ? t('console.bowlingGame', { game: c.games[s] || 1, score: c.gameScore[s] }) : ''}
            </div>
            <div className={classes.halfMeta}>
              {!finished && summary.server === s
                ? t('scoreboard.toBowl')
                : c?.finished[s]
                  ? t('console.seriesDone')
                  : '\u00a0'}
            </div>
          </button>
        ))}
      </div>
      {c ? (
        <div className={classes.sheetWrap}>
          <BowlingSheet current={c} names={names} active={side} />
        </div>
      ) : null}
      <div className={classes.halvesWrap}>
        <div className={classes.bowlingBar}>
          <span className={classes.entering} data-testid="entering-for">
            {side ? t('console.enteringFor', { name: names[side], pins: standing }) : '\u00a0'}
          </span>
          <button
            type="button"
            className={classes.action}
            data-on={foul || undefined}
            aria-pressed={foul}
            aria-keyshortcuts="F"
            onClick={() => setFoul((f) => !f)}
            disabled={finished}
            data-testid="roll-foul"
          >
            {t('console.foul')}
          </button>
          <button
            type="button"
            className={classes.action}
            data-on={split || undefined}
            aria-pressed={split}
            aria-keyshortcuts="S"
            onClick={() => setSplit((f) => !f)}
            disabled={finished || standing !== 10}
            data-testid="roll-split"
          >
            {t('console.split')}
          </button>
        </div>
        <div className={classes.keypad} role="group" aria-label={t('console.pins')}>
          {DIGITS.map((d) => (
            <button
              key={d}
              type="button"
              className={classes.key}
              disabled={finished || !side || d > standing}
              onClick={() => roll(d)}
              aria-keyshortcuts={d === 0 ? '0 -' : String(d)}
              data-testid={`pins-${d}`}
            >
              {d === 0 ? '–' : d}
            </button>
          ))}
          <button
            type="button"
            className={classes.key}
            data-mark
            disabled={finished || !side || standing !== 10}
            onClick={() => roll(10)}
            aria-label={t('console.strike')}
            aria-keyshortcuts="X *"
            data-testid="pins-strike"
          >
            X
          </button>
          <button
            type="button"
            className={classes.key}
            data-mark
            disabled={finished || !side || standing === 10 || standing === 0}
            onClick={() => roll(standing)}
            aria-label={t('console.spare', { pins: standing })}
            aria-keyshortcuts="/"
            data-testid="pins-spare"
          >
            /
          </button>
        </div>
        {finished ? (
          <FinishedOverlay summary={summary} names={names} onUndo={undo} liveHref={liveHref} />
        ) : null}
      </div>
      <KeysHint
        items={[
          { keys: ['0–9'], label: t('console.keys.pins') },
          { keys: ['X', '*'], label: t('console.keys.strike') },
          { keys: ['/'], label: t('console.keys.spare') },
          { keys: ['F'], label: t('console.keys.foulMark') },
          { keys: ['S'], label: t('console.keys.split') },
          { keys: ['←', '→'], label: t('console.keys.bowler') },
          { keys: ['Z', '⌫'], label: t('console.keys.undo') },
        ]}
      />
      <BottomBar
        canUndo={view.canUndo}
        onUndo={undo}
        onSwap={toggleSwap}
        onMenu={() => setMore(true)}
        showStats={false}
      />
      <MoreDrawer
        opened={more}
        onClose={() => setMore(false)}
        sport="bowling"
        names={names}
        started={summary.status !== 'not_started'}
        finished={finished}
        enter={enter}
        onSwap={toggleSwap}
        liveHref={liveHref}
      />
      {dialog}
    </div>
  );
}

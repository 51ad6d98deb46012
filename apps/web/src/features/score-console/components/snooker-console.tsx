import type { Side, SnookerBall, SnookerCurrent } from '@sportzone/scoring';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BALL_COLOR, BALL_VALUE, COLOURS } from '@/lib/matches/snooker';
import { useKeyboard } from '../hooks/use-console-keys';
import type { ConsoleSession, ConsoleView } from '../model/session';
import { snookerKey, snookerKeyAction } from '../model/snooker-keys';
import { BottomBar, FinishedOverlay, TopBar, useEntry, useSwapped, type Names } from './console-frame';
import classes from './console.module.css';
import { KeysHint } from './keys-hint';
import { MoreDrawer } from './more-drawer';

const SIDES: Side[] = ['home', 'away'];
const FOULS = [4, 5, 6, 7];

/**
 * Snooker: the player at the table is implicit. A ball button per ball (only the ball on can be potted),
 * foul values from the smallest allowed, free ball right after a foul, end of visit, concession; the
 * break, the ball on, the points remaining and the snookers required in view.
 */
export function SnookerConsole({
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
  const [miss, setMiss] = useState(false);
  const [freeBall, setFreeBall] = useState(false);
  // F was pressed: the next 4–7 is the value of a foul
  const [foulArmed, setFoulArmed] = useState(false);
  const summary = view.summary;
  const finished = summary.status === 'finished';
  const c = summary.current as SnookerCurrent | null;
  const striker = c?.striker ?? null;
  const freeBallOn = freeBall && !!c?.freeBall;

  const ballEnabled = (ball: SnookerBall): boolean => {
    if (!c || finished || !c.ball) return false;
    if (freeBallOn) return ball !== 'red' && c.colours.includes(ball) && ball !== c.ball;
    if (c.ball === 'red') return ball === 'red' && c.reds > 0;
    if (c.ball === 'colour') return ball !== 'red';
    return ball === c.ball;
  };

  const pot = (ball: SnookerBall, count?: number) => {
    if (freeBallOn) {
      setFreeBall(false);
      enter({ type: 'free-ball', ball });
      return;
    }
    enter(count && count > 1 ? { type: 'pot', ball, count } : { type: 'pot', ball });
  };

  const foul = (points: number) => {
    enter(miss ? { type: 'foul', points, miss: true } : { type: 'foul', points });
    setMiss(false);
    setFoulArmed(false);
  };

  // a laptop's keyboard presses the buttons that could be pressed now (model/snooker-keys.ts)
  useKeyboard(!more, snookerKey, (key) => {
    const action = snookerKeyAction(key, {
      finished,
      ballEnabled,
      foulMin: c ? c.foulMin : null,
      foulArmed,
      freeBallAvailable: !!c?.freeBall,
      canUndo: view.canUndo,
    });
    if (!action) return;
    if (action.type !== 'miss' && action.type !== 'arm-foul') setFoulArmed(false);
    if (action.type === 'pot') pot(action.ball);
    else if (action.type === 'foul') foul(action.points);
    else if (action.type === 'arm-foul') setFoulArmed(true);
    else if (action.type === 'miss') setMiss((m) => !m);
    else if (action.type === 'free-ball') setFreeBall((f) => !f);
    else if (action.type === 'end-visit') enter({ type: 'end-visit' });
    else if (action.type === 'undo') undo();
  });
  const armed = foulArmed && !finished;

  const subtitle = finished
    ? t('matchStatus.finished')
    : t('scoreboard.period.frame', { n: c?.frame ?? 1 }) + ` · ${summary.text}`;
  const balls: SnookerBall[] = ['red', ...COLOURS];

  return (
    <div className={classes.screen} data-testid="score-console" data-sport="snooker">
      <TopBar
        names={names}
        subtitle={subtitle}
        backTo={backTo}
        view={view}
        onMenu={() => setMore(true)}
        extra={topExtra}
      />
      <div className={classes.players} data-swapped={swapped || undefined}>
        {SIDES.map((side) => (
          <div
            key={side}
            className={classes.player}
            data-side={side}
            data-striker={(!finished && striker === side) || undefined}
            data-testid={`player-${side}`}
          >
            <div className={classes.playerInfo}>
              <div className={classes.playerName}>{names[side]}</div>
              <div className={classes.halfMeta}>{t('console.framesWon', { count: summary.score[side] })}</div>
              <div className={`${classes.halfMeta} ${classes.playerBreak}`}>
                {!finished && striker === side
                  ? c && c.break > 0
                    ? t('console.breakNow', { points: c.break })
                    : t('scoreboard.atTable')
                  : '\u00a0'}
              </div>
            </div>
            <div className={classes.playerPoints} data-testid={`points-${side}`}>
              {c ? c.points[side] : 0}
            </div>
          </div>
        ))}
      </div>
      {c && !finished ? (
        <div className={classes.info} data-testid="snooker-info">
          {c.ball ? (
            <span className={classes.infoChip} data-accent>
              {t('scoreboard.ballOn', { ball: t(`snooker.ballOn.${c.ball}`) })}
            </span>
          ) : null}
          <span className={classes.infoChip}>{t('scoreboard.redsLeft', { count: c.reds })}</span>
          <span className={classes.infoChip} data-testid="points-remaining">
            {t('scoreboard.remaining', { points: c.remaining })}
          </span>
          {SIDES.filter((s) => c.snookersRequired[s] > 0).map((s) => (
            <span key={s} className={classes.infoChip} data-accent>
              {t('scoreboard.snookersRequired', { name: names[s], count: c.snookersRequired[s] })}
            </span>
          ))}
          {c.respottedBlack ? (
            <span className={classes.infoChip} data-accent>
              {t('scoreboard.respottedBlack')}
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={classes.halvesWrap}>
        <div className={classes.balls}>
          {balls.map((ball) => (
            <button
              key={ball}
              type="button"
              className={classes.ball}
              style={{ background: BALL_COLOR[ball] }}
              disabled={!ballEnabled(ball)}
              data-free={(freeBallOn && ballEnabled(ball)) || undefined}
              onClick={() => pot(ball)}
              aria-label={
                // the name holds the number shown on the ball (the reds left on the red)
                freeBallOn
                  ? t('console.freeBallAs', { ball: t(`snooker.ball.${ball}`), points: BALL_VALUE[ball] })
                  : ball === 'red' && c
                    ? t('console.potRed', { count: c.reds })
                    : t('console.pot', { ball: t(`snooker.ball.${ball}`), points: BALL_VALUE[ball] })
              }
              aria-keyshortcuts={armed ? undefined : String(BALL_VALUE[ball])}
              data-testid={`ball-${ball}`}
            >
              {ball === 'red' && c ? c.reds : BALL_VALUE[ball]}
            </button>
          ))}
          <button
            type="button"
            className={classes.action}
            disabled={!c || finished || c.ball !== 'red' || c.reds < 2 || freeBallOn}
            onClick={() => pot('red', 2)}
            data-testid="ball-red-2"
          >
            {t('console.twoReds')}
          </button>
        </div>
        <div className={classes.actions}>
          <button
            type="button"
            className={classes.action}
            data-wide
            disabled={finished}
            onClick={() => enter({ type: 'end-visit' })}
            aria-keyshortcuts={armed ? '0' : '0 M'}
            data-testid="end-visit"
          >
            {t('console.endVisit')}
          </button>
          <button
            type="button"
            className={classes.action}
            data-on={freeBallOn || undefined}
            disabled={finished || !c?.freeBall}
            onClick={() => setFreeBall((f) => !f)}
            aria-pressed={freeBallOn}
            aria-keyshortcuts="B"
            data-testid="free-ball"
          >
            {t('console.freeBall')}
          </button>
          <button
            type="button"
            className={classes.action}
            data-on={miss || undefined}
            disabled={finished}
            onClick={() => setMiss((m) => !m)}
            aria-pressed={miss}
            aria-keyshortcuts={armed ? 'M' : undefined}
            data-testid="foul-miss"
          >
            {t('console.miss')}
          </button>
          {FOULS.map((points) => (
            <button
              key={points}
              type="button"
              className={classes.action}
              data-danger
              data-armed={armed || undefined}
              disabled={finished || !c || points < c.foulMin}
              onClick={() => foul(points)}
              aria-label={t('console.foulValue', { points })}
              aria-keyshortcuts={armed ? String(points) : undefined}
              data-testid={`foul-${points}`}
            >
              {t('console.foulShort', { points })}
            </button>
          ))}
          <button
            type="button"
            className={classes.action}
            data-wide
            disabled={finished || !striker}
            onClick={() =>
              striker &&
              enter(
                { type: 'concede', side: striker },
                {
                  ask: {
                    title: t('console.concedeTitle'),
                    text: t('console.concedeText', { name: names[striker], frame: c?.frame ?? 1 }),
                  },
                },
              )
            }
            data-testid="concede"
          >
            {t('console.concede')}
          </button>
        </div>
        {finished ? (
          <FinishedOverlay summary={summary} names={names} onUndo={undo} liveHref={liveHref} />
        ) : null}
      </div>
      <KeysHint
        items={[
          { keys: ['1–7'], label: t('console.keys.pot') },
          { keys: ['0', 'M'], label: t('console.keys.endVisit') },
          { keys: ['F'], label: t(armed ? 'console.keys.foulArmed' : 'console.keys.foul'), on: armed },
          { keys: ['B'], label: t('console.keys.freeBall') },
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
        sport="snooker"
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

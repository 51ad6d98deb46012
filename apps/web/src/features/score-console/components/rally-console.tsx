import type { TFunction } from 'i18next';
import type { MatchSport } from '@sportzone/contracts';
import type { RallyCurrent, Side, Summary, TennisCurrent } from '@sportzone/scoring';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { periodWord } from '@/lib/matches/score';
import { useConsoleKeys } from '../hooks/use-console-keys';
import { sideOf } from '../model/keys';
import type { ConsoleSession, ConsoleView } from '../model/session';
import { BottomBar, FinishedOverlay, TopBar, useEntry, useSwapped, type Names } from './console-frame';
import classes from './console.module.css';
import { KeysHint } from './keys-hint';
import { MoreDrawer } from './more-drawer';
import { StatDrawer } from './stat-drawer';

const SIDES: Side[] = ['home', 'away'];

type RallyExtras = RallyCurrent & {
  serveCourt?: 'right' | 'left' | null;
  servesLeft?: number | null;
  expedite?: boolean;
  timeoutsLeft?: { home: number; away: number } | null;
};

interface HalfInfo {
  points: string;
  meta: string;
  serve: string | null;
  corner: string | null;
}

function halfInfo(sport: MatchSport, summary: Summary, side: Side, t: TFunction): HalfInfo {
  const finished = summary.status === 'finished';
  const serving = !finished && summary.server === side;
  if (sport === 'tennis') {
    const c = summary.current as TennisCurrent | null;
    const last = summary.periods[summary.periods.length - 1];
    return {
      points: c ? String(c.points[side]) : String(summary.score[side]),
      meta: t('console.tennisMeta', {
        sets: summary.score[side],
        games: c ? c.games[side] : (last?.[side] ?? 0),
      }),
      serve: serving && c ? t(`console.tennisCourt.${c.serverCourt}`) : null,
      corner: null,
    };
  }
  const c = summary.current as RallyExtras | null;
  let serve: string | null = null;
  if (serving && c) {
    if (c.serveCourt) serve = t(`console.serveCourt.${c.serveCourt}`);
    else if (typeof c.servesLeft === 'number') serve = t('console.servesLeft', { count: c.servesLeft });
    else serve = t('console.serving');
  }
  const timeoutsLeft = c?.timeoutsLeft ? t('console.timeoutsLeft', { count: c.timeoutsLeft[side] }) : null;
  return {
    points: c ? String(c.points[side]) : '0',
    meta: t(`console.gamesWon.${periodWord(sport)}`, { count: summary.score[side] }),
    serve,
    corner: timeoutsLeft,
  };
}

function stripFlags(sport: MatchSport, summary: Summary, names: Names, t: TFunction): string[] {
  const flags: string[] = [];
  if (summary.status === 'finished') return flags;
  const c = summary.current as (TennisCurrent & RallyExtras) | null;
  if (!c) return flags;
  if (sport === 'tennis') {
    if (c.matchTiebreak) flags.push(t('scoreboard.matchTiebreak'));
    else if (c.tiebreak) flags.push(t('scoreboard.tiebreak'));
    if (c.deuce) flags.push(t('scoreboard.deuce'));
    if (c.decidingPoint) flags.push(t('scoreboard.decidingPoint'));
    return flags;
  }
  if (c.matchPoint)
    flags.push(
      c.matchPoint === 'both'
        ? t('scoreboard.matchPointBoth')
        : t('scoreboard.matchPoint', { name: names[c.matchPoint] }),
    );
  else if (c.gamePoint) {
    const word = t(`scoreboard.pointWord.${periodWord(sport)}`);
    flags.push(
      c.gamePoint === 'both'
        ? t('scoreboard.gamePointBoth', { word })
        : t('scoreboard.gamePoint', { word, name: names[c.gamePoint] }),
    );
  }
  if (c.expedite) flags.push(t('scoreboard.expedite'));
  if (c.interval) flags.push(t('scoreboard.interval'));
  return flags;
}

/**
 * Tennis and the rally sports: two halves, one per side, each a huge button in the side's colour with its
 * name and score; one tap per point.
 */
export function RallyConsole({
  session,
  view,
  sport,
  names,
  matchKey,
  backTo,
  liveHref,
  local,
  topExtra,
  moreExtra,
}: {
  session: ConsoleSession;
  view: ConsoleView;
  sport: MatchSport;
  names: Names;
  matchKey: string;
  backTo: string | null;
  liveHref: string | null;
  local?: boolean;
  topExtra?: ReactNode;
  moreExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { enter, undo, dialog } = useEntry(session, names);
  const [swapped, toggleSwap] = useSwapped(matchKey);
  const [stats, setStats] = useState(false);
  const [more, setMore] = useState(false);
  const summary = view.summary;
  const finished = summary.status === 'finished';
  const current = summary.current as (TennisCurrent & RallyExtras) | null;
  const changeEnds = !finished && !!current?.changeEnds;
  const word = periodWord(sport);
  const subtitle = finished
    ? t('matchStatus.finished')
    : t(`scoreboard.period.${word}`, { n: summary.periods.length || 1 }) +
      (summary.text ? ` · ${summary.text}` : '');
  const flags = stripFlags(sport, summary, names, t);
  const tennis = sport === 'tennis';
  const serverSide = !finished ? summary.server : null;
  const last = view.state.log[view.state.log.length - 1];
  const secondServe = tennis && last?.type === 'stat' && last.stat === 'first-serve-fault';
  const tossOpen = tennis && summary.status === 'not_started';
  const tossNeeded =
    !finished &&
    sport === 'volleyball' &&
    !!current?.deciding &&
    current.points.home === 0 &&
    current.points.away === 0;
  // a laptop's keyboard scores like the halves and the Undo button (model/keys.ts)
  useConsoleKeys(!stats && !more, (key) => {
    if (key === 'undo') {
      if (view.canUndo) undo();
    } else if (!finished) enter({ type: 'point', side: sideOf(key, swapped) });
  });

  return (
    <div className={classes.screen} data-testid="score-console" data-sport={sport}>
      <TopBar
        names={names}
        subtitle={subtitle}
        backTo={backTo}
        view={view}
        local={local}
        onMenu={() => setMore(true)}
        extra={topExtra}
      />
      <div className={classes.strip} data-testid="console-strip">
        <span data-testid="console-text">
          {summary.status === 'not_started' ? t('console.notStarted') : summary.text}
        </span>
        {flags.map((f) => (
          <span key={f} className={classes.flag}>
            {f}
          </span>
        ))}
      </div>
      {changeEnds ? (
        <div className={classes.banner} role="status" data-testid="change-ends">
          {t('console.changeEnds')}
          <button type="button" className={classes.bannerButton} onClick={toggleSwap}>
            {t('console.swap')}
          </button>
        </div>
      ) : null}
      {tossNeeded ? (
        <div className={classes.banner} role="status">
          {t('console.decidingToss')}
        </div>
      ) : null}
      {tossOpen ? (
        <div className={classes.banner} role="group" aria-label={t('console.firstServer')} data-testid="toss">
          {t('console.firstServer')}
          {SIDES.map((side) => (
            <button
              key={side}
              type="button"
              className={classes.bannerButton}
              aria-pressed={summary.server === side}
              onClick={() => enter({ type: 'first-server', side })}
              data-testid={`toss-${side}`}
            >
              {names[side]}
            </button>
          ))}
        </div>
      ) : null}
      {tennis && serverSide ? (
        // The first serve: one tap for a fault; on the second serve the same place is the double fault.
        <div className={classes.serveBar} data-testid="serve-bar" data-second={secondServe || undefined}>
          <span>
            {t(secondServe ? 'console.secondServe' : 'console.firstServe', { name: names[serverSide] })}
          </span>
          <button
            type="button"
            className={classes.serveButton}
            onClick={() =>
              enter(
                secondServe
                  ? { type: 'point', side: serverSide === 'home' ? 'away' : 'home', stat: 'double-fault' }
                  : { type: 'stat', side: serverSide, stat: 'first-serve-fault' },
              )
            }
            data-testid={secondServe ? 'double-fault' : 'first-serve-fault'}
          >
            {t(secondServe ? 'stat.double-fault' : 'console.fault')}
          </button>
        </div>
      ) : null}
      <div className={classes.halvesWrap}>
        <div className={classes.halves} data-swapped={swapped || undefined}>
          {SIDES.map((side) => {
            const info = halfInfo(sport, summary, side, t);
            return (
              <button
                key={side}
                type="button"
                className={classes.half}
                data-side={side}
                disabled={finished}
                onClick={() => enter({ type: 'point', side })}
                aria-label={t('console.pointTo', { name: names[side] })}
                aria-keyshortcuts={sideOf('left', swapped) === side ? 'ArrowLeft A' : 'ArrowRight L'}
                data-testid={`point-${side}`}
              >
                {info.serve ? (
                  <span className={classes.serving} data-testid={`serving-${side}`}>
                    {info.serve}
                  </span>
                ) : null}
                {info.corner ? <span className={classes.corner}>{info.corner}</span> : null}
                <span className={classes.halfName}>{names[side]}</span>
                <span className={classes.halfPoints} data-testid={`points-${side}`}>
                  {info.points}
                </span>
                <span className={classes.halfMeta}>{info.meta}</span>
              </button>
            );
          })}
        </div>
        {finished ? (
          <FinishedOverlay summary={summary} names={names} onUndo={undo} liveHref={liveHref} />
        ) : null}
      </div>
      <KeysHint />
      <BottomBar
        canUndo={view.canUndo}
        onUndo={undo}
        onStats={() => setStats(true)}
        onSwap={toggleSwap}
        onMenu={() => setMore(true)}
        showStats={!finished}
      />
      <StatDrawer
        opened={stats}
        onClose={() => setStats(false)}
        sport={sport}
        names={names}
        server={serverSide}
        enter={enter}
      />
      <MoreDrawer
        opened={more}
        onClose={() => setMore(false)}
        sport={sport}
        names={names}
        started={summary.status !== 'not_started'}
        finished={finished}
        enter={enter}
        onSwap={toggleSwap}
        liveHref={liveHref}
        extra={moreExtra}
      />
      {dialog}
    </div>
  );
}

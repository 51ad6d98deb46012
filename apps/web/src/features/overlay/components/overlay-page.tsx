import type { Match } from '@sportzone/contracts';
import type { RallyCurrent, Side, SnookerCurrent } from '@sportzone/scoring';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPoints, periodWord, rowFromMatch } from '@/lib/matches/score';
import { withSideNames } from '@/lib/tournaments/labels';
import { tennisFormat, tennisMarkers } from '@/lib/matches/points';
import { usePageTitle } from '@/lib/use-page-title';
import { useFirstScoreMark } from '@/lib/viewer/first-score';
import { scoreFromWinner } from '@sportzone/scoring';
import { useDelayed } from '@/lib/video/use-delayed';
import { useTransparentPage, useUnattendedMatch } from '../hooks/use-overlay-match';
import type { OverlayOptions } from '../lib/options';
import classes from './overlay.module.css';

export { OVERLAY_LAYOUTS, type OverlayLayout } from '../lib/options';

const SIDES: Side[] = ['home', 'away'];
const RALLY = new Set(['badminton', 'volleyball', 'table-tennis', 'rally']);

function Flash({ value }: { value: string | number }) {
  return (
    <span key={String(value)} className={classes.flash}>
      {value}
    </span>
  );
}

/** The sport's best-of, when the format says it (snooker: 7 unless set). */
function bestOf(match: Match): number | null {
  const v = match.format?.bestOf;
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
  return match.sport === 'snooker' ? 7 : null;
}

/** What a broadcaster shows under the score: set / match / break points, the current break, the best-of. */
function useStrap(match: Match): { key: string; text: string; accent?: boolean }[] {
  const { t } = useTranslation();
  const out: { key: string; text: string; accent?: boolean }[] = [];
  const active = match.status === 'active' && match.summary.status !== 'finished';
  const name = (s: Side) => match[s].name;
  const current = match.summary.current as Record<string, unknown> | null;
  if (active && current) {
    if (match.sport === 'tennis') {
      const marks = tennisMarkers(match.summary, tennisFormat(match.format));
      const top = marks.find((m) => m.kind === 'match') ?? marks.find((m) => m.kind === 'set');
      const brk = marks.find((m) => m.kind === 'break');
      if (top)
        out.push({
          key: 'top',
          text: `${t(top.kind === 'match' ? 'story.marker.match' : 'story.marker.set')} · ${name(top.side)}`,
          accent: true,
        });
      else if (brk)
        out.push({ key: 'bp', text: `${t('story.marker.break')} · ${name(brk.side)}`, accent: true });
    } else if (RALLY.has(match.sport)) {
      const c = current as unknown as RallyCurrent;
      const word = t(`scoreboard.pointWord.${periodWord(match.sport)}`);
      if (c.matchPoint) {
        out.push({
          key: 'mp',
          text:
            c.matchPoint === 'both'
              ? t('scoreboard.matchPointBoth')
              : t('scoreboard.matchPoint', { name: name(c.matchPoint) }),
          accent: true,
        });
      } else if (c.gamePoint) {
        out.push({
          key: 'gp',
          text:
            c.gamePoint === 'both'
              ? t('scoreboard.gamePointBoth', { word })
              : t('scoreboard.gamePoint', { word, name: name(c.gamePoint) }),
          accent: true,
        });
      }
    } else if (match.sport === 'snooker') {
      const c = current as unknown as SnookerCurrent;
      if (c.break > 0 && c.striker) {
        out.push({
          key: 'break',
          text: t('scoreboard.break', { points: c.break, name: name(c.striker) }),
          accent: true,
        });
      }
    }
  }
  const n = bestOf(match);
  if (n && (match.sport === 'snooker' || RALLY.has(match.sport) || match.sport === 'tennis')) {
    out.push({ key: 'bo', text: t('overlay.bestOf', { n }) });
  }
  return out;
}

function Bug({ match, options, stale }: { match: Match; options: OverlayOptions; stale: boolean }) {
  const { t } = useTranslation();
  const row = rowFromMatch(withSideNames(t, match));
  const finished = match.status === 'finished' || match.summary.status === 'finished';
  const active = match.status === 'active' && !finished;
  const full = options.layout === 'full';
  const points = active ? currentPoints(match.summary) : null;
  const sport = match.sport;
  const rally = RALLY.has(sport);
  // tennis: each set's games and the game's points; rally sports: sets (games) won and the points of
  // each one (compact: the one in play only); snooker: frames won and the frame's points; bowling: the
  // game's pins and the series
  const periods =
    sport === 'snooker' || sport === 'bowling'
      ? []
      : rally && !full && !finished
        ? row.periods.filter((p) => p.current)
        : row.periods;
  const showPoints = points && (sport === 'tennis' || sport === 'snooker' || sport === 'bowling');
  const strap = useStrap(match);
  const result =
    finished && match.summary.text ? scoreFromWinner(match.summary.text, match.summary.winner) : null;
  const head = full || finished;
  return (
    <div className={classes.bugInner}>
      {options.logo ? (
        <img className={classes.logo} src={options.logo} alt="" data-testid="overlay-logo" />
      ) : null}
      <div className={classes.main}>
        {head || stale ? (
          <div className={classes.head} data-testid="overlay-head">
            {active && stale ? (
              <span className={classes.stale} data-testid="overlay-reconnecting" role="status">
                {t('overlay.reconnecting')}
              </span>
            ) : active ? (
              <span className={classes.live}>● {t('matchStatus.live')}</span>
            ) : null}
            {finished ? (
              <span className={classes.finalTag} data-testid="overlay-final">
                {t('matchStatus.finished')}
              </span>
            ) : (
              <span>
                {active
                  ? t(`scoreboard.period.${periodWord(sport)}`, { n: match.summary.periods.length || 1 })
                  : t('matchStatus.upcoming')}
              </span>
            )}
            {result && full ? <span className={classes.headResult}>{result}</span> : null}
            {match.court && full ? <span>· {match.court}</span> : null}
          </div>
        ) : null}
        {SIDES.map((side) => (
          <div key={side} className={classes.row} data-testid={`overlay-${side}`}>
            <div className={classes.serve}>
              <span data-on={(active && row.server === side) || undefined} />
            </div>
            <div className={classes.name} data-loser={(finished && row.winner !== side) || undefined}>
              {match[side].name}
            </div>
            {rally || sport === 'snooker' ? (
              <div className={classes.won} data-testid={`overlay-${side}-won`}>
                <Flash value={row.score[side]} />
              </div>
            ) : null}
            {periods.map((p, i) => (
              <div
                key={i}
                className={p.current && !showPoints ? classes.points : classes.cell}
                data-won={p.winner === side || p.current || undefined}
                data-testid={p.current && rally ? `overlay-${side}-points` : undefined}
              >
                {p.current && !showPoints ? <Flash value={p[side]} /> : p[side]}
                {p.tiebreak && p.winner && p.winner !== side ? (
                  <sup className={classes.tb}>{p.tiebreak[side]}</sup>
                ) : null}
              </div>
            ))}
            {showPoints ? (
              <div className={classes.points} data-testid={`overlay-${side}-points`}>
                <Flash value={points[side]} />
              </div>
            ) : null}
            {sport === 'bowling' ? (
              <div className={classes.won} data-testid={`overlay-${side}-won`}>
                <Flash value={row.score[side]} />
              </div>
            ) : null}
          </div>
        ))}
        {strap.length > 0 ? (
          <div className={classes.strap} data-testid="overlay-strap">
            {strap.map((s) => (
              <span key={s.key} data-accent={s.accent || undefined}>
                {s.text}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Bar({ match, options, stale }: { match: Match; options: OverlayOptions; stale: boolean }) {
  const { t } = useTranslation();
  const finished = match.status === 'finished' || match.summary.status === 'finished';
  const points = match.status === 'active' && !finished ? currentPoints(match.summary) : null;
  // snooker: the break in progress, as the bug's strap says it
  const snooker =
    points && match.sport === 'snooker' ? (match.summary.current as SnookerCurrent | null) : null;
  const inBreak = snooker && snooker.break > 0 && snooker.striker ? snooker : null;
  return (
    <div className={classes.barInner}>
      {options.logo ? (
        <img className={classes.barLogo} src={options.logo} alt="" data-testid="overlay-logo" />
      ) : null}
      {stale ? (
        <span className={classes.stale} data-testid="overlay-reconnecting" role="status">
          {t('overlay.reconnecting')}
        </span>
      ) : null}
      {finished ? (
        <span className={classes.barScore} data-testid="overlay-final">
          {t('matchStatus.finished')}
        </span>
      ) : null}
      <span>{match.home.name}</span>
      <span className={classes.barMuted}>{match.summary.text}</span>
      {points && match.sport !== 'bowling' ? (
        <span className={classes.barScore}>
          <Flash value={`${points.home}-${points.away}`} />
        </span>
      ) : null}
      <span>{match.away.name}</span>
      {inBreak?.striker ? (
        <span className={classes.barMuted} data-testid="overlay-break">
          {t('scoreboard.break', { points: inBreak.break, name: match[inBreak.striker].name })}
        </span>
      ) : null}
    </div>
  );
}

/** The options as CSS variables: colours, size, distance to the edges. */
function styleOf(options: OverlayOptions): CSSProperties {
  const style: Record<string, string> = {
    '--ov-scale': String(options.scale),
    '--ov-pad': `${options.pad}px`,
  };
  if (options.bg) style['--ov-bg'] = options.bg;
  if (options.fg) style['--ov-fg'] = options.fg;
  if (options.accent) style['--ov-accent'] = options.accent;
  if (options.bg) style['--ov-on-accent'] = options.bg;
  return style as CSSProperties;
}

/**
 * `/overlay/match/{id}`: a score bug for OBS and other streaming software, on a transparent page with no
 * app chrome. Options in the address (lib/options.ts; documented for organizers on the live page):
 * layout, delay, position, scale, pad, bg, fg, accent, logo. It recovers by itself after any network
 * error.
 */
export function OverlayPage({ id, options }: { id: number; options: OverlayOptions }) {
  const { t } = useTranslation();
  useTransparentPage(true);
  const { match, stale } = useUnattendedMatch(id);
  const shown = useDelayed(match, options.delay);
  useFirstScoreMark(!!shown);
  usePageTitle(
    shown ? t('live.versus', { home: shown.home.name, away: shown.away.name }) : t('overlay.title'),
  );
  return (
    <div className={classes.stage} data-testid="overlay" data-ready={shown ? true : undefined}>
      {shown ? (
        <div
          className={options.layout === 'bar' ? classes.bar : classes.bug}
          data-position={options.position}
          data-layout={options.layout}
          data-testid="overlay-bug"
          data-seq={shown.seq}
          data-sport={shown.sport}
          data-stale={stale || undefined}
          style={styleOf(options)}
        >
          {options.layout === 'bar' ? (
            <Bar match={shown} options={options} stale={stale} />
          ) : (
            <Bug match={shown} options={options} stale={stale} />
          )}
        </div>
      ) : null}
    </div>
  );
}

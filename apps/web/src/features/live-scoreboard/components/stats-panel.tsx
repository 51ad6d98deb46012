import type { Match } from '@sportzone/contracts';
import type { SideStats, SnookerCurrent, StatKind, Summary } from '@sportzone/scoring';
import { useTranslation } from 'react-i18next';
import classes from './stats-panel.module.css';

interface StatLine {
  key: string;
  label: string;
  home: number;
  away: number;
  /** shown instead of the number (e.g. "12/18 (67%)") */
  homeText?: string;
  awayText?: string;
}

const pct = (won: number, played: number) => (played > 0 ? Math.round((won / played) * 100) : 0);

type LabelKey =
  | `stats.${'pointsScored' | 'framesWon' | 'highestBreak' | 'breaks50' | 'centuries' | 'pots' | 'fouls' | 'misses' | 'scratch' | 'highGame' | 'strikes' | 'spares' | 'splits' | 'pointsWon' | 'servePointsWon' | 'firstServeIn' | 'longestRun'}`
  | `stat.${StatKind}`;

function lines(
  sport: Match['sport'],
  stats: { home: SideStats; away: SideStats },
  t: (key: LabelKey) => string,
): StatLine[] {
  const h = stats.home;
  const a = stats.away;
  const out: StatLine[] = [];
  const add = (key: string, label: string, home: number, away: number, always = false) => {
    if (always || home > 0 || away > 0) out.push({ key, label, home, away });
  };
  if (sport === 'snooker') {
    add('points', t('stats.pointsScored'), h.pointsWon, a.pointsWon, true);
    add('frames', t('stats.framesWon'), h.extra.framesWon ?? 0, a.extra.framesWon ?? 0, true);
    add('highest', t('stats.highestBreak'), h.extra.highestBreak ?? 0, a.extra.highestBreak ?? 0, true);
    add('b50', t('stats.breaks50'), h.extra.breaks50 ?? 0, a.extra.breaks50 ?? 0, true);
    add('c', t('stats.centuries'), h.extra.centuries ?? 0, a.extra.centuries ?? 0, true);
    add('pots', t('stats.pots'), h.extra.pots ?? 0, a.extra.pots ?? 0, true);
    add('fouls', t('stats.fouls'), h.extra.fouls ?? 0, a.extra.fouls ?? 0, true);
    add('misses', t('stats.misses'), h.extra.misses ?? 0, a.extra.misses ?? 0);
    return out;
  }
  if (sport === 'bowling') {
    add('scratch', t('stats.scratch'), h.extra.scratch ?? h.pointsWon, a.extra.scratch ?? a.pointsWon, true);
    add('high', t('stats.highGame'), h.extra.highGame ?? 0, a.extra.highGame ?? 0, true);
    add('strikes', t('stats.strikes'), h.extra.strikes ?? 0, a.extra.strikes ?? 0, true);
    add('spares', t('stats.spares'), h.extra.spares ?? 0, a.extra.spares ?? 0, true);
    add('splits', t('stats.splits'), h.extra.splits ?? 0, a.extra.splits ?? 0);
    add('fouls', t('stats.fouls'), h.extra.fouls ?? 0, a.extra.fouls ?? 0);
    return out;
  }
  add('points', t('stats.pointsWon'), h.pointsWon, a.pointsWon, true);
  out.push({
    key: 'serve',
    label: t('stats.servePointsWon'),
    home: pct(h.servePointsWon, h.servePointsPlayed),
    away: pct(a.servePointsWon, a.servePointsPlayed),
    homeText: `${h.servePointsWon}/${h.servePointsPlayed} (${pct(h.servePointsWon, h.servePointsPlayed)}%)`,
    awayText: `${a.servePointsWon}/${a.servePointsPlayed} (${pct(a.servePointsWon, a.servePointsPlayed)}%)`,
  });
  add('run', t('stats.longestRun'), h.longestRun, a.longestRun, true);
  if (sport === 'tennis') {
    const firstIn = (s: SideStats) => s.servePointsPlayed - s.firstServeFaults;
    out.push({
      key: 'first-serve',
      label: t('stats.firstServeIn'),
      home: pct(firstIn(h), h.servePointsPlayed),
      away: pct(firstIn(a), a.servePointsPlayed),
      homeText: `${firstIn(h)}/${h.servePointsPlayed} (${pct(firstIn(h), h.servePointsPlayed)}%)`,
      awayText: `${firstIn(a)}/${a.servePointsPlayed} (${pct(firstIn(a), a.servePointsPlayed)}%)`,
    });
    for (const stat of ['ace', 'double-fault', 'winner', 'unforced-error', 'forced-error'] as const)
      add(stat, t(`stat.${stat}`), h.counts[stat], a.counts[stat], true);
    return out;
  }
  add('ace', t('stat.ace'), h.counts.ace, a.counts.ace, true);
  add('se', t('stat.service-error'), h.counts['service-error'], a.counts['service-error'], true);
  add('attack', t('stat.attack'), h.counts.attack, a.counts.attack);
  add('block', t('stat.block'), h.counts.block, a.counts.block);
  add('error', t('stat.error'), h.counts.error, a.counts.error);
  add('foul', t('stat.foul'), h.counts.foul, a.counts.foul);
  add('point', t('stat.point'), h.counts.point, a.counts.point);
  add('timeout', t('stat.timeout'), h.counts.timeout, a.counts.timeout);
  return out;
}

/** Statistics side by side, with a bar for each line (home left, away right). */
export function StatsPanel({ match, summary }: { match: Match; summary: Summary }) {
  const { t } = useTranslation();
  const rows = lines(match.sport, summary.stats, (key) => t(key));
  return (
    <div data-testid="stats-panel">
      <div className={classes.head}>
        <span>{match.home.name}</span>
        <span>{match.away.name}</span>
      </div>
      {rows.map((r) => {
        const total = r.home + r.away;
        return (
          <div key={r.key} className={classes.row} data-testid={`stat-${r.key}`}>
            <div className={classes.values}>
              <span>{r.homeText ?? r.home}</span>
              <span className={classes.label}>{r.label}</span>
              <span>{r.awayText ?? r.away}</span>
            </div>
            <div className={classes.bars} aria-hidden="true">
              <div className={classes.bar}>
                <div
                  className={classes.fillHome}
                  style={{ width: `${total ? (r.home / total) * 100 : 0}%` }}
                />
              </div>
              <div className={classes.bar}>
                <div
                  className={classes.fillAway}
                  style={{ width: `${total ? (r.away / total) * 100 : 0}%` }}
                />
              </div>
            </div>
          </div>
        );
      })}
      {match.sport === 'snooker' ? <SnookerBreaks match={match} summary={summary} /> : null}
    </div>
  );
}

function SnookerBreaks({ match, summary }: { match: Match; summary: Summary }) {
  const { t } = useTranslation();
  const c = summary.current as SnookerCurrent | null;
  const list = c
    ? (['home', 'away'] as const)
        .flatMap((side) => c.breaks50[side].map((b) => ({ side, ...b })))
        .sort((x, y) => x.frame - y.frame)
    : [];
  return (
    <>
      <h3 className={classes.title}>{t('stats.framesTitle')}</h3>
      <table className={classes.frames} data-testid="snooker-frames">
        <thead>
          <tr>
            <th>{t('stats.frame')}</th>
            <th className={classes.num}>{match.home.name}</th>
            <th className={classes.num}>{match.away.name}</th>
          </tr>
        </thead>
        <tbody>
          {summary.periods.map((p, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td className={classes.num} data-won={p.home > p.away || undefined}>
                {p.home}
              </td>
              <td className={classes.num} data-won={p.away > p.home || undefined}>
                {p.away}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.length > 0 ? (
        <>
          <h3 className={classes.title}>{t('stats.breaksTitle')}</h3>
          {list.map((b, i) => (
            <p key={i} className={classes.breakLine}>
              {t('stats.breakLine', { name: match[b.side].name, points: b.points, frame: b.frame })}
            </p>
          ))}
        </>
      ) : null}
    </>
  );
}

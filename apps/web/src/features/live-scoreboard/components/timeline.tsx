import type { MatchSport } from '@sportzone/contracts';
import type { Side } from '@sportzone/scoring';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loader, lightClasses } from '@/components/light';
import { describeEvent, scoreAfter, type Names } from '@/lib/matches/describe';
import { periodWord } from '@/lib/matches/score';
import {
  buildStory,
  isKeyRow,
  type Marker,
  type StoryChunk,
  type StoryPeriod,
  type StoryRow,
} from '@/lib/matches/story';
import { scoreFromWinner } from '@sportzone/scoring';
import type { TimelineEntry } from '../hooks/use-timeline';
import classes from './timeline.module.css';

/**
 * A recording beside the story (decision 030): each point's time becomes a button that plays the video from
 * that moment. Null: the times are plain text.
 */
export const SeekContext = createContext<{
  seek: (at: string) => void;
  label: (at: string) => string | null;
} | null>(null);

/** the latest points of the period in play, shown in the summary too */
const LATEST = 3;

function timeOf(at: string | null, locale: string): string {
  if (!at) return '';
  const d = new Date(at);
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(d);
}

/** A phone starts with the summary, a wider screen with every point. */
function startsCollapsed(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 48em)').matches;
}

function MarkerBadge({ marker, word }: { marker: Marker; word: 'set' | 'game' | 'frame' }) {
  const { t } = useTranslation();
  // a rally sport's game point is the set point of volleyball
  const label = marker.kind === 'game' ? t(`story.gamePoint.${word}`) : t(`story.marker.${marker.kind}`);
  return (
    <span
      className={classes.marker}
      data-kind={marker.kind}
      data-side={marker.side}
      data-saved={marker.saved || undefined}
      data-testid="story-marker"
    >
      {label}
      {marker.saved ? ` · ${t('story.saved')}` : ''}
    </span>
  );
}

function Row({
  row,
  sport,
  names,
  fresh,
}: {
  row: StoryRow;
  sport: MatchSport;
  names: Names;
  fresh: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { entry, prev } = row;
  const word = periodWord(sport);
  const seek = useContext(SeekContext);
  const place = seek && entry.at ? seek.label(entry.at) : null;
  return (
    <li
      className={classes.item}
      data-undone={row.undone || undefined}
      data-correction={row.correction || undefined}
      data-fresh={fresh || undefined}
      data-key={isKeyRow(row) || undefined}
      data-testid="timeline-item"
    >
      {seek && entry.at && place !== null ? (
        <button
          type="button"
          className={classes.time}
          data-seek
          onClick={() => seek.seek(entry.at!)}
          title={t('liveVideo.seekTo', { time: place })}
          aria-label={t('liveVideo.seekTo', { time: place })}
          data-testid="timeline-seek"
        >
          ▶ {place}
        </button>
      ) : (
        <span className={classes.time}>{timeOf(entry.at, i18n.language)}</span>
      )}
      <span className={classes.mark} data-side={row.side ?? undefined} aria-hidden="true" />
      <span className={classes.text}>
        {describeEvent(t, entry.event, entry.summary, prev, names)}
        {row.roll ? (
          <span className={classes.marker} data-kind={row.roll} data-testid="story-roll">
            {t(`story.roll.${row.roll}`)}
          </span>
        ) : null}
        {row.markers.map((m) => (
          <MarkerBadge key={`${m.kind}-${m.side}`} marker={m} word={word} />
        ))}
      </span>
      <span className={classes.score}>{scoreAfter(entry.summary, sport, prev)}</span>
    </li>
  );
}

function ChunkHead({ chunk, names, sport }: { chunk: StoryChunk; names: Names; sport: MatchSport }) {
  const { t } = useTranslation();
  const name = (s: Side | null) => (s ? names[s] : '');
  if (sport === 'snooker') {
    return (
      <div className={classes.chunkHead} data-testid="story-visit" data-total={chunk.total}>
        <span className={classes.mark} data-side={chunk.side ?? undefined} aria-hidden="true" />
        <span className={classes.chunkTitle}>
          {chunk.total > 0
            ? t('story.break', { points: chunk.total, name: name(chunk.side) })
            : t('story.visit', { name: name(chunk.side) })}
        </span>
      </div>
    );
  }
  const faced = chunk.rows.filter((r) => !r.undone && r.markers.some((m) => m.kind === 'break')).length;
  return (
    <div
      className={classes.chunkHead}
      data-testid="story-game"
      data-broken={chunk.broken || undefined}
      data-n={chunk.n}
    >
      <span className={classes.mark} data-side={chunk.winner ?? undefined} aria-hidden="true" />
      <span className={classes.chunkTitle}>
        {chunk.kind === 'tiebreak' ? t('scoreboard.tiebreak') : t('story.game', { n: chunk.n })}
        {chunk.side ? (
          <span className={classes.dim}> · {t('story.serving', { name: name(chunk.side) })}</span>
        ) : null}
        {faced > 0 ? (
          <span className={classes.dim}> · {t('story.breakPoints', { count: faced })}</span>
        ) : null}
      </span>
      {chunk.winner ? (
        <span className={classes.chunkResult} data-broken={chunk.broken || undefined}>
          {chunk.kind === 'tiebreak'
            ? name(chunk.winner)
            : chunk.broken
              ? t('story.broken', { name: name(chunk.winner) })
              : t('story.held', { name: name(chunk.winner) })}
          <span className={classes.score}> {chunk.score}</span>
        </span>
      ) : null}
    </div>
  );
}

function PeriodSection({
  period,
  sport,
  names,
  full,
  freshSeq,
}: {
  period: StoryPeriod;
  sport: MatchSport;
  names: Names;
  full: boolean;
  freshSeq: number | null;
}) {
  const { t } = useTranslation();
  const word = sport === 'bowling' ? 'game' : periodWord(sport);
  // a tiebreak set "7-6(5)" (the loser's points); a match tiebreak, kept as a 1-0 set, "[10-4]"
  const tb = period.tiebreak;
  const score =
    tb && period.home + period.away === 1
      ? `[${tb.home}-${tb.away}]`
      : `${period.home}-${period.away}${tb && period.winner ? `(${Math.min(tb.home, tb.away)})` : ''}`;
  const show = (rows: StoryRow[], latest: boolean) => {
    const kept = full ? rows : rows.filter((r, i) => isKeyRow(r) || (latest && i >= rows.length - LATEST));
    return [...kept].reverse();
  };
  const renderRows = (rows: StoryRow[]) =>
    rows.map((r) => <Row key={r.seq} row={r} sport={sport} names={names} fresh={r.seq === freshSeq} />);
  const chunks = [...period.chunks].reverse();
  return (
    <li
      className={classes.period}
      data-testid="story-period"
      data-n={period.n}
      data-current={period.current || undefined}
    >
      <div className={classes.divider}>
        <span>{t(`scoreboard.period.${word}`, { n: period.n })}</span>
        <span className={classes.periodScore}>
          {period.current ? t('story.inPlay') + ' ' : ''}
          {period.winner ? scoreFromWinner(score, period.winner) : score}
          {period.winner ? ` · ${names[period.winner]}` : ''}
        </span>
      </div>
      {chunks.length > 0 ? (
        <ol className={classes.list}>
          {chunks.map((c, i) => {
            const latest = period.current && i === 0;
            // the summary: every game / break in one line, the points only of the one in play
            const rows = sport === 'snooker' && !full ? [] : show(c.rows, latest);
            if (sport === 'snooker' && !full && c.total === 0 && !latest) return null;
            return (
              <li key={`${c.kind}-${c.n}-${c.rows[0]?.seq}`} className={classes.chunk}>
                <ChunkHead chunk={c} names={names} sport={sport} />
                {rows.length > 0 ? <ol className={classes.list}>{renderRows(rows)}</ol> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <ol className={classes.list}>{renderRows(show(period.rows, period.current))}</ol>
      )}
    </li>
  );
}

/**
 * The story of the match: newest first, grouped by set / game / frame, break, set and match
 * points marked, snooker visits totalled into breaks, bowling strikes and spares named. A phone starts
 * with the summary (each game or break in a line, the marked points and the latest ones); the full log
 * is one tap away.
 */
export function Timeline({
  entries,
  names,
  sport,
  format,
  state,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  freshSeq,
}: {
  entries: TimelineEntry[];
  names: Names;
  sport: MatchSport;
  format?: Record<string, unknown> | null;
  state: 'loading' | 'ready' | 'error';
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  freshSeq: number | null;
}) {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !startsCollapsed());
  const story = useMemo(() => buildStory(entries, sport, format), [entries, sport, format]);

  if (state === 'loading' && entries.length === 0) {
    return <Loader size="sm" />;
  }
  if (state === 'error' && entries.length === 0) {
    return <p className={lightClasses.note}>{t('live.timelineFailed')}</p>;
  }
  if (entries.length === 0) {
    return (
      <p className={lightClasses.note} data-testid="timeline-empty">
        {t('live.timelineEmpty')}
      </p>
    );
  }
  const last = entries[entries.length - 1]!.summary;
  const ended = last.status === 'finished' && last.winner;
  return (
    <div data-testid="story" data-view={full ? 'full' : 'summary'}>
      <div className={classes.toolbar}>
        <Button size="xs" variant="light" onClick={() => setFull((f) => !f)} data-testid="story-toggle">
          {full ? t('story.showSummary') : t('story.showAll')}
        </Button>
      </div>
      {ended ? (
        <p className={classes.final} data-testid="timeline-final">
          {t('live.matchEnded', {
            name: names[last.winner!],
            score: scoreFromWinner(last.text, last.winner),
          })}
        </p>
      ) : null}
      <ol className={classes.list} data-testid="timeline">
        {[...story].reverse().map((p) => (
          <PeriodSection key={p.n} period={p} sport={sport} names={names} full={full} freshSeq={freshSeq} />
        ))}
      </ol>
      {hasEarlier ? (
        <Button
          variant="subtle"
          className={classes.earlier}
          onClick={onLoadEarlier}
          loading={loadingEarlier}
          data-testid="timeline-earlier"
        >
          {t('live.loadEarlier')}
        </Button>
      ) : null}
    </div>
  );
}

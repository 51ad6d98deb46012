import type { MatchSport } from '@sportzone/contracts';
import type { Side } from '@sportzone/scoring';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loader, lightClasses } from '@/components/light';
import { describeEvent, eventSide, scoreAfter, type Names } from '@/lib/matches/describe';
import { periodWord } from '@/lib/matches/score';
import type { TimelineEntry } from '../hooks/use-timeline';
import classes from './timeline.module.css';

interface Row {
  entry: TimelineEntry;
  text: string;
  score: string;
  side: Side | null;
  undone: boolean;
  /** a period ended with this event: its number and score */
  ended: { n: number; home: number; away: number } | null;
  /** the match ended with this event */
  final: boolean;
}

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

/** The point-by-point timeline, newest first; undone entries struck through; a line where a set/game/frame ended. */
export function Timeline({
  entries,
  names,
  sport,
  state,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  freshSeq,
}: {
  entries: TimelineEntry[];
  names: Names;
  sport: MatchSport;
  state: 'loading' | 'ready' | 'error';
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  freshSeq: number | null;
}) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => {
    const out: Row[] = [];
    const effective: number[] = [];
    entries.forEach((entry, i) => {
      const prev = i > 0 ? entries[i - 1]!.summary : null;
      const grew = prev !== null && entry.summary.periods.length > prev.periods.length;
      const done = grew ? entry.summary.periods[entry.summary.periods.length - 2] : undefined;
      out.push({
        entry,
        text: describeEvent(t, entry.event, entry.summary, prev, names),
        score: scoreAfter(entry.summary, sport, prev),
        side: entry.event.type === 'undo' ? null : eventSide(entry.event, entry.summary, prev),
        undone: false,
        ended: done ? { n: entry.summary.periods.length - 1, home: done.home, away: done.away } : null,
        final: entry.summary.status === 'finished' && prev !== null && prev.status !== 'finished',
      });
      if (entry.event.type === 'undo') {
        const k = effective.pop();
        if (k !== undefined) out[k]!.undone = true;
      } else {
        effective.push(out.length - 1);
      }
    });
    return out.reverse();
  }, [entries, names, sport, t]);

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
  const word = periodWord(sport);
  return (
    <div>
      <ol className={classes.list} data-testid="timeline" reversed>
        {rows.map((r) => (
          <Fragment key={r.entry.seq}>
            {r.final && r.entry.summary.winner ? (
              <li className={classes.divider} data-testid="timeline-final">
                {t('live.matchEnded', { name: names[r.entry.summary.winner], score: r.entry.summary.text })}
              </li>
            ) : null}
            {r.ended ? (
              <li className={classes.divider}>
                {t(`live.periodEnded.${word}`, { n: r.ended.n, home: r.ended.home, away: r.ended.away })}
              </li>
            ) : null}
            <li
              className={classes.item}
              data-undone={r.undone || undefined}
              data-correction={r.entry.event.type === 'undo' || undefined}
              data-fresh={r.entry.seq === freshSeq || undefined}
              data-testid="timeline-item"
            >
              <span className={classes.time}>{timeOf(r.entry.at, i18n.language)}</span>
              <span className={classes.mark} data-side={r.side ?? undefined} aria-hidden="true" />
              <span className={classes.text}>{r.text}</span>
              <span className={classes.score}>{r.score}</span>
            </li>
          </Fragment>
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

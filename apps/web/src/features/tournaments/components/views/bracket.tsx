import type { DrawMatch } from '@sportzone/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveBadge } from '@/components/ui/live-badge';
import { formatMatchTime } from '@/lib/matches/time';
import { useDrawLabels } from '@/lib/tournaments/labels';
import { BRACKET_SIZES, isLive, layoutBracket } from './feature';
import { useViewContext } from './view-context';
import classes from './views.module.css';

const PRINT_WIDTH = 700;

/** One side of a box: the name (bold when it won), the games it took. */
function SideLine({ match, side, all }: { match: DrawMatch; side: 'home' | 'away'; all: DrawMatch[] }) {
  const { t } = useTranslation();
  const labels = useDrawLabels();
  const { highlight } = useViewContext();
  const s = match[side];
  const decided = match.status === 'finished' && (match.winner === 'home' || match.winner === 'away');
  const won = decided && match.winner === side;
  const lost = decided && match.winner !== side;
  const opp = side === 'home' ? 'away' : 'home';
  // a bye's empty side is the bye itself, not a player to be decided
  const name =
    match.status === 'bye' && s.entryId === null ? t('tournamentViews.match.bye') : labels.sideLabel(s, all);
  return (
    <div
      className={classes.side}
      data-winner={won || undefined}
      data-loser={lost || undefined}
      data-pending={s.entryId === null || undefined}
      data-highlight={(highlight !== null && s.entryId === highlight) || undefined}
      data-testid={`bracket-${side}`}
    >
      <span className={classes.sideName} title={name}>
        {name}
      </span>
      {match.games.map((g, i) => (
        <span key={i} className={classes.game} data-won={g[side] > g[opp] || undefined}>
          {g[side]}
        </span>
      ))}
    </div>
  );
}

/** A match of the bracket: its state on top (LIVE, time and court, walkover), the two sides. */
export function MatchBox({
  match,
  all,
  style,
}: {
  match: DrawMatch;
  all: DrawMatch[];
  style?: React.CSSProperties;
}) {
  const { t, i18n } = useTranslation();
  const labels = useDrawLabels();
  const { highlight, matchHref, linkTarget } = useViewContext();
  const live = isLive(match);
  const bye = match.status === 'bye';
  const mine = highlight !== null && (match.home.entryId === highlight || match.away.entryId === highlight);
  const head = live ? (
    <LiveBadge />
  ) : (
    <span>
      {bye
        ? t('tournamentViews.match.bye')
        : match.walkover && match.status === 'finished'
          ? t('tournamentViews.match.walkover')
          : match.status === 'finished'
            ? t('tournamentViews.match.finished')
            : match.scheduledAt
              ? formatMatchTime(match.scheduledAt, i18n.language)
              : ''}
    </span>
  );
  const href = match.matchId !== null ? matchHref(match.matchId) : null;
  const content = (
    <>
      <div className={classes.boxHead}>
        <span>{labels.matchLabel(match, all)}</span>
        {head}
      </div>
      <SideLine match={match} side="home" all={all} />
      <SideLine match={match} side="away" all={all} />
    </>
  );
  const common = {
    className: classes.box,
    style,
    'data-live': live || undefined,
    'data-bye': bye || undefined,
    'data-highlight': mine || undefined,
    'data-key': match.key,
    'data-status': match.status,
    'data-testid': 'bracket-match',
  };
  return href ? (
    <a
      {...common}
      href={href}
      target={linkTarget}
      rel={linkTarget ? 'noopener' : undefined}
      aria-label={`${labels.matchLabel(match, all)}: ${labels.sideLabel(match.home, all)} – ${labels.sideLabel(match.away, all)}`}
    >
      {content}
    </a>
  ) : (
    <div {...common}>{content}</div>
  );
}

/**
 * One knockout phase as a bracket: columns per round with their names, connector lines from each match
 * to the one its winner goes to; wider than a phone, it scrolls sideways inside its own box.
 */
export function Bracket({
  matches,
  all,
  testId,
}: {
  matches: DrawMatch[];
  all: DrawMatch[];
  testId?: string;
}) {
  const labels = useDrawLabels();
  const layout = useMemo(() => layoutBracket(matches), [matches]);
  const { boxWidth, boxHeight } = BRACKET_SIZES;
  return (
    <div className={classes.bracketScroll} data-testid={testId ?? 'bracket'}>
      <div
        className={classes.bracket}
        style={
          {
            width: layout.width,
            height: layout.height,
            // on paper (about 700 px wide) a wide bracket is scaled down to fit
            '--print-scale': Math.min(1, PRINT_WIDTH / Math.max(1, layout.width)),
          } as React.CSSProperties
        }
      >
        <svg className={classes.connectors} width={layout.width} height={layout.height} aria-hidden="true">
          {layout.connectors.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </svg>
        {layout.columns.map((column) => (
          <div key={column.round} data-testid="bracket-round" data-round={column.round}>
            <div className={classes.roundTitle} style={{ left: column.x, width: boxWidth }}>
              {column.matches[0] ? labels.roundLabel(column.matches[0].match, all) : null}
            </div>
            {column.matches.map((p) => (
              <MatchBox
                key={p.match.key}
                match={p.match}
                all={all}
                style={{ left: p.x, top: p.y, width: boxWidth, height: boxHeight }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

import { Menu } from '@mantine/core';
import type { DrawMatch } from '@sportzone/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveBadge } from '@/components/ui/live-badge';
import { formatMatchTime } from '@/lib/matches/time';
import { useDrawLabels } from '@/lib/tournaments/labels';
import { BRACKET_SIZES, isLive, layoutBracket, withFinale, type Finale } from './feature';
import { FinaleBox } from './finale-box';
import { useViewContext, type MatchAction } from './view-context';
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
    <span
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
    </span>
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
  const { highlight, matchHref, linkTarget, matchActions } = useViewContext();
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
      <span className={classes.boxHead}>
        <span>{labels.matchLabel(match, all)}</span>
        {head}
      </span>
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
  const actions = matchActions?.(match, all) ?? [];
  if (actions.length > 0)
    return (
      <ActionsMenu actions={actions}>
        <button type="button" {...common} data-actionable>
          {content}
        </button>
      </ActionsMenu>
    );
  // named by what it shows (round, state, sides, games): an aria-label would hide the games from
  // screen readers and break WCAG 2.5.3 (the visible text must be part of the name)
  return href ? (
    <a {...common} href={href} target={linkTarget} rel={linkTarget ? 'noopener' : undefined}>
      {content}
    </a>
  ) : (
    <div {...common}>{content}</div>
  );
}

/** The organizer's menu on a match box: the same actions as the match's row in the list. */
function ActionsMenu({ actions, children }: { actions: MatchAction[]; children: React.ReactElement }) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={220}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown data-testid="bracket-match-menu">
        {actions.map((a) =>
          a.to ? (
            <Menu.Item key={a.key} component={Link} to={a.to} leftSection={a.icon} data-testid={a.testId}>
              {a.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={a.key} onClick={a.onClick} leftSection={a.icon} data-testid={a.testId}>
              {a.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One knockout phase as a bracket: columns per round with their names, connector lines from each match
 * to the one its winner goes to; wider than a phone, it scrolls sideways inside its own box.
 */
export function Bracket({
  matches,
  all,
  finale,
  testId,
}: {
  matches: DrawMatch[];
  all: DrawMatch[];
  /** a box after the last match: the champion (after the final) or third place */
  finale?: Finale;
  testId?: string;
}) {
  const labels = useDrawLabels();
  const slot = finale !== undefined;
  const layout = useMemo(() => {
    const plain = layoutBracket(matches);
    return slot ? withFinale(plain) : { ...plain, finale: null };
  }, [matches, slot]);
  const { boxWidth, boxHeight } = BRACKET_SIZES;
  const scroller = useRef<HTMLDivElement>(null);
  const decided = !!finale?.winner;
  useEffect(() => {
    // once decided, a bracket wider than the screen (a phone) opens at its end: the final and the champion
    if (decided && scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [decided]);
  return (
    <div ref={scroller} className={classes.bracketScroll} data-testid={testId ?? 'bracket'}>
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
        <svg
          className={classes.connectors}
          width={layout.width}
          height={layout.height}
          aria-hidden="true"
          data-testid="bracket-connectors"
        >
          {layout.connectors.map((d, i) => (
            <path key={i} d={d} />
          ))}
          {layout.finale ? (
            <path
              d={layout.finale.connector}
              data-finale={finale?.winner ? 'decided' : 'pending'}
              data-kind={finale?.kind}
            />
          ) : null}
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
        {finale && layout.finale ? (
          <FinaleBox
            finale={finale}
            style={{
              left: layout.finale.x,
              top: layout.finale.y,
              width: layout.finale.width,
              height: layout.finale.height,
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

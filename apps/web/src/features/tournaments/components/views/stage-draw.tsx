import { Badge, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { DrawMatch, TournamentStage } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import { LiveBadge } from '@/components/ui/live-badge';
import { formatMatchTime } from '@/lib/matches/time';
import { stageLabel, useDrawLabels } from '@/lib/tournaments/labels';
import { gamesFromWinner, isLive, matchesByGroup, roundsOf } from './feature';
import { KnockoutDraw } from './knockout-draw';
import { StandingsTable } from './standings-table';
import { useViewContext } from './view-context';
import classes from './views.module.css';

/** "3 : 1" from the home side, or the games from the winner's side when `fromWinner`. */
function scoreText(match: DrawMatch, fromWinner: boolean): string {
  if (match.games.length === 0) return '';
  if (fromWinner) return gamesFromWinner(match);
  return match.games.map((g) => `${g.home}–${g.away}`).join(', ');
}

/**
 * A match on one line: both sides (the winner bold), the score, and below its round, time and court;
 * a link to the live match page once it has one. `fromWinner`: the winner first, the score as they saw it.
 */
export function MatchLine({
  match,
  all,
  label,
  fromWinner = false,
}: {
  match: DrawMatch;
  all: DrawMatch[];
  label?: string;
  fromWinner?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labels = useDrawLabels();
  const { highlight, matchHref, linkTarget } = useViewContext();
  const live = isLive(match);
  const decided = match.status === 'finished' && (match.winner === 'home' || match.winner === 'away');
  const first = fromWinner && match.winner === 'away' ? 'away' : 'home';
  const second = first === 'home' ? 'away' : 'home';
  const name = (side: 'home' | 'away') => (
    <span className={decided && match.winner === side ? classes.winnerName : undefined}>
      {labels.sideLabel(match[side], all)}
    </span>
  );
  const meta = [
    label ?? labels.matchLabel(match, all),
    match.scheduledAt && match.status !== 'finished'
      ? formatMatchTime(match.scheduledAt, i18n.language)
      : null,
    match.court,
    match.walkover && match.status === 'finished' ? t('tournamentViews.match.walkover') : null,
    match.status === 'bye' ? t('tournamentViews.match.bye') : null,
  ].filter(Boolean);
  const mine = highlight !== null && (match.home.entryId === highlight || match.away.entryId === highlight);
  const body = (
    <>
      <span className={classes.matchSides}>
        {name(first)}
        <Text span c="dimmed" mx={6} size="sm">
          {decided && fromWinner ? t('tournamentViews.match.beat') : t('tournamentViews.match.versus')}
        </Text>
        {name(second)}
      </span>
      <span className={classes.score}>{live ? <LiveBadge /> : scoreText(match, fromWinner)}</span>
      <span className={classes.matchMeta}>{meta.join(' · ')}</span>
    </>
  );
  const common = {
    className: classes.matchRow,
    'data-testid': 'match-line',
    'data-key': match.key,
    'data-status': match.status,
    'data-highlight': mine || undefined,
  };
  return match.matchId !== null ? (
    <a
      {...common}
      href={matchHref(match.matchId)}
      target={linkTarget}
      rel={linkTarget ? 'noopener' : undefined}
    >
      {body}
    </a>
  ) : (
    <div {...common}>{body}</div>
  );
}

/** A round's (or group's) matches as lines in a card. */
function MatchCardList({ title, matches, all }: { title: string; matches: DrawMatch[]; all: DrawMatch[] }) {
  return (
    <Stack gap={6}>
      <Text className={classes.sectionTitle} component="h4">
        {title}
      </Text>
      <Card withBorder radius="md" p={0}>
        {matches.map((m) => (
          <MatchLine key={m.key} match={m} all={all} label="" />
        ))}
      </Card>
    </Stack>
  );
}

/** A group's matches round by round, folded away once the stage is complete. */
function GroupMatches({
  matches: drawn,
  all,
  opened,
}: {
  matches: DrawMatch[];
  all: DrawMatch[];
  opened: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(opened);
  // in an odd group someone sits out each round: a bye is no match to list or count
  const matches = drawn.filter((m) => m.status !== 'bye');
  if (matches.length === 0) return null;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen((o) => !o)}
        rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        style={{ alignSelf: 'flex-start' }}
        className={classes.noPrint}
        aria-expanded={open}
        data-testid="group-matches-toggle"
      >
        {t('tournamentViews.stage.matches', { count: matches.length })}
      </Button>
      <Collapse expanded={open}>
        <Stack gap="sm" data-testid="group-matches">
          {roundsOf(matches).map((r) => (
            <MatchCardList
              key={r.round}
              title={t('tournamentViews.stage.round', { round: r.round })}
              matches={r.matches}
              all={all}
            />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}

/** The rule set a stage's standings follow (the tournament's sport unless the stage names one). */
function rulesOf(stage: TournamentStage, sport: string): string {
  const rules = stage.options.rules;
  if (typeof rules === 'string') return rules;
  return ['badminton', 'table-tennis', 'volleyball', 'tennis', 'snooker', 'bowling'].includes(sport)
    ? sport
    : 'generic';
}

/** Every stage's draw: knockouts as brackets, groups as tables with their matches, Swiss rounds as lists. */
export function StageDraw({
  stage,
  nextQualifiers,
  sport,
  last = true,
}: {
  stage: TournamentStage;
  nextQualifiers: number | null;
  sport: string;
  /** no stage comes after this one: a knockout's winner is the champion */
  last?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useDrawLabels();
  const all = stage.matches;
  const rules = rulesOf(stage, sport);
  const header = (
    <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
      <Title order={3} fz={{ base: 'lg', sm: 'xl' }} data-testid="stage-name">
        {stageLabel(t, stage.name)}
      </Title>
      <Group gap={6}>
        <Badge variant="light" color="gray">
          {t(`tournamentViews.stageTypes.${stage.type}`)}
        </Badge>
        {stage.complete ? (
          <Badge variant="light" color="green">
            {t('tournamentViews.stage.complete')}
          </Badge>
        ) : null}
      </Group>
    </Group>
  );

  if (!stage.drawn) {
    return (
      <Stack gap="sm" className={classes.stage} data-testid="stage" data-stage={stage.id}>
        {header}
        <Text c="dimmed" size="sm">
          {t('tournamentViews.stage.notDrawn')}
        </Text>
      </Stack>
    );
  }

  let body: React.ReactNode;
  if (stage.type === 'single_elimination' || stage.type === 'double_elimination') {
    body = <KnockoutDraw stage={stage} last={last} />;
  } else if (stage.type === 'round_robin') {
    const groups = matchesByGroup(all);
    const groupNumbers = [...new Set([...groups.keys(), ...stage.standings.map((r) => r.group)])].sort(
      (a, b) => a - b,
    );
    body = (
      <div className={classes.groups}>
        {groupNumbers.map((g) => (
          <Card
            key={g}
            withBorder
            radius="lg"
            p={{ base: 'sm', sm: 'md' }}
            data-testid="group"
            data-group={g}
          >
            <Stack gap="sm">
              <Title order={4} fz="md">
                {labels.groupLabel(g)}
              </Title>
              <StandingsTable
                rows={stage.standings.filter((r) => r.group === g)}
                qualifiers={nextQualifiers}
                rules={rules}
              />
              <GroupMatches matches={groups.get(g) ?? []} all={all} opened={!stage.complete} />
            </Stack>
          </Card>
        ))}
      </div>
    );
  } else {
    body = (
      <Stack gap="md">
        <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <StandingsTable rows={stage.standings} qualifiers={null} rules="swiss" sport={sport} />
        </Card>
        {roundsOf(all)
          .reverse()
          .map((r) => (
            <MatchCardList
              key={r.round}
              title={t('tournamentViews.stage.round', { round: r.round })}
              matches={r.matches}
              all={all}
            />
          ))}
      </Stack>
    );
  }
  return (
    <Stack
      gap="md"
      className={classes.stage}
      data-testid="stage"
      data-stage={stage.id}
      data-type={stage.type}
    >
      {header}
      {body}
    </Stack>
  );
}

import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { drawsAllowed } from '@sportzone/competition';
import type { TournamentStage } from '@sportzone/contracts';
import { useTranslation } from 'react-i18next';
import { useViewContext } from './view-context';
import classes from './views.module.css';

type StandingsRow = TournamentStage['standings'][number];

/** What put a row below the one above when they were level: "ahead on games difference". */
function useTiebreakText() {
  const { t } = useTranslation();
  return (code: string) =>
    t(`tournamentViews.tiebreak.codes.${code}` as 'tournamentViews.tiebreak.codes.head_to_head', {
      defaultValue: code.replace(/_/g, ' '),
    });
}

/**
 * A group's (or a Swiss stage's) standings: P W D L, games, points, and for a row placed by a tiebreak
 * which one; the qualifiers for the next stage marked green.
 */
export function StandingsTable({
  rows,
  qualifiers,
  rules,
  sport,
}: {
  rows: StandingsRow[];
  qualifiers: number | null;
  rules: string;
  /** the sport, when `rules` names no sport (a Swiss stage): whether a match may be drawn */
  sport?: string;
}) {
  const { t } = useTranslation();
  // a draws column only where a match may end drawn (not badminton, tennis …), or one did
  const draws = drawsAllowed(sport ?? rules) || rows.some((r) => r.drawn > 0);
  const { highlight } = useViewContext();
  const tiebreak = useTiebreakText();
  const sorted = [...rows].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  const gamesKnown = rows.some((r) => r.gamesWon + r.gamesLost > 0);
  const anyTiebreak = sorted.some((r) => r.tiebreak);
  return (
    <Stack gap={6}>
      <ScrollArea type="auto" offsetScrollbars>
        <Table className={classes.table} verticalSpacing={6} horizontalSpacing={8} data-testid="standings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('tournamentViews.standings.name')}</Table.Th>
              <Table.Th ta="right" title={t('tournamentViews.standings.playedLong')}>
                {t('tournamentViews.standings.played')}
              </Table.Th>
              <Table.Th ta="right" title={t('tournamentViews.standings.wonLong')}>
                {t('tournamentViews.standings.won')}
              </Table.Th>
              {draws ? (
                <Table.Th ta="right" title={t('tournamentViews.standings.drawnLong')}>
                  {t('tournamentViews.standings.drawn')}
                </Table.Th>
              ) : null}
              <Table.Th ta="right" title={t('tournamentViews.standings.lostLong')}>
                {t('tournamentViews.standings.lost')}
              </Table.Th>
              <Table.Th ta="right">{t('tournamentViews.standings.games')}</Table.Th>
              <Table.Th ta="right" title={t('tournamentViews.standings.pointsLong')}>
                {t('tournamentViews.standings.points')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((r, i) => (
              <Table.Tr
                key={r.entryId}
                data-testid="standings-row"
                data-entry={r.entryId}
                data-highlight={(highlight !== null && r.entryId === highlight) || undefined}
                data-qualified={(qualifiers !== null && i < qualifiers) || undefined}
              >
                <Table.Td fw={700}>{r.rank}</Table.Td>
                <Table.Td className={classes.nameCell}>
                  <Text size="sm" fw={600} lh={1.25}>
                    {r.name}
                  </Text>
                  {r.tiebreak ? (
                    <Text size="xs" c="dimmed" data-testid="standings-tiebreak">
                      {t('tournamentViews.tiebreak.placedBy', { by: tiebreak(r.tiebreak) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{r.played}</Table.Td>
                <Table.Td ta="right">{r.won}</Table.Td>
                {draws ? <Table.Td ta="right">{r.drawn}</Table.Td> : null}
                <Table.Td ta="right">{r.lost}</Table.Td>
                {/* results entered as a winner only carry no games: a dash, not 0–0 */}
                <Table.Td ta="right">{gamesKnown ? `${r.gamesWon}–${r.gamesLost}` : '–'}</Table.Td>
                <Table.Td ta="right" fw={800}>
                  {r.points}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed" data-testid="standings-legend">
        {t('tournamentViews.standings.legend')}{' '}
        {t(`tournamentViews.tiebreak.chains.${rules}` as 'tournamentViews.tiebreak.chains.generic', {
          defaultValue: t('tournamentViews.tiebreak.chains.generic'),
        })}
        {anyTiebreak ? ` ${t('tournamentViews.tiebreak.note')}` : ''}
        {qualifiers ? ` ${t('tournamentViews.standings.qualifiers', { count: qualifiers })}` : ''}
      </Text>
    </Stack>
  );
}

import { Button, Drawer, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MatchEvent, MatchSport } from '@sportzone/contracts';
import type { Side, StatKind } from '@sportzone/scoring';
import { useTranslation } from 'react-i18next';
import type { Names } from './console-frame';

const SIDES: Side[] = ['home', 'away'];
const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
/** won by the side: the point goes to it */
const WON: StatKind[] = ['ace', 'attack', 'block', 'point'];
/** committed by the side: the point goes to the opponent */
const LOST: StatKind[] = ['error', 'service-error', 'foul'];
/** Tennis's own words (first-serve faults are on the console itself). */
const TENNIS_WON: StatKind[] = ['ace', 'winner'];
const TENNIS_LOST: StatKind[] = ['double-fault', 'unforced-error', 'forced-error'];
/** Only the side serving can hit an ace or double-fault. */
const SERVER_ONLY: ReadonlySet<StatKind> = new Set<StatKind>(['ace', 'double-fault']);
const TIMEOUT_EVENTS: readonly MatchSport[] = ['volleyball', 'table-tennis', 'rally'];

/**
 * The stat buttons of SPEC §3, one tap each, per side: ace, attack, block and point give the point to the
 * side with the stat; error, service error and foul are the side's own and give the point to the
 * opponent; timeout is a time-out where the sport has them, else a counted stat. Tennis has its own words:
 * ace and winner; double fault, unforced and forced error (each names whose it was).
 */
export function StatDrawer({
  opened,
  onClose,
  sport,
  names,
  server = null,
  enter,
}: {
  opened: boolean;
  onClose: () => void;
  sport: MatchSport;
  names: Names;
  /** the side serving the next point (tennis: aces and double faults are only theirs) */
  server?: Side | null;
  enter: (event: MatchEvent) => boolean;
}) {
  const { t } = useTranslation();
  const tennis = sport === 'tennis';
  const won = tennis ? TENNIS_WON : WON;
  const lost = tennis ? TENNIS_LOST : LOST;
  const offServe = (side: Side, stat: StatKind) => tennis && SERVER_ONLY.has(stat) && server !== side;
  const act = (event: MatchEvent) => {
    onClose();
    enter(event);
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      styles={{ content: { height: 'auto', maxHeight: '90dvh', borderRadius: '16px 16px 0 0' } }}
      title={t('console.statsTitle')}
      zIndex={300}
      data-testid="stat-drawer"
    >
      <SimpleGrid cols={2} spacing="sm" pb="md">
        {SIDES.map((side) => (
          <Stack key={side} gap={6}>
            <Text fw={800} ta="center" truncate c={side === 'home' ? 'brand.7' : 'orange.8'}>
              {names[side]}
            </Text>
            {won.map((stat) => (
              <Button
                key={stat}
                color={side === 'home' ? 'brand' : 'orange'}
                disabled={offServe(side, stat)}
                onClick={() => act({ type: 'point', side, stat })}
                data-testid={`stat-${side}-${stat}`}
              >
                {t(`stat.${stat}`)}
              </Button>
            ))}
            {lost.map((stat) => (
              <Button
                key={stat}
                variant="light"
                color="gray"
                disabled={offServe(side, stat)}
                onClick={() => act({ type: 'point', side: other(side), stat })}
                data-testid={`stat-${side}-${stat}`}
              >
                {t(`stat.${stat}`)}
              </Button>
            ))}
            {tennis ? null : (
              <Button
                variant="outline"
                color="gray"
                onClick={() =>
                  act(
                    TIMEOUT_EVENTS.includes(sport)
                      ? { type: 'timeout', side }
                      : { type: 'stat', side, stat: 'timeout' },
                  )
                }
                data-testid={`stat-${side}-timeout`}
              >
                {t('stat.timeout')}
              </Button>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" pb="sm">
        {t(tennis ? 'console.statsHintTennis' : 'console.statsHint')}
      </Text>
    </Drawer>
  );
}

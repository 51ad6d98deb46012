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
const TIMEOUT_EVENTS: readonly MatchSport[] = ['volleyball', 'table-tennis', 'rally'];

/**
 * The stat buttons of SPEC §3, one tap each, per side: ace, attack, block and point give the point to the
 * side with the stat; error, service error and foul are the side's own and give the point to the
 * opponent; timeout is a time-out where the sport has them, else a counted stat.
 */
export function StatDrawer({
  opened,
  onClose,
  sport,
  names,
  enter,
}: {
  opened: boolean;
  onClose: () => void;
  sport: MatchSport;
  names: Names;
  enter: (event: MatchEvent) => boolean;
}) {
  const { t } = useTranslation();
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
            {WON.map((stat) => (
              <Button
                key={stat}
                color={side === 'home' ? 'brand' : 'orange'}
                onClick={() => act({ type: 'point', side, stat })}
                data-testid={`stat-${side}-${stat}`}
              >
                {t(`stat.${stat}`)}
              </Button>
            ))}
            {LOST.map((stat) => (
              <Button
                key={stat}
                variant="light"
                color="gray"
                onClick={() => act({ type: 'point', side: other(side), stat })}
                data-testid={`stat-${side}-${stat}`}
              >
                {t(`stat.${stat}`)}
              </Button>
            ))}
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
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" pb="sm">
        {t('console.statsHint')}
      </Text>
    </Drawer>
  );
}

import { Button, Divider, Drawer, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MatchEvent, MatchSport } from '@sportzone/contracts';
import type { Side } from '@sportzone/scoring';
import { IconArrowsExchange, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Names } from './console-frame';

const SIDES: Side[] = ['home', 'away'];
const otherSide = (s: Side): Side => (s === 'home' ? 'away' : 'home');
const RALLY: readonly MatchSport[] = ['badminton', 'volleyball', 'table-tennis', 'rally'];
const TIMEOUTS: readonly MatchSport[] = ['volleyball', 'table-tennis', 'rally'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="xs" fw={800} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Everything that is not a point: timeouts, penalties, who serves first, expedite, retirement, walkover,
 * default (each asks once), swapping the halves and the live page.
 */
export function MoreDrawer({
  opened,
  onClose,
  sport,
  names,
  started,
  finished,
  enter,
  onSwap,
  liveHref,
  extra,
}: {
  opened: boolean;
  onClose: () => void;
  sport: MatchSport;
  names: Names;
  started: boolean;
  finished: boolean;
  enter: (event: MatchEvent, options?: { ask?: { title: string; text: string } }) => boolean;
  onSwap?: () => void;
  liveHref: string | null;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const act = (event: MatchEvent, ask?: { title: string; text: string }) => {
    onClose();
    enter(event, ask ? { ask } : {});
  };
  const pair = (render: (side: Side) => ReactNode) => (
    <SimpleGrid cols={2}>{SIDES.map((s) => render(s))}</SimpleGrid>
  );
  const rally = RALLY.includes(sport);
  const penalties = sport !== 'snooker' && sport !== 'bowling';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      styles={{ content: { height: 'auto', maxHeight: '90dvh', borderRadius: '16px 16px 0 0' } }}
      title={t('console.more')}
      zIndex={300}
      data-testid="more-drawer"
    >
      <Stack gap="md" pb="md">
        {onSwap ? (
          <Button
            variant="light"
            leftSection={<IconArrowsExchange size={18} />}
            onClick={() => {
              onSwap();
              onClose();
            }}
          >
            {t('console.swapSides')}
          </Button>
        ) : null}
        {extra}
        {!finished && TIMEOUTS.includes(sport) ? (
          <Section title={t('console.timeout')}>
            {pair((side) => (
              <Button
                key={side}
                variant="default"
                onClick={() => act({ type: 'timeout', side })}
                data-testid={`timeout-${side}`}
              >
                {names[side]}
              </Button>
            ))}
          </Section>
        ) : null}
        {!finished && (rally || (sport === 'tennis' && !started)) ? (
          <Section title={t('console.firstServer')}>
            {pair((side) => (
              <Button
                key={side}
                variant="default"
                onClick={() => act({ type: 'first-server', side })}
                data-testid={`first-server-${side}`}
              >
                {names[side]}
              </Button>
            ))}
          </Section>
        ) : null}
        {!finished && sport === 'table-tennis' ? (
          <Button variant="default" onClick={() => act({ type: 'expedite' })}>
            {t('console.expedite')}
          </Button>
        ) : null}
        {!finished && penalties ? (
          <Section title={t('console.penaltyAgainst')}>
            {pair((side) => (
              <Button
                key={side}
                variant="default"
                color="orange"
                onClick={() => act({ type: 'penalty', side })}
                data-testid={`penalty-${side}`}
              >
                {names[side]}
              </Button>
            ))}
          </Section>
        ) : null}
        {!finished && (sport === 'tennis' || sport === 'volleyball') ? (
          <Section title={t(sport === 'tennis' ? 'console.gamePenaltyAgainst' : 'console.setPenaltyAgainst')}>
            {pair((side) => (
              <Button
                key={side}
                variant="subtle"
                color="orange"
                onClick={() =>
                  act(
                    { type: 'penalty', side, award: 'game' },
                    {
                      title: t('console.gamePenaltyTitle'),
                      text: t('console.gamePenaltyText', { name: names[side] }),
                    },
                  )
                }
              >
                {names[side]}
              </Button>
            ))}
          </Section>
        ) : null}
        {!finished ? (
          <>
            <Divider />
            <Section title={t('console.retires')}>
              {pair((side) => (
                <Button
                  key={side}
                  variant="light"
                  color="red"
                  onClick={() =>
                    act(
                      { type: 'retire', side },
                      {
                        title: t('console.retireTitle'),
                        text: t('console.retireText', { name: names[side], other: names[otherSide(side)] }),
                      },
                    )
                  }
                  data-testid={`retire-${side}`}
                >
                  {names[side]}
                </Button>
              ))}
            </Section>
            {!started ? (
              <Section title={t('console.walkoverAbsent')}>
                {pair((side) => (
                  <Button
                    key={side}
                    variant="light"
                    color="red"
                    onClick={() =>
                      act(
                        { type: 'walkover', side },
                        {
                          title: t('console.walkoverTitle'),
                          text: t('console.walkoverText', {
                            name: names[side],
                            other: names[otherSide(side)],
                          }),
                        },
                      )
                    }
                  >
                    {names[side]}
                  </Button>
                ))}
              </Section>
            ) : null}
            <Section title={t('console.defaulted')}>
              {pair((side) => (
                <Button
                  key={side}
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    act(
                      { type: 'default', side },
                      {
                        title: t('console.defaultTitle'),
                        text: t('console.defaultText', { name: names[side], other: names[otherSide(side)] }),
                      },
                    )
                  }
                >
                  {names[side]}
                </Button>
              ))}
            </Section>
          </>
        ) : null}
        {liveHref ? (
          <Button
            component={Link}
            to={liveHref}
            variant="subtle"
            rightSection={<IconExternalLink size={16} />}
          >
            {t('console.openLive')}
          </Button>
        ) : null}
      </Stack>
    </Drawer>
  );
}

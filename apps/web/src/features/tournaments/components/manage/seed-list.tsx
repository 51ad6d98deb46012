import { ActionIcon, Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Entry, EntryList, Tournament } from '@sportzone/contracts';
import { IconGripVertical, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropIndex, moveInOrder, seedOrder, seedsOfOrder, setSeeds } from './feature';

export interface SeedRun {
  (key: string, action: () => Promise<EntryList>, done?: string): Promise<EntryList | null>;
}

/**
 * The registered entries as a list the organizer puts in seed order: dragged by their handle with the
 * pointer, or from the keyboard (Space lifts the entry, the arrows move it, Space drops it, Escape puts it
 * back). Saving seeds them 1, 2, 3 … from the top. "Seed by ranking" says what it did.
 */
export function SeedList({
  tournament,
  registered,
  locked,
  busy,
  run,
  details,
}: {
  tournament: Tournament;
  registered: Entry[];
  locked: boolean;
  busy: string | null;
  run: SeedRun;
  /** the rest of an entry's row: when it signed up, check-in, withdraw */
  details: (e: Entry) => ReactNode;
}) {
  const { t } = useTranslation();
  // the saved order by value: a refetch with the same order (a check-in) keeps an unsaved reordering
  const savedKey = seedOrder(registered).join(',');
  const saved = useMemo(() => (savedKey ? savedKey.split(',').map(Number) : []), [savedKey]);
  const [order, setOrder] = useState<number[]>(saved);
  const [lifted, setLifted] = useState<{ id: number; from: number } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const rows = useRef(new Map<number, HTMLDivElement>());
  useEffect(() => setOrder(saved), [saved]);
  const byId = new Map(registered.map((e) => [e.id, e]));
  const list = order.map((id) => byId.get(id)).filter((e): e is Entry => !!e);
  const changed = order.some((id, i) => id !== saved[i]) || registered.some((e) => e.seed === null);
  const place = (i: number) =>
    t('tournamentManage.signups.order.place', { position: i + 1, of: list.length });

  const moveTo = (id: number, to: number) => {
    const from = order.indexOf(id);
    const next = moveInOrder(order, from, to);
    setOrder(next);
    return next.indexOf(id);
  };

  const onKey = useSeedKeys(order, moveTo, lifted, setLifted, setSaid, place);

  const onPointerMove = (id: number, y: number) => {
    if (dragging !== id) return;
    const middles = order.map((x) => {
      const r = rows.current.get(x)?.getBoundingClientRect();
      return r ? r.top + r.height / 2 : 0;
    });
    const from = order.indexOf(id);
    const to = dropIndex(middles, y, from);
    if (to !== from) moveTo(id, to);
  };

  return (
    <>
      <VisuallyHidden aria-live="assertive" data-testid="seed-announcer">
        {said}
      </VisuallyHidden>
      {locked ? null : (
        <Text size="xs" c="dimmed" px="md" pt="xs" id="seed-order-help">
          {t('tournamentManage.signups.order.help')}
        </Text>
      )}
      <Stack
        gap={0}
        role="list"
        aria-label={t('tournamentManage.signups.order.label')}
        data-testid="seed-list"
      >
        {list.map((e, i) => (
          <Group
            key={e.id}
            ref={(el) => {
              if (el) rows.current.set(e.id, el);
              else rows.current.delete(e.id);
            }}
            role="listitem"
            gap="xs"
            px="sm"
            py="xs"
            wrap="nowrap"
            data-testid="entry-registered"
            data-name={e.name}
            data-seed={e.seed ?? ''}
            data-lifted={lifted?.id === e.id || dragging === e.id || undefined}
            style={{
              borderBottom: '1px solid var(--mantine-color-default-border)',
              background:
                lifted?.id === e.id || dragging === e.id ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            {locked ? null : (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('tournamentManage.signups.order.handle', { name: e.name, place: place(i) })}
                aria-describedby="seed-order-help"
                aria-pressed={lifted?.id === e.id}
                onKeyDown={(ev) => onKey(e, ev)}
                onBlur={() => setLifted(null)}
                onPointerDown={(ev) => {
                  ev.currentTarget.setPointerCapture(ev.pointerId);
                  setDragging(e.id);
                }}
                onPointerMove={(ev) => onPointerMove(e.id, ev.clientY)}
                onPointerUp={() => setDragging(null)}
                onPointerCancel={() => setDragging(null)}
                style={{ cursor: dragging === e.id ? 'grabbing' : 'grab', touchAction: 'none', flex: 'none' }}
                data-testid="seed-handle"
              >
                <IconGripVertical size={18} aria-hidden="true" />
              </ActionIcon>
            )}
            <Text
              fw={800}
              w={28}
              ta="center"
              c={e.seed !== null && !changed ? undefined : 'dimmed'}
              style={{ flex: 'none' }}
              aria-label={t('tournamentManage.signups.seedOf', { name: e.name })}
              data-testid="entry-seed"
            >
              {locked ? (e.seed ?? '–') : i + 1}
            </Text>
            {details(e)}
          </Group>
        ))}
      </Stack>
      <SeedActions
        tournament={tournament}
        order={order}
        changed={changed}
        locked={locked}
        busy={busy}
        run={run}
      />
    </>
  );
}

/** Space lifts and drops the entry, the arrows move it, Escape puts it back; each step is said aloud. */
function useSeedKeys(
  order: number[],
  moveTo: (id: number, to: number) => number,
  lifted: { id: number; from: number } | null,
  setLifted: (l: { id: number; from: number } | null) => void,
  setSaid: (text: string) => void,
  place: (i: number) => string,
) {
  const { t } = useTranslation();
  return (e: Entry, ev: KeyboardEvent) => {
    const at = order.indexOf(e.id);
    if (ev.key === ' ' || ev.key === 'Enter') {
      ev.preventDefault();
      if (lifted?.id === e.id) {
        setLifted(null);
        setSaid(t('tournamentManage.signups.order.dropped', { name: e.name, place: place(at) }));
      } else {
        setLifted({ id: e.id, from: at });
        setSaid(t('tournamentManage.signups.order.lifted', { name: e.name, place: place(at) }));
      }
    } else if (lifted?.id === e.id && (ev.key === 'ArrowUp' || ev.key === 'ArrowDown')) {
      ev.preventDefault();
      const to = moveTo(e.id, at + (ev.key === 'ArrowUp' ? -1 : 1));
      setSaid(t('tournamentManage.signups.order.moved', { name: e.name, place: place(to) }));
    } else if (lifted?.id === e.id && ev.key === 'Escape') {
      ev.preventDefault();
      moveTo(e.id, lifted.from);
      setLifted(null);
      setSaid(t('tournamentManage.signups.order.cancelled', { name: e.name, place: place(lifted.from) }));
    }
  };
}

/** No seeds, seeds by ranking (saying what it did), or the list order saved as the seeds. */
function SeedActions({
  tournament,
  order,
  changed,
  locked,
  busy,
  run,
}: {
  tournament: Tournament;
  order: number[];
  changed: boolean;
  locked: boolean;
  busy: string | null;
  run: SeedRun;
}) {
  const { t } = useTranslation();
  const [report, setReport] = useState<string | null>(null);
  const saveOrder = async () => {
    setReport(null);
    await run(
      'seeds-hand',
      () => setSeeds(tournament.id, { by: 'hand', seeds: seedsOfOrder(order) }),
      t('tournamentManage.signups.seedsSaved'),
    );
  };
  const byRanking = async () => {
    setReport(null);
    const result = await run('seeds-ranking', () => setSeeds(tournament.id, { by: 'ranking' }));
    if (!result?.seeding) return;
    const { seeded, unranked } = result.seeding;
    setReport(
      [
        t('tournamentManage.signups.rankingSeeded', { count: seeded }),
        unranked.length > 0
          ? t('tournamentManage.signups.rankingUnranked', {
              count: unranked.length,
              names: unranked.join(', '),
            })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  return (
    <>
      {report ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden="true" />}
          m="md"
          mb={0}
          role="status"
          data-testid="seeds-ranking-result"
        >
          {report}
        </Alert>
      ) : null}
      {locked ? null : (
        <Group gap="xs" p="md" justify="flex-end">
          <Text size="xs" c="dimmed" style={{ flex: '1 1 200px' }}>
            {t('tournamentManage.signups.seedsHint')}
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={busy === 'seeds-none'}
            onClick={() => {
              setReport(null);
              void run(
                'seeds-none',
                () => setSeeds(tournament.id, { by: 'none' }),
                t('tournamentManage.signups.seedsCleared'),
              );
            }}
            data-testid="seeds-none"
          >
            {t('tournamentManage.signups.seedsNone')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy === 'seeds-ranking'}
            onClick={() => void byRanking()}
            data-testid="seeds-ranking"
          >
            {t('tournamentManage.signups.seedsRanking')}
          </Button>
          <Button
            size="xs"
            loading={busy === 'seeds-hand'}
            variant={changed ? 'filled' : 'light'}
            onClick={() => void saveOrder()}
            data-testid="seeds-hand"
          >
            {t('tournamentManage.signups.seedsHand')}
          </Button>
        </Group>
      )}
    </>
  );
}

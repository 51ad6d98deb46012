import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import type { MatchSport } from '@sportzone/contracts';
import { IconAlertTriangle, IconArchive, IconCalendar, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CompetitionLink } from '@/components/ui/competition-link';
import { MatchCard } from '@/components/ui/match-card';
import { SportFilter } from '@/components/ui/sport-filter';
import { matchListQuery } from '@/lib/matches/api';
import { liveMatchPath } from '@/lib/matches/paths';
import { rowFromMatch } from '@/lib/matches/score';
import { formatMatchDate } from '@/lib/matches/time';
import { usePageTitle } from '@/lib/use-page-title';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' → the start of that day here, as ISO 8601; `plusDays` for an exclusive end. */
function dayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
}

const toDay = (value: Date | string | null): string | null => {
  if (!value) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
};

/** SPEC §4: the first click starts the range, the second ends it; a reversed range is swapped. */
export function normalizeRange(range: DatesRangeValue): [string | null, string | null] {
  const a = toDay(range[0]);
  const b = toDay(range[1]);
  if (a && b && b < a) return [b, a];
  return [a, b];
}

/** `/archive/{sport?}`: finished matches with search, sport, a date range and paging; the filters live in the address. */
export function ArchivePage({ sport }: { sport: MatchSport | null }) {
  const { t, i18n } = useTranslation();
  usePageTitle(sport ? t('archive.titleSport', { sport: t(`matchSport.${sport}`) }) : t('archive.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const from = DAY.test(params.get('from') ?? '') ? params.get('from') : null;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to') : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search, 300);
  const [range, setRange] = useState<DatesRangeValue<string>>([from, to]);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    // changing a filter restarts paging (SPEC §4)
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (debounced.trim() !== q) update({ q: debounced.trim() || null });
    // only when the typed text settles
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const query = useQuery({
    ...matchListQuery({
      status: 'finished',
      sport,
      search: q || null,
      from: from ? dayStart(from) : null,
      to: to ? dayStart(to, 1) : from ? dayStart(from, 1) : null,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const filtered = !!(q || from || to);
  const keep = new URLSearchParams(params);
  keep.delete('page');
  const keepQuery = keep.toString() ? `?${keep.toString()}` : '';

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {sport ? t('archive.titleSport', { sport: t(`matchSport.${sport}`) }) : t('archive.title')}
            </Title>
            <Text c="dimmed">{t('archive.subtitle')}</Text>
          </Stack>
          <Button component={Link} to={`/live${sport ? `/${sport}` : ''}`} variant="light" color="red">
            {t('archive.toLive')}
          </Button>
        </Group>
        <SportFilter base="/archive" sport={sport} query={keepQuery} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            placeholder={t('archive.searchPlaceholder')}
            aria-label={t('archive.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            rightSection={
              search ? (
                <CloseButton aria-label={t('archive.clearSearch')} onClick={() => setSearch('')} />
              ) : null
            }
            data-testid="archive-search"
          />
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            leftSection={<IconCalendar size={18} aria-hidden="true" />}
            placeholder={t('archive.dateRange')}
            aria-label={t('archive.dateRange')}
            value={range}
            onChange={(value) => {
              const [a, b] = normalizeRange(value);
              setRange([a, b]);
              if ((a && b) || (!a && !b)) update({ from: a, to: b });
            }}
            clearable
            valueFormat="D MMM YYYY"
            locale={i18n.language}
            maxDate={new Date()}
            size="md"
            popoverProps={{ zIndex: 300 }}
            data-testid="archive-dates"
          />
        </SimpleGrid>
        {query.error && !data ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('archive.loadFailed')}
          >
            <Button size="xs" mt="xs" variant="white" color="red" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : !data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={120} radius="lg" />
            ))}
          </SimpleGrid>
        ) : data.items.length === 0 ? (
          <Card withBorder radius="lg" p="xl" data-testid="archive-empty">
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconArchive size={30} aria-hidden="true" />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {filtered ? t('archive.emptyFiltered') : t('archive.empty')}
              </Title>
              {filtered ? (
                <Button
                  variant="light"
                  onClick={() => {
                    setSearch('');
                    setRange([null, null]);
                    update({ q: null, from: null, to: null });
                  }}
                >
                  {t('archive.clearFilters')}
                </Button>
              ) : null}
            </Stack>
          </Card>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" data-testid="archive-count">
              {t('archive.count', { count: data.totalCount })}
            </Text>
            <SimpleGrid
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="sm"
              data-testid="archive-list"
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            >
              {data.items.map((m) => (
                // cards side by side line up whether or not one has a tournament's line over it
                <Stack key={m.id} gap={4} justify="flex-end">
                  <Text size="xs" c="dimmed" fw={600}>
                    {formatMatchDate(m.endedAt ?? m.startedAt ?? m.createdAt, i18n.language)}
                  </Text>
                  <CompetitionLink competition={m.competition} />
                  <MatchCard row={rowFromMatch(m)} href={liveMatchPath(m.sport, m.id)} showSport={!sport} />
                </Stack>
              ))}
            </SimpleGrid>
            {data.totalPages > 1 ? (
              <Group justify="center">
                <Pagination
                  total={data.totalPages}
                  value={data.currentPage}
                  onChange={(p) => update({ page: p > 1 ? String(p) : null })}
                  getControlProps={(control) => ({ 'aria-label': t(`archive.pager.${control}`) })}
                  data-testid="archive-pagination"
                />
              </Group>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { MatchEvent } from '@sportzone/contracts';
import { createMatch, type Side } from '@sportzone/scoring';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signIn, useSession } from '@/lib/auth';
import { scoreMatchPath } from '@/lib/matches/paths';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { createRallyMatch } from '../api/transport';
import { ConsoleSession } from '../model/session';
import { newEventId, writeStored } from '../model/storage';
import { RallyConsole } from './rally-console';

const LOCAL_KEY = 'spz.rally.local.v1';

interface Setup {
  home: string;
  away: string;
  target: number;
  winBy: number;
  cap: number | null;
  bestOf: number;
  firstServer: Side;
}

interface LocalRally {
  setup: Setup;
  log: MatchEvent[];
}

const DEFAULT_SETUP: Setup = {
  home: '',
  away: '',
  target: 21,
  winBy: 2,
  cap: 30,
  bestOf: 3,
  firstServer: 'home',
};

function readLocal(): LocalRally | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(LOCAL_KEY) ?? 'null') as LocalRally | null;
    return value && value.setup && Array.isArray(value.log) ? value : null;
  } catch {
    return null;
  }
}

function writeLocal(value: LocalRally | null) {
  try {
    if (value) window.localStorage.setItem(LOCAL_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(LOCAL_KEY);
  } catch {
    // kept for this page only
  }
}

const formatOf = (s: Setup) => ({ target: s.target, winBy: s.winBy, cap: s.cap, bestOf: s.bestOf });

function SetupForm({ initial, onStart }: { initial: Setup; onStart: (setup: Setup) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup>(initial);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Setup>(key: K, value: Setup[K]) => setSetup((s) => ({ ...s, [key]: value }));
  const start = () => {
    const ready = {
      ...setup,
      home: setup.home.trim() || t('rally.defaultHome'),
      away: setup.away.trim() || t('rally.defaultAway'),
    };
    const created = createMatch({ sport: 'rally', format: formatOf(ready), firstServer: ready.firstServer });
    if (!created.ok) {
      setError(t('rally.invalidFormat'));
      return;
    }
    onStart(ready);
  };
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('rally.title')}
          </Title>
          <Text c="dimmed">{t('rally.intro')}</Text>
        </Stack>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('rally.home')}
                placeholder={t('rally.defaultHome')}
                value={setup.home}
                onChange={(e) => set('home', e.currentTarget.value)}
                maxLength={120}
                data-testid="rally-home"
              />
              <TextInput
                label={t('rally.away')}
                placeholder={t('rally.defaultAway')}
                value={setup.away}
                onChange={(e) => set('away', e.currentTarget.value)}
                maxLength={120}
                data-testid="rally-away"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, xs: 4 }}>
              <NumberInput
                label={t('rally.target')}
                min={1}
                max={99}
                value={setup.target}
                onChange={(v) => set('target', Number(v) || 1)}
                data-testid="rally-target"
              />
              <NumberInput
                label={t('rally.winBy')}
                min={1}
                max={10}
                value={setup.winBy}
                onChange={(v) => set('winBy', Number(v) || 1)}
                data-testid="rally-win-by"
              />
              <NumberInput
                label={t('rally.cap')}
                placeholder={t('rally.noCap')}
                min={1}
                max={199}
                value={setup.cap ?? ''}
                onChange={(v) => set('cap', v === '' || v === null ? null : Number(v))}
                data-testid="rally-cap"
              />
              <Select
                label={t('rally.games')}
                data={[1, 3, 5, 7].map((n) => ({ value: String(n), label: t('rally.bestOf', { count: n }) }))}
                value={String(setup.bestOf)}
                onChange={(v) => set('bestOf', Number(v ?? 3))}
                allowDeselect={false}
                data-testid="rally-best-of"
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('rally.firstServer')}
              </Text>
              <SegmentedControl
                value={setup.firstServer}
                onChange={(v) => set('firstServer', v as Side)}
                data={[
                  { value: 'home', label: setup.home.trim() || t('rally.defaultHome') },
                  { value: 'away', label: setup.away.trim() || t('rally.defaultAway') },
                ]}
              />
            </Stack>
            {error ? (
              <Alert color="red" variant="light">
                {error}
              </Alert>
            ) : null}
            <Button size="lg" onClick={start} data-testid="rally-start">
              {t('rally.start')}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

function LocalConsole({ local, onReset }: { local: LocalRally; onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useSession();
  const [saving, setSaving] = useState(false);
  const session = useMemo(
    () =>
      new ConsoleSession({
        options: { sport: 'rally', format: formatOf(local.setup), firstServer: local.setup.firstServer },
        events: [],
        log: local.log,
        seq: local.log.length,
        transport: null,
        persist: ({ log }) => writeLocal({ setup: local.setup, log: [...log] }),
      }),
    // one session per started scoreboard
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [local.setup],
  );
  useEffect(() => () => session.dispose(), [session]);
  const view = useSyncExternalStore(session.subscribe, session.getView, session.getView);
  const names = { home: local.setup.home, away: local.setup.away };

  const save = async () => {
    if (auth.status !== 'signed-in') {
      await signIn({ returnTo: '/rally/score' });
      return;
    }
    setSaving(true);
    try {
      const match = await createRallyMatch({
        home: names.home,
        away: names.away,
        format: formatOf(local.setup),
        firstServer: local.setup.firstServer,
      });
      // the events go through the console's queue: sent in order, safe to retry, kept if the network drops
      writeStored({
        v: 1,
        matchId: match.id,
        queue: session
          .effectiveLog()
          .map((event, i) => ({ clientEventId: newEventId(), event, at: Date.now() + i })),
        known: null,
      });
      writeLocal(null);
      notify.success(t('rally.saved'));
      void navigate(scoreMatchPath('rally', match.id), { replace: true });
    } catch {
      // the API client said what went wrong
    } finally {
      setSaving(false);
    }
  };

  return (
    <RallyConsole
      session={session}
      view={view}
      sport="rally"
      names={names}
      matchKey="local-rally"
      backTo="/"
      liveHref={null}
      local
      topExtra={
        <Button
          size="compact-sm"
          color="yellow.4"
          c="dark.9"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={saving}
          onClick={() => void save()}
          data-testid="rally-save"
        >
          {auth.status === 'signed-in' ? t('rally.save') : t('rally.signInToSave')}
        </Button>
      }
      moreExtra={
        <Group grow>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={18} />}
            onClick={onReset}
            data-testid="rally-reset"
          >
            {t('rally.newScoreboard')}
          </Button>
        </Group>
      }
    />
  );
}

/** `/rally/score`: a quick rally scoreboard anyone can open, entirely in the browser; signed in, it can be saved as a match. */
export function RallyScorePage() {
  const { t } = useTranslation();
  usePageTitle(t('rally.title'));
  const [local, setLocal] = useState<LocalRally | null>(readLocal);
  if (!local) {
    return (
      <SetupForm
        initial={DEFAULT_SETUP}
        onStart={(setup) => {
          const value = { setup, log: [] };
          writeLocal(value);
          setLocal(value);
        }}
      />
    );
  }
  return (
    <LocalConsole
      local={local}
      onReset={() => {
        writeLocal(null);
        setLocal(null);
      }}
    />
  );
}

import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { Match, MatchSport } from '@sportzone/contracts';
import { IconLock, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { signIn, useSession } from '@/lib/auth';
import { CONSOLE_MARK } from '@/lib/consent/consent';
import { useLiveMatch } from '@/lib/live';
import { guestScorePath, liveMatchPath, scoreMatchPath } from '@/lib/matches/paths';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { useConsoleSession, useConsoleView } from '../hooks/use-session';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { ConsoleSession, Notice } from '../model/session';
import { BowlingConsole } from './bowling-console';
import { GuestLinkContext, useErrorText } from './console-frame';
import classes from './console.module.css';
import { RallyConsole } from './rally-console';
import { SnookerConsole } from './snooker-console';

function Message({
  icon,
  title,
  text,
  actions,
  testId,
}: {
  icon?: React.ReactNode;
  title: string;
  text?: string;
  actions?: React.ReactNode;
  testId: string;
}) {
  return (
    <div className={classes.message} data-testid={testId}>
      <Stack align="center" ta="center" maw={420} gap="sm" c="white">
        {icon}
        <Title order={1} fz={24} c="white">
          {title}
        </Title>
        {text ? <Text c="gray.4">{text}</Text> : null}
        {actions}
      </Stack>
    </div>
  );
}

function useNotices() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (n: Notice) => {
      switch (n.kind) {
        case 'refused':
          notify.warning(t('console.notice.refused', { reason: errorText(n.code) }), { autoClose: 6000 });
          break;
        case 'dropped':
          notify.warning(t('console.notice.dropped', { count: n.count, reason: errorText(n.code) }), {
            autoClose: false,
          });
          break;
        case 'rebased':
          notify.info(t('console.notice.rebased', { count: n.count }), {
            id: 'console-rebased',
            autoClose: 6000,
          });
          break;
        case 'synced':
          notify.success(t('console.notice.synced', { count: n.count }), { id: 'console-synced' });
          break;
      }
    },
    [t, errorText],
  );
}

function ConsoleScreen({
  match,
  session,
  guestToken,
  signedIn,
}: {
  match: Match;
  session: ConsoleSession;
  guestToken: string | null;
  signedIn: boolean;
}) {
  const view = useConsoleView(session);
  const names = useMemo(
    () => ({ home: match.home.name, away: match.away.name }),
    [match.home.name, match.away.name],
  );
  // other scorers' points arrive over the one live connection
  useLiveMatch(match.id, { auth: signedIn && !guestToken, guestToken, onMessage: (m) => session.onLive(m) });
  useWakeLock(true);
  // the cookie banner, while it shows, shrinks to a strip the console leaves room for
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(CONSOLE_MARK, '');
    return () => root.removeAttribute(CONSOLE_MARK);
  }, []);
  const guest = useMemo(
    () => (guestToken ? { expiresAt: match.guestLink?.expiresAt ?? null } : null),
    [guestToken, match.guestLink?.expiresAt],
  );
  useEffect(() => {
    const online = () => session.setBrowserOnline(true);
    const offline = () => session.setBrowserOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [session]);
  if (!view) return null;
  const liveHref = guestToken ? null : liveMatchPath(match.sport, match.id);
  const common = { session, view, names, matchKey: String(match.id), backTo: liveHref, liveHref };
  return (
    <GuestLinkContext.Provider value={guest}>
      {match.sport === 'snooker' ? (
        <SnookerConsole {...common} />
      ) : match.sport === 'bowling' ? (
        <BowlingConsole {...common} />
      ) : (
        <RallyConsole {...common} sport={match.sport} />
      )}
    </GuestLinkContext.Provider>
  );
}

/**
 * `/<sport>/score/{id}` (signed in, a scorer of the match) and `/<sport>/guest-score/{id}?token=…`
 * (a guest link): the scorer's console. The server decides who may score; this page says clearly when
 * it refuses.
 */
export function ScoreConsolePage({
  id,
  sport,
  guestToken,
}: {
  id: number;
  sport: MatchSport;
  guestToken: string | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const onNotice = useNotices();
  const [attempt, setAttempt] = useState(0);
  const state = useConsoleSession(id, guestToken, onNotice, attempt);
  const match = state.kind === 'ready' ? state.match : null;
  usePageTitle(
    match ? t('console.pageTitle', { home: match.home.name, away: match.away.name }) : t('console.title'),
  );

  if (state.kind === 'loading') {
    return (
      <div className={classes.message} data-testid="console-loading">
        <Stack align="center" c="white">
          <Loader color="yellow" />
          <Text c="gray.4">{t('console.loading')}</Text>
        </Stack>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Message
        testId="console-failed"
        icon={<IconWifiOff size={48} />}
        title={t('console.failedTitle')}
        text={t('console.failedText')}
        actions={<Button onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</Button>}
      />
    );
  }
  if (state.kind === 'denied') {
    const guest = !!guestToken;
    let title = t('console.denied.forbiddenTitle');
    let text = t('console.denied.forbiddenText');
    if (state.status === 404) {
      title = t('console.denied.notFoundTitle');
      text = t('console.denied.notFoundText');
    } else if (guest) {
      title = t('console.denied.guestTitle');
      text = t(
        `console.denied.guest.${state.code ?? 'guest_link_invalid'}` as 'console.denied.guest.guest_link_invalid',
        {
          defaultValue: t('console.denied.guest.guest_link_invalid'),
        },
      );
    } else if (state.status === 401) {
      title = t('console.denied.signInTitle');
      text = t('console.denied.signInText');
    }
    return (
      <Message
        testId="console-denied"
        icon={<IconLock size={48} />}
        title={title}
        text={text}
        actions={
          state.status === 401 && !guest ? (
            <Button onClick={() => void signIn({ returnTo: scoreMatchPath(sport, id) })}>
              {t('common.signIn')}
            </Button>
          ) : (
            <Button component={Link} to="/" variant="white">
              {t('common.goHome')}
            </Button>
          )
        }
      />
    );
  }
  const m = state.match;
  if (m.sport !== sport) {
    return (
      <Navigate
        to={guestToken ? guestScorePath(m.sport, id, guestToken) : scoreMatchPath(m.sport, id)}
        replace
      />
    );
  }
  if (!guestToken && m.permissions && !m.permissions.canScore) {
    return (
      <Message
        testId="console-denied"
        icon={<IconLock size={48} />}
        title={t('console.denied.forbiddenTitle')}
        text={t('console.denied.forbiddenText')}
        actions={
          <Button component={Link} to={liveMatchPath(m.sport, id)} variant="white">
            {t('console.openLive')}
          </Button>
        }
      />
    );
  }
  return (
    <ConsoleScreen
      key={`${id}-${attempt}`}
      match={m}
      session={state.session}
      guestToken={guestToken}
      signedIn={session.status === 'signed-in'}
    />
  );
}

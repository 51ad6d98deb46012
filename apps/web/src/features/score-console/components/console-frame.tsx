import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Match, MatchEvent } from '@sportzone/contracts';
import { scoreFromWinner, type Side, type Summary } from '@sportzone/scoring';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconArrowsExchange,
  IconChartBar,
  IconCloudOff,
  IconDots,
  IconLoader2,
  IconCheck,
} from '@tabler/icons-react';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allows } from '@/lib/consent/consent';
import { formatMatchTime } from '@/lib/matches/time';
import { notify } from '@/lib/notify';
import { buzz } from '../hooks/use-wake-lock';
import type { ConsoleSession, ConsoleView } from '../model/session';
import classes from './console.module.css';

export type Names = { home: string; away: string };

/** How the console shows whether its entries reached the server: synced, sending, pending N, offline. */
export function SyncBadge({ view, local }: { view: ConsoleView; local?: boolean }) {
  const { t } = useTranslation();
  if (local) return null;
  if (view.denied) {
    return (
      <span className={classes.sync} data-state="denied" data-testid="sync-state" role="status">
        {t('console.sync.denied', { count: view.pending })}
      </span>
    );
  }
  if (!view.online) {
    return (
      <span
        className={classes.sync}
        data-state="offline"
        data-testid="sync-state"
        data-pending={view.pending}
        role="status"
      >
        <IconCloudOff size={14} aria-hidden="true" />
        {t('console.sync.offline', { count: view.pending })}
      </span>
    );
  }
  if (view.pending > 0) {
    return (
      <span
        className={classes.sync}
        data-state="pending"
        data-testid="sync-state"
        data-pending={view.pending}
        role="status"
      >
        <IconLoader2 size={14} aria-hidden="true" />
        {t('console.sync.pending', { count: view.pending })}
      </span>
    );
  }
  return (
    <span
      className={classes.sync}
      data-state="synced"
      data-testid="sync-state"
      data-pending={0}
      role="status"
    >
      <IconCheck size={14} aria-hidden="true" />
      {t('console.sync.synced')}
    </span>
  );
}

/** The guest link a console was opened with (null when signed in): its top bar says so and until when. */
export const GuestLinkContext = createContext<{ expiresAt: string | null } | null>(null);

/** "Guest scoring: A vs B · link valid until 18:30": a guest knows it is one, and for how long. */
function GuestLine({ names, expiresAt }: { names: Names; expiresAt: string | null }) {
  const { t, i18n } = useTranslation();
  const match = t('live.versus', { home: names.home, away: names.away });
  return (
    <div className={classes.guestLine} data-testid="console-guest" role="note">
      {expiresAt
        ? t('console.guestLine', { match, until: formatMatchTime(expiresAt, i18n.language) })
        : t('console.guestLineNoTime', { match })}
    </div>
  );
}

export function TopBar({
  names,
  subtitle,
  backTo,
  view,
  local,
  onMenu,
  extra,
}: {
  names: Names;
  subtitle: string;
  backTo: string | null;
  view: ConsoleView;
  local?: boolean;
  onMenu: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const guest = useContext(GuestLinkContext);
  return (
    <>
      <header className={classes.topBar}>
        {backTo ? (
          <ActionIcon
            component={Link}
            to={backTo}
            variant="subtle"
            color="gray.0"
            size="lg"
            aria-label={t('console.back')}
          >
            <IconArrowLeft size={22} />
          </ActionIcon>
        ) : null}
        <div className={classes.title}>
          {t('live.versus', { home: names.home, away: names.away })}
          <span className={classes.subtitle}>{subtitle}</span>
        </div>
        {extra}
        <SyncBadge view={view} local={local} />
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="lg"
          onClick={onMenu}
          aria-label={t('console.menu')}
          data-testid="console-menu"
        >
          <IconDots size={22} />
        </ActionIcon>
      </header>
      {guest ? <GuestLine names={names} expiresAt={guest.expiresAt} /> : null}
    </>
  );
}

export function BottomBar({
  canUndo,
  onUndo,
  onStats,
  onSwap,
  onMenu,
  showStats = true,
}: {
  canUndo: boolean;
  onUndo: () => void;
  onStats?: () => void;
  onSwap?: () => void;
  onMenu: () => void;
  showStats?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className={classes.bottomBar} aria-label={t('console.actions')}>
      <button
        type="button"
        className={classes.barButton}
        data-primary
        onClick={onUndo}
        disabled={!canUndo}
        aria-keyshortcuts="Z Backspace"
        data-testid="console-undo"
      >
        <IconArrowBackUp size={22} aria-hidden="true" />
        {t('console.undo')}
      </button>
      {showStats && onStats ? (
        <button type="button" className={classes.barButton} onClick={onStats} data-testid="console-stats">
          <IconChartBar size={20} aria-hidden="true" />
          {t('console.stats')}
        </button>
      ) : null}
      {onSwap ? (
        <button type="button" className={classes.barButton} onClick={onSwap} data-testid="console-swap">
          <IconArrowsExchange size={20} aria-hidden="true" />
          {t('console.swap')}
        </button>
      ) : null}
      <button type="button" className={classes.barButton} onClick={onMenu} data-testid="console-more">
        <IconDots size={20} aria-hidden="true" />
        {t('console.more')}
      </button>
    </nav>
  );
}

/** Translates a scoring or server refusal code (clients translate `code`). */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (code: string) =>
      t(`scoringError.${code}` as 'scoringError.unknown', { defaultValue: t('scoringError.unknown') }),
    [t],
  );
}

interface PendingConfirm {
  event: MatchEvent;
  title: string;
  text: string;
}

/**
 * Entering events: applied at once (optimistic) with a short vibration; an event that ends the match (or a
 * retirement, walkover, default) asks once first. Refusals of the rules are said right away.
 */
export function useEntry(session: ConsoleSession, names: Names) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);

  const commit = useCallback(
    (event: MatchEvent) => {
      const result = session.submit(event);
      if (result.ok) buzz(event.type === 'undo' ? 15 : 30);
      else notify.warning(errorText(result.error.code), { id: 'console-refused' });
      return result.ok;
    },
    [session, errorText],
  );

  const enter = useCallback(
    (event: MatchEvent, options: { ask?: { title: string; text: string } } = {}) => {
      const preview = session.preview(event);
      if (!preview.ok) {
        notify.warning(errorText(preview.error.code), { id: 'console-refused' });
        return false;
      }
      const ends = preview.summary.status === 'finished' && session.getView().summary.status !== 'finished';
      if (options.ask || ends) {
        setConfirm({
          event,
          title: options.ask?.title ?? t('console.confirmEndTitle'),
          text:
            options.ask?.text ??
            t('console.confirmEndText', {
              name: preview.summary.winner ? names[preview.summary.winner] : '',
              // as every public page tells it: from the winner's side (decision 045)
              score: scoreFromWinner(preview.summary.text, preview.summary.winner),
            }),
        });
        return false;
      }
      return commit(event);
    },
    [session, commit, errorText, names, t],
  );

  const undo = useCallback(() => {
    const r = session.undo();
    if (r.ok) buzz(15);
    else notify.warning(errorText(r.error.code), { id: 'console-refused' });
  }, [session, errorText]);

  const dialog = (
    <Modal
      opened={confirm !== null}
      onClose={() => setConfirm(null)}
      title={confirm?.title}
      centered
      zIndex={400}
      data-testid="confirm-end"
    >
      <Stack>
        <Text>{confirm?.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(null)} data-testid="confirm-cancel">
            {t('console.cancel')}
          </Button>
          <Button
            color="red"
            data-testid="confirm-ok"
            onClick={() => {
              if (confirm) commit(confirm.event);
              setConfirm(null);
            }}
          >
            {t('console.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { enter, undo, dialog };
}

/** The result, over the console, once the match is over: undo stays one tap away. */
export function FinishedOverlay({
  summary,
  names,
  onUndo,
  liveHref,
}: {
  summary: Summary;
  names: Names;
  onUndo: () => void;
  liveHref: string | null;
}) {
  const { t } = useTranslation();
  const winner: Side | null = summary.winner;
  return (
    <div className={classes.finished} data-testid="console-finished">
      <div className={classes.finishedCard}>
        <Text fw={800} fz={22}>
          {t('console.finishedTitle')}
        </Text>
        <Text mt={6} fz="lg">
          {winner ? t('scoreboard.wonBy', { name: names[winner] }) : null}
        </Text>
        <Text fw={800} fz={28} mt={4} data-testid="console-final-score">
          {scoreFromWinner(summary.text, winner)}
        </Text>
        <Group justify="center" mt="lg" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} />}
            onClick={onUndo}
            data-testid="finished-undo"
          >
            {t('console.undoLast')}
          </Button>
          {liveHref ? (
            <Button component={Link} to={liveHref}>
              {t('console.openLive')}
            </Button>
          ) : null}
        </Group>
      </div>
    </div>
  );
}

/** The halves' order, remembered per match on this device. */
export function useSwapped(key: string): [boolean, () => void] {
  const storageKey = `spz.console.swap.${key}`;
  const [swapped, setSwapped] = useState(() => {
    try {
      return window.localStorage.getItem(storageKey) === '1';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setSwapped((s) => {
      try {
        // a remembered preference: only with functional cookies allowed (SPEC §1)
        if (allows('functional')) window.localStorage.setItem(storageKey, s ? '0' : '1');
      } catch {
        // remembered for this page only
      }
      return !s;
    });
  }, [storageKey]);
  return [swapped, toggle];
}

export type { Match };

import type { FollowKind, Match } from '@sportzone/contracts';
import { IconHeart, IconHeartFilled, IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/light';
import { fetchFollowedIds, isSignedIn, setFollowing } from '@/lib/viewer/api';
import classes from './live-match-page.module.css';

interface Target {
  side: 'home' | 'away';
  kind: FollowKind;
  id: number;
  name: string;
}

/** What a side can be followed as: its player, or its team or formation (both are teams to follow). */
function targetsOf(match: Match): Target[] {
  return (['home', 'away'] as const).flatMap((side): Target[] => {
    const s = match[side];
    if (s.playerId) return [{ side, kind: 'player', id: s.playerId, name: s.name }];
    const team = s.formationId ?? s.teamId;
    return team ? [{ side, kind: 'team', id: team, name: s.name }] : [];
  });
}

/**
 * Follow the match's players (or teams) from the match page (PUT / DELETE /api/follow/{kind}/{id}):
 * their next matches then reach the follower. Signed out, "Sign in to follow" goes through sign-in and
 * back here. A side typed in by name has nothing to follow; with neither side linked nothing shows.
 */
export function FollowSides({ match }: { match: Match }) {
  const { t } = useTranslation();
  const targets = targetsOf(match);
  const signedIn = isSignedIn();
  const [followed, setFollowed] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const kinds = [...new Set(targets.map((x) => x.kind))].join(',');

  useEffect(() => {
    if (!signedIn || !kinds) return;
    const abort = new AbortController();
    void Promise.all(
      kinds.split(',').map(async (kind) => {
        const ids = await fetchFollowedIds(kind as FollowKind, abort.signal);
        return [...ids].map((id) => `${kind}:${id}`);
      }),
    )
      .then((lists) => setFollowed(new Set(lists.flat())))
      .catch(() => setFollowed(new Set()));
    return () => abort.abort();
  }, [signedIn, kinds]);

  if (targets.length === 0) return null;
  if (!signedIn) {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <div className={classes.follow} data-testid="match-follow">
        <span className={classes.followText}>{t('live.followHint')}</span>
        <ButtonLink
          href={`/login?returnTo=${encodeURIComponent(here)}`}
          size="xs"
          variant="default"
          leftSection={<IconLogin size={16} aria-hidden="true" />}
          data-testid="match-sign-in-to-follow"
        >
          {t('live.signInToFollow')}
        </ButtonLink>
      </div>
    );
  }

  const toggle = async (target: Target, on: boolean) => {
    const key = `${target.kind}:${target.id}`;
    setBusy(key);
    setFailed(false);
    try {
      await setFollowing(target.kind, target.id, on);
      setFollowed((old) => {
        const next = new Set(old);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={classes.follow} data-testid="match-follow">
      <span className={classes.followText}>{t('live.followHint')}</span>
      {targets.map((target) => {
        const key = `${target.kind}:${target.id}`;
        const on = followed?.has(key) ?? false;
        return (
          <Button
            key={target.side}
            size="xs"
            variant={on ? 'light' : 'default'}
            leftSection={
              on ? (
                <IconHeartFilled size={16} aria-hidden="true" />
              ) : (
                <IconHeart size={16} aria-hidden="true" />
              )
            }
            loading={busy === key}
            disabled={followed === null}
            aria-pressed={on}
            onClick={() => void toggle(target, !on)}
            data-testid={`match-follow-${target.side}`}
            data-following={on}
          >
            {on
              ? t('live.followingName', { name: target.name })
              : t('live.followName', { name: target.name })}
          </Button>
        );
      })}
      {failed ? (
        <span className={classes.followText} role="alert">
          {t('live.followFailed')}
        </span>
      ) : null}
    </div>
  );
}

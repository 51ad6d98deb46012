import { Button, type ButtonProps } from '@mantine/core';
import type { FollowKind, PublicEntity, PublicOrganization, PublicPlayer } from '@sportzone/contracts';
import { IconHeart, IconHeartFilled, IconLogin2 } from '@tabler/icons-react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signIn, useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { follow, unfollow } from '../api/orgs';

interface FollowButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  kind: FollowKind;
  id: number;
  name: string;
  following: boolean;
  onChange?: (following: boolean) => void;
}

/**
 * The follower count the pages show, set at once from the answer (PUT gives the new count; DELETE gives
 * none, so one less): the page's number moves with the button, not at the next reload.
 */
function setFollowers(client: QueryClient, kind: FollowKind, id: number, count: (old: number) => number) {
  if (kind === 'player')
    client.setQueryData<PublicPlayer>(['orgs', 'public-player', id], (old) =>
      old ? { ...old, followers: count(old.followers) } : old,
    );
  else if (kind === 'team')
    client.setQueryData<PublicEntity>(['orgs', 'public-entity', id], (old) =>
      old ? { ...old, followers: count(old.followers) } : old,
    );
  else
    client.setQueryData<PublicOrganization>(['orgs', 'public-organization', id], (old) =>
      old ? { ...old, counts: { ...old.counts, followers: count(old.counts.followers) } } : old,
    );
}

/**
 * Follow / unfollow (PUT / DELETE /api/follow/{kind}/{id}); the follower count and the follow lists
 * change after it. Signed out it is "Sign in to follow": through the sign-in and back to this page.
 */
export function FollowButton({ kind, id, name, following, onChange, ...props }: FollowButtonProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const location = useLocation();
  const [on, setOn] = useState(following);
  useEffect(() => setOn(following), [following]);
  const mutation = useMutation({
    mutationFn: async (next: boolean): Promise<number | null> => {
      if (next) return (await follow(kind, id)).followers;
      await unfollow(kind, id);
      return null;
    },
    onSuccess: (followers, next) => {
      setOn(next);
      onChange?.(next);
      setFollowers(client, kind, id, (old) => followers ?? Math.max(0, old - 1));
      client.setQueryData<Set<number>>(['orgs', 'follows', kind], (old) => {
        if (!old) return old;
        const ids = new Set(old);
        if (next) ids.add(id);
        else ids.delete(id);
        return ids;
      });
      notify.success(next ? t('orgs.common.followed', { name }) : t('orgs.common.unfollowed', { name }));
      void client.invalidateQueries({ queryKey: ['orgs', 'follows'] });
      void client.invalidateQueries({ queryKey: ['orgs', 'follow-list'] });
      if (kind === 'organization') void client.invalidateQueries({ queryKey: ['organization', id] });
    },
  });
  if (session.status === 'booting') return null;
  if (session.status !== 'signed-in') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Button
        variant="default"
        leftSection={<IconLogin2 size={16} aria-hidden="true" />}
        onClick={() => void signIn({ returnTo: here })}
        data-testid="sign-in-to-follow"
        {...props}
      >
        {t('orgs.common.signInToFollow')}
      </Button>
    );
  }
  return (
    <Button
      variant={on ? 'light' : 'default'}
      color={on ? 'pink' : 'gray'}
      leftSection={
        on ? <IconHeartFilled size={16} aria-hidden="true" /> : <IconHeart size={16} aria-hidden="true" />
      }
      loading={mutation.isPending}
      onClick={() => mutation.mutate(!on)}
      aria-pressed={on}
      data-testid="follow-button"
      data-following={on}
      title={on ? t('orgs.common.unfollow') : undefined}
      {...props}
    >
      {on ? t('orgs.common.following') : t('orgs.common.follow')}
    </Button>
  );
}

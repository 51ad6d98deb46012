import { Button, type ButtonProps } from '@mantine/core';
import type { FollowKind } from '@sportzone/contracts';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { follow, unfollow } from '../api/orgs';

interface FollowButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  kind: FollowKind;
  id: number;
  name: string;
  following: boolean;
  onChange?: (following: boolean) => void;
}

/** Follow / unfollow (PUT / DELETE /api/follow/{kind}/{id}); the follow lists refresh after it. */
export function FollowButton({ kind, id, name, following, onChange, ...props }: FollowButtonProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [on, setOn] = useState(following);
  useEffect(() => setOn(following), [following]);
  const mutation = useMutation({
    mutationFn: async (next: boolean): Promise<void> => {
      if (next) await follow(kind, id);
      else await unfollow(kind, id);
    },
    onSuccess: (_r, next) => {
      setOn(next);
      onChange?.(next);
      notify.success(next ? t('orgs.common.followed', { name }) : t('orgs.common.unfollowed', { name }));
      void client.invalidateQueries({ queryKey: ['orgs', 'follows'] });
      void client.invalidateQueries({ queryKey: ['orgs', 'follow-list'] });
      void client.invalidateQueries({ queryKey: ['organization', id] });
    },
  });
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

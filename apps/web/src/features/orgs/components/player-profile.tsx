import { Badge, Button, Container, Group, Stack, Text } from '@mantine/core';
import type { Player, PublicPlayer } from '@sportzone/contracts';
import { IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useOrganization } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';
import { followedIdsQuery, meQuery, playerQuery, publicPlayerQuery } from '../api/orgs';
import { ageOn, formatDay, paths, type ProfileMode } from '../lib/format';
import { useSportLabel } from '../lib/use-sport-label';
import { FollowButton } from './follow-button';
import { MatchList } from './match-list';
import {
  EmptyNote,
  Facts,
  LoadFailed,
  Loading,
  Nationality,
  NotFoundState,
  PersonAvatar,
  Section,
} from './parts';
import { ProfileHeader, StatusBadge } from './profile-header';
import classes from './orgs.module.css';
import { fullName } from '@/lib/people';

/** The facts both views show; the signed-in view adds what the player record gives members. */
function usePlayerFacts(p: PublicPlayer | Player, record: Player | undefined) {
  const { t, i18n } = useTranslation();
  const birthday = record?.birthday ?? null;
  const age = ageOn(birthday);
  return [
    [
      t('orgs.profile.nationality'),
      p.nationality ? <Nationality code={p.nationality} /> : null,
      'nationality',
    ],
    [t('orgs.profile.sex'), p.sex ? t(`orgs.sex.${p.sex}`) : null, 'sex'],
    [t('orgs.profile.birthday'), birthday ? formatDay(birthday, i18n.language) : null, 'birthday'],
    [t('orgs.profile.age'), age !== null ? t('orgs.profile.ageValue', { count: age }) : null, 'age'],
    [
      t('orgs.profile.height'),
      p.height ? t('orgs.profile.heightValue', { value: p.height }) : null,
      'height',
    ],
    [
      t('orgs.profile.weight'),
      p.weight ? t('orgs.profile.weightValue', { value: p.weight }) : null,
      'weight',
    ],
    [t('orgs.profile.number'), p.playerNumber, 'number'],
    [t('orgs.profile.memberId'), record?.memberId ?? null, 'memberId'],
  ] as [string, ReactNode, string][];
}

/**
 * A player's profile, open signed out too, with a follow button ("Sign in to follow" signed out).
 * `public`: GET /api/public/players/{id} (a private organization's player is not found). `user`: the
 * same, and members of a private organization see their player through GET /api/player/{id};
 * `showRecord` (the /user/player page) adds the private details members see and marks the signed-in
 * user's own player.
 */
export function PlayerProfilePage({
  playerId,
  mode,
  showRecord = false,
}: {
  playerId: number;
  mode: ProfileMode;
  showRecord?: boolean;
}) {
  const { t } = useTranslation();
  const sportLabel = useSportLabel();
  const signedIn = useSession().status === 'signed-in';
  const profile = useQuery(publicPlayerQuery(playerId));
  const record = useQuery({ ...playerQuery(playerId), enabled: mode === 'user' && playerId > 0 });
  const followed = useQuery({ ...followedIdsQuery('player'), enabled: signedIn });
  const me = useQuery({ ...meQuery(), enabled: showRecord && signedIn });
  const orgId = record.data?.organizationId ?? profile.data?.organization.id ?? 0;
  const organization = useOrganization(mode === 'user' ? orgId : 0);
  const data: PublicPlayer | Player | undefined = profile.data ?? record.data;
  const name = data ? fullName(data) : null;
  usePageTitle(name);
  const facts = usePlayerFacts(data ?? ({} as Player), showRecord ? record.data : undefined);

  const waiting =
    (profile.isPending && profile.fetchStatus !== 'idle') ||
    (mode === 'user' && !profile.data && record.isPending && record.fetchStatus !== 'idle');
  if (waiting) return <Loading />;
  if (!data) {
    const missing = [profile.error, record.error].some((e) => !e || (isApiError(e) && e.status === 404));
    if (missing || !Number.isInteger(playerId) || playerId <= 0)
      return <NotFoundState kind="profile" signedIn={mode === 'user'} />;
    return (
      <Container size="md" py="xl">
        <LoadFailed onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  const org = profile.data
    ? profile.data.organization
    : organization.data
      ? { id: organization.data.id, name: organization.data.name, privacy: organization.data.privacy }
      : null;
  const mine = showRecord && me.data && record.data?.userId === me.data.id;
  const entities = profile.data?.entities ?? [];
  const properties = showRecord ? Object.entries(record.data?.properties ?? {}) : [];

  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="player-profile" data-player-id={data.id}>
        <ProfileHeader
          testId="player-profile-header"
          mode={mode}
          avatar={<PersonAvatar person={data} size={96} />}
          name={name!}
          organization={org}
          followers={profile.data?.followers}
          badges={
            <>
              {data.playerNumber ? (
                <Badge variant="filled" radius="sm" data-testid="player-number">
                  {t('orgs.profile.playerNumber', { number: data.playerNumber })}
                </Badge>
              ) : null}
              <StatusBadge status={data.status} />
              {mine ? (
                <Badge color="teal" variant="light" radius="sm" data-testid="player-is-you">
                  {t('orgs.profile.you')}
                </Badge>
              ) : null}
            </>
          }
          actions={
            <>
              <FollowButton
                kind="player"
                id={data.id}
                name={name!}
                following={followed.data?.has(data.id) ?? false}
              />
              {mode === 'user' && organization.data?.canManage ? (
                <Button
                  component={Link}
                  to={paths.managePlayers(organization.data.id)}
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden="true" />}
                  data-testid="player-manage"
                >
                  {t('orgs.profile.editInOrganization')}
                </Button>
              ) : null}
            </>
          }
        />
        {mine && org ? (
          <Text size="sm" c="dimmed" data-testid="player-you-hint">
            {t('orgs.profile.youHint', { name: org.name })}
          </Text>
        ) : null}
        <Section title={t('orgs.profile.facts')} testId="player-facts">
          <Facts items={facts} />
          {properties.length > 0 ? (
            <Facts
              testId="player-properties"
              items={properties.map(([key, value]) => [key, String(value), key] as [string, string, string])}
            />
          ) : null}
        </Section>
        {profile.data || !showRecord ? (
          <Section title={t('orgs.profile.teams')} testId="player-teams" padded={false}>
            {entities.length === 0 ? (
              <Stack px="md" pb="md">
                <EmptyNote title={t('orgs.profile.teamsEmpty')} />
              </Stack>
            ) : (
              <ul className={classes.list}>
                {entities.map((e) => (
                  <li key={e.id} className={classes.row}>
                    <IconUsersGroup size={20} color="var(--mantine-color-brand-6)" aria-hidden="true" />
                    <div className={classes.grow}>
                      <Link
                        to={paths.entity(mode, e.id)}
                        className={classes.name}
                        data-testid="player-team-link"
                      >
                        {e.name}
                      </Link>
                      <div className={classes.meta}>
                        <Text size="xs" c="dimmed">
                          {t(`orgs.teamKinds.${e.kind}`)}
                          {e.competitorType ? ` · ${t(`orgs.competitorTypes.${e.competitorType}`)}` : ''}
                          {e.sport ? ` · ${sportLabel(e.sport)}` : ''}
                        </Text>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        ) : null}
        {profile.data ? (
          <MatchList
            matches={profile.data.matches}
            title={t('orgs.organization.matches')}
            history={{ kind: 'players', id: data.id, mode }}
          />
        ) : null}
        {showRecord && profile.data ? (
          <Group>
            <Button component={Link} to={paths.player(mode, data.id)} variant="subtle">
              {t('orgs.common.publicProfile')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}

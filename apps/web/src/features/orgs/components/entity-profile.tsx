import { Badge, Container, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PublicEntity, Team } from '@sportzone/contracts';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { useOrganization } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';
import { followedIdsQuery, publicEntityQuery, teamQuery } from '../api/orgs';
import { paths, type ProfileMode } from '../lib/format';
import { useSportLabel } from '../lib/use-sport-label';
import { FollowButton } from './follow-button';
import { MatchList } from './match-list';
import { EmptyNote, LoadFailed, Loading, NotFoundState, PersonAvatar, Section } from './parts';
import { ProfileHeader } from './profile-header';
import classes from './orgs.module.css';

/**
 * A team's or formation's profile: its players and matches, with a follow button ("Sign in to follow"
 * signed out). `public`: GET /api/public/entities/{id}; `user`: the same, and members of a private organization see it through GET /api/team/{id}.
 */
export function EntityProfilePage({ entityId, mode }: { entityId: number; mode: ProfileMode }) {
  const { t } = useTranslation();
  const sportLabel = useSportLabel();
  const profile = useQuery(publicEntityQuery(entityId));
  const fallback = useQuery(teamQuery(entityId, mode === 'user' && profile.isError));
  const signedIn = useSession().status === 'signed-in';
  const followed = useQuery({ ...followedIdsQuery('team'), enabled: signedIn });
  const organization = useOrganization(
    mode === 'user' && !profile.data && fallback.data ? fallback.data.organizationId : 0,
  );
  const data: PublicEntity | Team | undefined = profile.data ?? fallback.data;
  usePageTitle(data?.name);

  if (
    (profile.isPending && profile.fetchStatus !== 'idle') ||
    (fallback.isPending && fallback.fetchStatus !== 'idle')
  )
    return <Loading />;
  if (!data) {
    const missing = [profile.error, fallback.error].some((e) => !e || (isApiError(e) && e.status === 404));
    if (missing) return <NotFoundState kind="profile" signedIn={mode === 'user'} />;
    return (
      <Container size="md" py="xl">
        <LoadFailed onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  const org = profile.data
    ? profile.data.organization
    : organization.data
      ? { id: organization.data.id, name: organization.data.name }
      : null;

  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="entity-profile" data-entity-id={data.id}>
        <ProfileHeader
          testId="entity-profile-header"
          mode={mode}
          avatar={
            <ThemeIcon size={96} radius={1000} variant="light" color="brand">
              <IconUsersGroup size={48} aria-hidden="true" />
            </ThemeIcon>
          }
          name={data.name}
          organization={org}
          followers={profile.data?.followers}
          badges={
            <>
              <Badge variant="light" radius="sm" data-testid="entity-kind">
                {t(`orgs.teamKinds.${data.kind}`)}
              </Badge>
              {data.competitorType ? (
                <Badge variant="outline" radius="sm">
                  {t(`orgs.competitorTypes.${data.competitorType}`)}
                </Badge>
              ) : null}
              {data.sport ? (
                <Badge variant="outline" color="gray" radius="sm" data-testid="entity-sport">
                  {sportLabel(data.sport)}
                </Badge>
              ) : null}
            </>
          }
          actions={
            <FollowButton
              kind="team"
              id={data.id}
              name={data.name}
              following={followed.data?.has(data.id) ?? false}
            />
          }
        />
        <Section title={t('orgs.profile.players')} testId="entity-players" padded={false}>
          {data.players.length === 0 ? (
            <Stack px="md" pb="md">
              <EmptyNote title={t('orgs.profile.playersEmpty')} />
            </Stack>
          ) : (
            <ul className={classes.list}>
              {data.players.map((p) => (
                <li key={p.id} className={classes.row}>
                  <PersonAvatar person={p} size={40} />
                  <div className={classes.grow}>
                    <Link
                      to={paths.player(mode, p.id)}
                      className={classes.name}
                      data-testid="entity-player-link"
                    >
                      {p.firstName} {p.lastName}
                    </Link>
                  </div>
                  {p.playerNumber ? (
                    <Text size="sm" c="dimmed" fw={600}>
                      {t('orgs.profile.playerNumber', { number: p.playerNumber })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
        {profile.data ? (
          <MatchList
            matches={profile.data.matches}
            title={t('orgs.organization.matches')}
            history={{ kind: 'entities', id: profile.data.id, mode }}
          />
        ) : null}
      </Stack>
    </Container>
  );
}

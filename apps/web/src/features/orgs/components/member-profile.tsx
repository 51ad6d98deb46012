import { Container, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { publicMemberQuery } from '../api/orgs';
import { formatDay, paths, type ProfileMode } from '../lib/format';
import { MatchList } from './match-list';
import {
  EmptyNote,
  Facts,
  LoadFailed,
  Loading,
  NotFoundState,
  OrgRoleBadges,
  PersonAvatar,
  Section,
} from './parts';
import { ProfileHeader, StatusBadge } from './profile-header';
import classes from './orgs.module.css';
import { fullName } from '@/lib/people';

/** A member's profile (GET /api/public/members/{id}): roles, since when, their player profiles and matches. */
export function MemberProfilePage({ memberId, mode }: { memberId: number; mode: ProfileMode }) {
  const { t, i18n } = useTranslation();
  const profile = useQuery(publicMemberQuery(memberId));
  const data = profile.data;
  const name = data ? fullName(data) : null;
  usePageTitle(name);

  if (profile.isPending && profile.fetchStatus !== 'idle') return <Loading />;
  if (!data) {
    if (!profile.error || (isApiError(profile.error) && profile.error.status === 404))
      return <NotFoundState kind="profile" signedIn={mode === 'user'} />;
    return (
      <Container size="md" py="xl">
        <LoadFailed onRetry={() => void profile.refetch()} />
      </Container>
    );
  }

  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="member-profile" data-member-id={data.id}>
        <ProfileHeader
          testId="member-profile-header"
          mode={mode}
          avatar={<PersonAvatar person={data} size={96} />}
          name={name!}
          organization={data.organization}
          badges={
            <>
              <OrgRoleBadges roles={data.roles.length ? data.roles : ['member']} />
              <StatusBadge status={data.status} />
            </>
          }
        />
        <Section title={t('orgs.profile.facts')} testId="member-facts">
          <Facts
            items={[
              [t('orgs.profile.organization'), data.organization.name, 'organization'],
              [t('orgs.profile.joinedOn'), formatDay(data.joinedOn, i18n.language), 'joinedOn'],
              [t('orgs.profile.status'), t(`orgs.status.${data.status}`), 'status'],
            ]}
          />
        </Section>
        <Section title={t('orgs.profile.playerProfiles')} testId="member-players" padded={false}>
          {data.players.length === 0 ? (
            <Stack px="md" pb="md">
              <EmptyNote title={t('orgs.profile.playersEmpty')} />
            </Stack>
          ) : (
            <ul className={classes.list}>
              {data.players.map((p) => (
                <li key={p.id} className={classes.row}>
                  <IconUser size={20} color="var(--mantine-color-brand-6)" aria-hidden="true" />
                  <div className={classes.grow}>
                    <Link
                      to={paths.player(mode, p.id)}
                      className={classes.name}
                      data-testid="member-player-link"
                    >
                      {p.firstName} {p.lastName}
                    </Link>
                  </div>
                  <Text size="xs" c="dimmed">
                    {t('orgs.kinds.player')}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <MatchList
          matches={data.matches}
          title={t('orgs.organization.matches')}
          history={{ kind: 'members', id: data.id, mode }}
        />
      </Stack>
    </Container>
  );
}

import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Player, Team } from '@sportzone/contracts';
import { IconEyeOff, IconLock, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { useSession } from '@/lib/auth';
import { countryName } from '@/lib/countries';
import { useOrganization } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';
import {
  fetchOrganizationPlayers,
  fetchOrganizationTeams,
  fetchSubOrganizations,
  publicOrganizationQuery,
} from '../api/orgs';
import { formatDay, paths } from '../lib/format';
import { useSportLabel } from '../lib/use-sport-label';
import { ApplyButton } from './apply-button';
import { FollowButton } from './follow-button';
import { MatchList } from './match-list';
import { PagedRows } from './paged-section';
import {
  EmptyNote,
  Facts,
  LoadFailed,
  Loading,
  Nationality,
  NotFoundState,
  OrgLogo,
  OrgRoleBadges,
  PersonAvatar,
  PrivacyBadge,
  Section,
} from './parts';
import classes from './orgs.module.css';

function languageName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An organization's page (/user/organizations/{id}/public), open signed out too: GET /api/organization/{id}
 * (a private one is found by its members only), its sub-organizations, players, teams and formations;
 * counts and matches from GET /api/public/organizations/{id} when it is not private. Follow and apply
 * (signed out: "Sign in to follow" instead).
 * `children` (composed by the route, e.g. its tournaments) appear below, only once it is found.
 */
export function OrganizationPage({
  organizationId,
  children,
}: {
  organizationId: number;
  /** more about the organization (its tournaments), shown once it is found */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const sportLabel = useSportLabel();
  const signedIn = useSession().status === 'signed-in';
  const query = useOrganization(organizationId);
  const org = query.data;
  const extra = useQuery(publicOrganizationQuery(organizationId, !!org && org.privacy !== 'private'));
  const subs = useQuery({
    queryKey: ['orgs', 'sub-organizations', organizationId],
    queryFn: ({ signal }) => fetchSubOrganizations(organizationId, signal),
    enabled: !!org,
  });
  usePageTitle(org?.name);

  if (query.isPending && query.fetchStatus !== 'idle') return <Loading />;
  if (!org) {
    if (!query.error || (isApiError(query.error) && query.error.status === 404))
      return <NotFoundState kind="organization" signedIn />;
    return (
      <Container size="md" py="xl">
        <LoadFailed onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  const counts = extra.data?.counts;
  const website = org.website ? (
    <Anchor href={org.website} target="_blank" rel="noopener noreferrer">
      {org.website.replace(/^https?:\/\//, '')}
    </Anchor>
  ) : null;

  return (
    <>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg" data-testid="organization-page" data-organization-id={org.id}>
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.hero}>
            <Stack gap="md">
              <Group gap="lg" align="center" wrap="wrap">
                <OrgLogo logoUrl={org.logoUrl} name={org.name} size={88} radius="lg" />
                <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  {org.parent ? (
                    <Anchor
                      component={Link}
                      to={paths.organization(org.parent.id)}
                      size="sm"
                      data-testid="organization-parent"
                    >
                      {t('orgs.common.subOrganizationOf', { name: org.parent.name })}
                    </Anchor>
                  ) : null}
                  <Title
                    order={1}
                    fz={{ base: 26, sm: 34 }}
                    lh={1.15}
                    style={{ overflowWrap: 'anywhere' }}
                    data-testid="organization-name"
                  >
                    {org.name}
                  </Title>
                  <Group gap={6}>
                    <PrivacyBadge privacy={org.privacy} />
                    <OrgRoleBadges roles={org.myRoles} />
                    {counts ? (
                      <Text size="sm" c="dimmed" data-testid="organization-followers">
                        {t('orgs.common.followers', { count: counts.followers })}
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
                <Group gap="sm">
                  <FollowButton kind="organization" id={org.id} name={org.name} following={org.following} />
                  {signedIn ? <ApplyButton organization={org} rolesShown /> : null}
                  {org.canManage ? (
                    <Button
                      component={Link}
                      to={paths.manage(org.id)}
                      variant="default"
                      leftSection={<IconSettings size={16} aria-hidden="true" />}
                      data-testid="organization-manage"
                    >
                      {t('orgs.common.manage')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              {org.description ? (
                <Text style={{ whiteSpace: 'pre-line' }} maw={760} data-testid="organization-description">
                  {org.description}
                </Text>
              ) : null}
            </Stack>
          </Card>

          {org.privacy !== 'public' ? (
            <Alert
              variant="light"
              color={org.privacy === 'private' ? 'red' : 'yellow'}
              icon={org.privacy === 'private' ? <IconLock size={18} /> : <IconEyeOff size={18} />}
              py="xs"
            >
              {org.privacy === 'private'
                ? t('orgs.organization.privateNote')
                : t('orgs.organization.unlistedNote')}
            </Alert>
          ) : null}

          {counts ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="organization-counts">
              {(['players', 'teams', 'members', 'venues'] as const).map((key) => (
                <Card key={key} withBorder radius="lg" p="md" data-count={key}>
                  <Text fz={28} fw={800} lh={1}>
                    {counts[key]}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`orgs.organization.counts.${key}`)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          ) : null}

          <Section title={t('orgs.organization.details')} testId="organization-details">
            <Facts
              items={[
                [
                  t('orgs.organization.email'),
                  org.email ? <Anchor href={`mailto:${org.email}`}>{org.email}</Anchor> : null,
                  'email',
                ],
                [t('orgs.organization.website'), website, 'website'],
                [
                  t('orgs.organization.phone'),
                  org.phoneNumber ? (
                    <Anchor href={`tel:${org.phoneNumber.replace(/\s/g, '')}`}>{org.phoneNumber}</Anchor>
                  ) : null,
                  'phone',
                ],
                [
                  t('orgs.organization.established'),
                  org.establishedOn ? formatDay(org.establishedOn, i18n.language) : null,
                  'established',
                ],
                [t('orgs.organization.language'), languageName(org.language, i18n.language), 'language'],
              ]}
            />
          </Section>

          {subs.data && subs.data.items.length > 0 ? (
            <Section
              title={t('orgs.organization.subOrganizations')}
              testId="organization-subs"
              padded={false}
            >
              <ul className={classes.list}>
                {subs.data.items.map((s) => (
                  <li key={s.id} className={classes.row}>
                    <OrgLogo logoUrl={s.logoUrl} name={s.name} size={40} />
                    <div className={classes.grow}>
                      <Link
                        to={paths.organization(s.id)}
                        className={classes.name}
                        data-testid="organization-sub-link"
                      >
                        {s.name}
                      </Link>
                      <div className={classes.meta}>
                        <PrivacyBadge privacy={s.privacy} />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section title={t('orgs.organization.players')} padded={false}>
              <PagedRows<Player>
                testId="organization-players"
                filterKey={`players-${org.id}`}
                searchLabel={t('orgs.organization.playersSearch')}
                empty={t('orgs.organization.playersEmpty')}
                pageSize={10}
                fetchPage={(search, page, size, signal) =>
                  fetchOrganizationPlayers(org.id, search, page, size, signal)
                }
                itemKey={(p) => p.id}
                renderItem={(p) => (
                  <>
                    <PersonAvatar person={p} size={40} />
                    <div className={classes.grow}>
                      <Link
                        to={paths.player('user', p.id)}
                        className={classes.name}
                        data-testid="organization-player-link"
                      >
                        {p.firstName} {p.lastName}
                      </Link>
                      <div className={classes.meta}>
                        {p.nationality ? (
                          <Text size="xs" c="dimmed" title={countryName(p.nationality, i18n.language)}>
                            <Nationality code={p.nationality} />
                          </Text>
                        ) : null}
                        {p.status === 'inactive' ? (
                          <Badge size="xs" color="gray" variant="outline">
                            {t('orgs.status.inactive')}
                          </Badge>
                        ) : null}
                      </div>
                    </div>
                    {p.playerNumber ? (
                      <Text size="sm" c="dimmed" fw={600}>
                        {t('orgs.profile.playerNumber', { number: p.playerNumber })}
                      </Text>
                    ) : null}
                  </>
                )}
              />
            </Section>
            <Section title={t('orgs.organization.teams')} padded={false}>
              <PagedRows<Team>
                testId="organization-teams"
                filterKey={`teams-${org.id}`}
                searchLabel={t('orgs.organization.teamsSearch')}
                empty={t('orgs.organization.teamsEmpty')}
                pageSize={10}
                fetchPage={(search, page, size, signal) =>
                  fetchOrganizationTeams(org.id, search, page, size, signal)
                }
                itemKey={(team) => team.id}
                renderItem={(team) => (
                  <>
                    <IconUsersGroup
                      size={22}
                      color="var(--mantine-color-brand-6)"
                      aria-hidden="true"
                      style={{ flex: 'none' }}
                    />
                    <div className={classes.grow}>
                      <Link
                        to={paths.entity('user', team.id)}
                        className={classes.name}
                        data-testid="organization-team-link"
                      >
                        {team.name}
                      </Link>
                      <Text size="xs" c="dimmed">
                        {t(`orgs.teamKinds.${team.kind}`)}
                        {team.competitorType ? ` · ${t(`orgs.competitorTypes.${team.competitorType}`)}` : ''}
                        {team.sport ? ` · ${sportLabel(team.sport)}` : ''}
                        {team.players.length ? ` · ${team.players.map((p) => p.lastName).join(', ')}` : ''}
                      </Text>
                    </div>
                  </>
                )}
              />
            </Section>
          </SimpleGrid>

          {org.privacy !== 'private' ? (
            <MatchList matches={extra.data?.matches} title={t('orgs.organization.matches')} />
          ) : null}
          {subs.isError ? <EmptyNote title={t('orgs.common.loadFailed')} /> : null}
        </Stack>
      </Container>
      {children}
    </>
  );
}

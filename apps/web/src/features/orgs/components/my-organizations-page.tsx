import { Badge, Button, Card, Container, EmptyState, Group, Indicator, Stack, Text } from '@mantine/core';
import type { Follow, Organization } from '@sportzone/contracts';
import {
  IconBuildingCommunity,
  IconHeart,
  IconMail,
  IconSearch,
  IconSettings,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchFollows, fetchMyOrganizations, pendingInvitationCountQuery } from '../api/orgs';
import { formatDay, paths } from '../lib/format';
import { FollowButton } from './follow-button';
import { PagedRows } from './paged-section';
import { OrgLogo, OrgRoleBadges, PrivacyBadge, Section } from './parts';
import classes from './orgs.module.css';

function followPath(f: Follow) {
  if (f.kind === 'organization') return paths.organization(f.id);
  if (f.kind === 'player') return paths.player('user', f.id);
  return paths.entity('user', f.id);
}

const FOLLOW_ICONS = { organization: IconBuildingCommunity, player: IconUser, team: IconUsersGroup };

/** /user/organizations: where the user belongs (with their roles) and what they follow. */
export function MyOrganizationsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('orgs.titles.mine'));
  const invitations = useQuery(pendingInvitationCountQuery());
  const waiting = invitations.data ?? 0;
  // unfollowing from the list takes the row away on the next load
  const [followsVersion, setFollowsVersion] = useState(0);
  const [mineEmpty, setMineEmpty] = useState(false);

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="my-organizations-page">
        <PageHeader
          title={t('orgs.titles.mine')}
          intro={t('orgs.mine.intro')}
          actions={
            <Group gap="sm">
              <Indicator label={waiting} size={18} disabled={waiting === 0} color="red" offset={4}>
                <Button
                  component={Link}
                  to={paths.invitations}
                  variant="default"
                  leftSection={<IconMail size={18} aria-hidden="true" />}
                  data-testid="my-invitations-link"
                  data-count={waiting}
                >
                  {t('orgs.common.invitations')}
                </Button>
              </Indicator>
              <Button
                component={Link}
                to={paths.search}
                leftSection={<IconSearch size={18} aria-hidden="true" />}
                data-testid="find-organizations"
              >
                {t('orgs.mine.find')}
              </Button>
            </Group>
          }
        />
        {waiting > 0 ? (
          <Text
            size="sm"
            component={Link}
            to={paths.invitations}
            c="brand"
            fw={600}
            data-testid="invitations-waiting"
          >
            {t('orgs.common.invitationsWaiting', { count: waiting })}
          </Text>
        ) : null}

        {mineEmpty ? (
          <Card withBorder radius="lg" p="xl" data-testid="my-organizations-none">
            <EmptyState
              variant="light"
              icon={<IconBuildingCommunity size={28} />}
              title={t('orgs.mine.emptyTitle')}
              description={t('orgs.mine.emptyHint')}
            >
              <EmptyState.Actions>
                <Button
                  component={Link}
                  to={paths.search}
                  leftSection={<IconSearch size={18} aria-hidden="true" />}
                >
                  {t('orgs.mine.find')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        ) : null}
        <div hidden={mineEmpty}>
          <Section title={t('orgs.mine.memberOf')} padded={false} testId="my-organizations-section">
            <PagedRows<Organization>
              testId="my-organizations"
              filterKey="mine"
              empty={t('orgs.mine.emptyTitle')}
              fetchPage={async (search, page, size, signal) => {
                const result = await fetchMyOrganizations(search, page, size, signal);
                setMineEmpty(page === 1 && !search && result.totalCount === 0);
                return result;
              }}
              itemKey={(o) => o.id}
              renderItem={(o) => (
                <>
                  <OrgLogo logoUrl={o.logoUrl} name={o.name} size={40} />
                  <div className={classes.grow}>
                    <Link
                      to={paths.organization(o.id)}
                      className={classes.name}
                      data-testid="my-organization-link"
                    >
                      {o.name}
                    </Link>
                    <div className={classes.meta}>
                      <OrgRoleBadges roles={o.myRoles} />
                      <PrivacyBadge privacy={o.privacy} />
                      {o.parent ? (
                        <Text size="xs" c="dimmed">
                          {t('orgs.common.subOrganizationOf', { name: o.parent.name })}
                        </Text>
                      ) : null}
                    </div>
                  </div>
                  {o.canManage ? (
                    <div className={classes.actions}>
                      <Button
                        component={Link}
                        to={paths.manage(o.id)}
                        size="xs"
                        variant="default"
                        leftSection={<IconSettings size={14} aria-hidden="true" />}
                      >
                        {t('orgs.common.manage')}
                      </Button>
                    </div>
                  ) : null}
                </>
              )}
            />
          </Section>
        </div>

        <Section
          title={t('orgs.mine.followsTitle')}
          padded={false}
          testId="my-follows-section"
          action={<IconHeart size={18} color="var(--mantine-color-pink-6)" aria-hidden="true" />}
        >
          <PagedRows<Follow>
            testId="my-follows"
            filterKey={`follows-${followsVersion}`}
            empty={t('orgs.mine.followsEmpty')}
            emptyHint={t('orgs.mine.followsEmptyHint')}
            fetchPage={(_search, page, size, signal) => fetchFollows(null, page, size, signal)}
            itemKey={(f) => `${f.kind}-${f.id}`}
            renderItem={(f) => {
              const Icon = FOLLOW_ICONS[f.kind];
              return (
                <>
                  <Icon
                    size={22}
                    color="var(--mantine-color-brand-6)"
                    aria-hidden="true"
                    style={{ flex: 'none' }}
                  />
                  <div className={classes.grow}>
                    <Link
                      to={followPath(f)}
                      className={classes.name}
                      data-testid="my-follow-link"
                      data-kind={f.kind}
                    >
                      {f.name}
                    </Link>
                    <div className={classes.meta}>
                      <Badge size="xs" variant="light" color="gray">
                        {t(`orgs.kinds.${f.kind}`)}
                      </Badge>
                      {f.kind !== 'organization' ? (
                        <Text size="xs" c="dimmed">
                          {f.organization.name}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {t('orgs.mine.followedOn', {
                          date: formatDay(f.followedOn.slice(0, 10), i18n.language),
                        })}
                      </Text>
                    </div>
                  </div>
                  <div className={classes.actions}>
                    <FollowButton
                      kind={f.kind}
                      id={f.id}
                      name={f.name}
                      following
                      size="xs"
                      onChange={(on) => {
                        if (!on) setFollowsVersion((v) => v + 1);
                      }}
                    />
                  </div>
                </>
              );
            }}
          />
        </Section>
      </Stack>
    </Container>
  );
}

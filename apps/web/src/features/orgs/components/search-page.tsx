import { Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Organization } from '@sportzone/contracts';
import { IconArrowLeft, IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { usePagedList } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { searchOrganizations } from '../api/orgs';
import { paths } from '../lib/format';
import { ApplyButton } from './apply-button';
import { FollowButton } from './follow-button';
import { LoadFailed, OrgLogo, PrivacyBadge } from './parts';
import classes from './orgs.module.css';
import { EmptyCard, LoadMore, SearchInput, SkeletonRows } from '@/components/ui/list-parts';

/**
 * /user/organizations/search: the public organizations by name (GET /api/organization; unlisted and
 * private ones never show), 20 a page with "show more"; a new search starts over at page 1 (SPEC §4).
 * Each one can be followed and applied to.
 */
export function OrganizationSearchPage() {
  const { t } = useTranslation();
  usePageTitle(t('orgs.titles.search'));
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [term] = useDebouncedValue(search.trim(), 300);
  const list = usePagedList<Organization>({
    filterKey: term,
    fetchPage: (page, size, signal) => searchOrganizations(term, page, size, signal),
    itemKey: (o) => o.id,
  });
  const change = (value: string) => {
    setSearch(value);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };
  const firstLoad = list.loading === 'first' && list.items.length === 0;
  const empty = !firstLoad && list.paging.loaded && list.items.length === 0;
  const total = list.paging.totalCount;

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="organization-search-page">
        <Button
          component={Link}
          to={paths.mine}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('orgs.titles.mine')}
        </Button>
        <PageHeader title={t('orgs.titles.search')} intro={t('orgs.search.intro')} />
        <SearchInput
          size="md"
          value={search}
          onChange={change}
          label={t('orgs.search.label')}
          placeholder={t('orgs.search.placeholder')}
          testId="organization-search"
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="organization-search-count" mih={20}>
          {total !== undefined && total > 0 ? t('common.showing', { shown: list.items.length, total }) : null}
        </Text>

        {list.error && list.items.length === 0 ? (
          <LoadFailed onRetry={list.refresh} />
        ) : empty ? (
          <EmptyCard
            icon={<IconBuildingCommunity size={28} />}
            title={term ? t('orgs.search.noMatch', { term }) : t('orgs.search.empty')}
            hint={term ? t('orgs.search.noMatchHint') : t('orgs.search.emptyHint')}
            action={
              term ? (
                <Button variant="light" onClick={() => change('')}>
                  {t('common.clearSearch')}
                </Button>
              ) : null
            }
            testId="organization-search-empty"
          />
        ) : (
          <Card withBorder radius="lg" p={0} aria-busy={list.loading !== false}>
            <ul className={classes.list} data-testid="organization-results">
              {firstLoad ? (
                <SkeletonRows count={4} avatar="square" className={classes.row} />
              ) : (
                list.items.map((o) => (
                  <li
                    key={o.id}
                    className={`${classes.row} ${classes.rowWrap}`}
                    data-testid="organization-result"
                    data-name={o.name}
                    data-id={o.id}
                  >
                    <OrgLogo logoUrl={o.logoUrl} name={o.name} size={48} />
                    <div className={classes.grow}>
                      <Link to={paths.organization(o.id)} className={classes.name}>
                        {o.name}
                      </Link>
                      <div className={classes.meta}>
                        <PrivacyBadge privacy={o.privacy} />
                        {o.parent ? (
                          <Text size="xs" c="dimmed">
                            {t('orgs.common.subOrganizationOf', { name: o.parent.name })}
                          </Text>
                        ) : null}
                      </div>
                      {o.description ? (
                        <Text size="sm" c="dimmed" lineClamp={2} mt={2}>
                          {o.description}
                        </Text>
                      ) : null}
                    </div>
                    <Group className={classes.actions} gap="xs">
                      <FollowButton
                        kind="organization"
                        id={o.id}
                        name={o.name}
                        following={o.following}
                        size="xs"
                      />
                      <ApplyButton organization={o} size="xs" />
                    </Group>
                  </li>
                ))
              )}
              {list.loading === 'more' ? (
                <SkeletonRows count={2} avatar="square" className={classes.row} />
              ) : null}
            </ul>
          </Card>
        )}
        <LoadMore list={list} testId="organization-search-more" />
      </Stack>
    </Container>
  );
}

import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Loader,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBuildingOff } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { isApiError } from '@/lib/api';
import { useOrganization } from '@/lib/organizations';
import { usePageTitle } from '@/lib/use-page-title';
import {
  SECTION_GROUPS,
  sectionLabelKey,
  sectionOfPath,
  visibleSections,
  workspacePath,
} from '../lib/sections';
import { PrivacyBadge, RoleBadges } from './badges';
import { OrgLogo } from './org-logo';
import { SECTION_ICONS } from './section-icons';
import classes from './workspace.module.css';

/**
 * The organizer's workspace of one organization (/organizer/organizations/{id}/…): the organization's
 * header (logo, name, privacy, your role), the section menu (a side menu on laptops, scrollable tabs on
 * phones; only the sections you may open) and the section's page. A private organization is "not found"
 * for outsiders, as the server says.
 */
/** The document title of a state without a page of its own (a parent's effect runs after its children's). */
function DocumentTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

export function WorkspaceLayout({
  organizationId,
  children,
}: {
  organizationId: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useOrganization(organizationId);
  const { pathname } = useLocation();
  const tabs = useRef<HTMLElement>(null);
  const current = sectionOfPath(pathname);

  const phone = useMediaQuery('(max-width: 61.99em)') ?? false;
  // the phone's tab strip shows the open section (scrolled sideways only, never the page)
  useEffect(() => {
    const strip = tabs.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || !phone) return;
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [current, query.data?.id, phone]);

  const valid = Number.isInteger(organizationId) && organizationId > 0;
  const notFound =
    !valid || (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status));
  if (notFound) {
    return (
      <>
        <DocumentTitle title={t('organizer.workspace.notFoundTitle')} />
        <StatusPage
          icon={
            <IconBuildingOff size={56} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden="true" />
          }
          title={t('organizer.workspace.notFoundTitle')}
          message={t('organizer.workspace.notFoundText')}
          hint={t('organizer.workspace.notFoundHint')}
          data-testid="workspace-not-found"
          actions={
            <Button component={Link} to="/organizer/organizations" leftSection={<IconArrowLeft size={18} />}>
              {t('organizer.workspace.backToList')}
            </Button>
          }
        />
      </>
    );
  }
  if (query.isError) {
    return (
      <StatusPage
        icon={
          <IconAlertTriangle size={56} stroke={1.4} color="var(--mantine-color-red-6)" aria-hidden="true" />
        }
        title={t('organizer.workspace.loadFailed')}
        message={t('organizer.workspace.loadFailedText')}
        data-testid="workspace-error"
        actions={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const org = query.data;
  if (!org) {
    return (
      <Group justify="center" py={80} data-testid="workspace-loading">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }

  const sections = visibleSections(org);
  const roleText =
    org.myRoles.length > 0
      ? null
      : org.canManage
        ? t('organizer.workspace.asAdmin')
        : t('organizer.workspace.asVisitor');

  return (
    <Box data-testid="workspace" data-organization-id={org.id} data-can-manage={org.canManage}>
      <div className={classes.band}>
        <Container size="xl" px={{ base: 'md', sm: 'lg' }} pt={{ base: 'sm', sm: 'md' }} pb="sm">
          <Breadcrumbs separatorMargin={6} fz="sm" mb={8} styles={{ root: { flexWrap: 'wrap' } }}>
            <Anchor component={Link} to="/organizer/organizations" size="sm">
              {t('organizer.organizations.title')}
            </Anchor>
            {org.parent ? (
              <Anchor
                component={Link}
                to={workspacePath(org.parent.id)}
                size="sm"
                data-testid="workspace-parent"
              >
                {org.parent.name}
              </Anchor>
            ) : null}
            <Text size="sm" c="dimmed" truncate="end" maw={260}>
              {org.name}
            </Text>
          </Breadcrumbs>
          <Group gap="md" wrap="nowrap" align="center">
            <OrgLogo organization={org} size={56} className={classes.logoBox} data-testid="workspace-logo" />
            <Stack gap={6} miw={0}>
              <Text
                fw={800}
                fz={{ base: 20, sm: 24 }}
                lh={1.2}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="workspace-name"
              >
                {org.name}
              </Text>
              <Group gap={6} wrap="wrap" data-testid="workspace-badges">
                <PrivacyBadge privacy={org.privacy} size="sm" />
                <RoleBadges roles={org.myRoles} />
                {roleText ? (
                  <Badge size="sm" variant="outline" color="gray" data-testid="role-badge">
                    {roleText}
                  </Badge>
                ) : null}
              </Group>
            </Stack>
          </Group>
        </Container>
        <nav
          ref={tabs}
          className={classes.tabs}
          aria-label={t('organizer.workspace.sections')}
          data-testid="workspace-tabs"
        >
          {sections.map((s) => {
            const Icon = SECTION_ICONS[s.key];
            return (
              <NavLink
                key={s.key}
                to={workspacePath(org.id, s.key)}
                className={classes.tab}
                data-section={s.key}
              >
                <Icon size={16} aria-hidden="true" />
                {t(sectionLabelKey(s.key))}
              </NavLink>
            );
          })}
        </nav>
      </div>
      <Container size="xl" px={{ base: 0, md: 'lg' }}>
        <div className={classes.shell}>
          <nav
            className={classes.side}
            aria-label={t('organizer.workspace.sections')}
            data-testid="workspace-menu"
          >
            {SECTION_GROUPS.map((group) => {
              const inGroup = sections.filter((s) => s.group === group);
              if (inGroup.length === 0) return null;
              return (
                <div key={group}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.groupLabel}>
                    {t(`organizer.sectionGroups.${group}`)}
                  </Text>
                  {inGroup.map((s) => {
                    const Icon = SECTION_ICONS[s.key];
                    return (
                      <MantineNavLink
                        key={s.key}
                        component={NavLink}
                        to={workspacePath(org.id, s.key)}
                        label={t(sectionLabelKey(s.key))}
                        leftSection={<Icon size={18} aria-hidden="true" />}
                        active={current === s.key}
                        variant="light"
                        style={{ borderRadius: 'var(--mantine-radius-md)' }}
                        data-section={s.key}
                      />
                    );
                  })}
                </div>
              );
            })}
          </nav>
          {/* where the skip link lands: past the section menu, at the section's own page */}
          <div style={{ minWidth: 0 }} data-skip-target tabIndex={-1}>
            {children}
          </div>
        </div>
      </Container>
    </Box>
  );
}

import {
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Organization } from '@sportzone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconExternalLink, IconPencil, IconPhotoOff, IconTrash, IconVideo } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PictureEditor } from '@/components/picture/picture-editor';
import { notify } from '@/lib/notify';
import { myOrganizationsKey, organizationKey } from '@/lib/organizations';
import { useSectionCounts, type SectionCounts } from '../api/counts';
import { deleteOrganization, removeLogo, uploadLogo } from '../api/organizations';
import { formatDay } from '../lib/forms';
import {
  sectionHintKey,
  sectionLabelKey,
  visibleSections,
  workspacePath,
  type SectionKey,
} from '../lib/sections';
import { PrivacyBadge } from './badges';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/form-modal';
import { OrgLogo } from './org-logo';
import { OrganizationForm } from './organization-form';
import { SECTION_ICONS } from './section-icons';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import classes from './workspace.module.css';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

function DetailsCard({ org, onEdit }: { org: Organization; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const none = (
    <Text span size="sm" c="dimmed">
      {t('organizer.menu.notGiven')}
    </Text>
  );
  return (
    <Card withBorder radius="lg" p="lg" h="100%" data-testid="org-details">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('organizer.menu.details')}
          </Title>
          {org.canManage ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={onEdit}
              data-testid="org-edit"
            >
              {t('organizer.menu.edit')}
            </Button>
          ) : null}
        </Group>
        {org.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="org-detail-description">
            {org.description}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Detail label={t('organizer.form.email')} testId="org-detail-email">
            {org.email ? <Anchor href={`mailto:${org.email}`}>{org.email}</Anchor> : none}
          </Detail>
          <Detail label={t('organizer.form.phoneNumber')} testId="org-detail-phone">
            {org.phoneNumber ? (
              <Anchor href={`tel:${org.phoneNumber.replace(/[^+\d]/g, '')}`}>{org.phoneNumber}</Anchor>
            ) : (
              none
            )}
          </Detail>
          <Detail label={t('organizer.form.website')} testId="org-detail-website">
            {org.website ? (
              <Anchor href={org.website} target="_blank" rel="noopener noreferrer">
                {org.website.replace(/^https?:\/\//, '')}
              </Anchor>
            ) : (
              none
            )}
          </Detail>
          <Detail label={t('organizer.form.establishedOn')} testId="org-detail-established">
            {org.establishedOn ? formatDay(org.establishedOn, locale) : none}
          </Detail>
          <Detail label={t('organizer.form.language')} testId="org-detail-language">
            {org.language ? languageName(org.language, locale) : none}
          </Detail>
          <Detail label={t('organizer.form.privacy')} testId="org-detail-privacy">
            <Stack gap={4} align="flex-start">
              <PrivacyBadge privacy={org.privacy} size="sm" />
              <Text size="xs" c="dimmed">
                {t(`organizer.privacy.${org.privacy}Hint`)}
              </Text>
            </Stack>
          </Detail>
          {org.parent ? (
            <Detail label={t('organizer.menu.partOf')} testId="org-detail-parent">
              <Anchor component={Link} to={workspacePath(org.parent.id)}>
                {org.parent.name}
              </Anchor>
            </Detail>
          ) : null}
          <Detail label={t('organizer.menu.createdOn')} testId="org-detail-created">
            {formatDay(org.createdAt, locale)}
          </Detail>
        </SimpleGrid>
        {org.privacy !== 'private' ? (
          <Anchor
            component={Link}
            to={`/user/organizations/${org.id}/public`}
            size="sm"
            data-testid="org-public-link"
          >
            <Group gap={4} component="span">
              {t('organizer.menu.publicPage')}
              <IconExternalLink size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

function LogoCard({ org, onChange }: { org: Organization; onChange: (org: Organization) => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <Card withBorder radius="lg" p="lg" h="100%">
      <Stack gap="sm">
        <PictureEditor
          data-testid="org-logo-editor"
          hasPicture={Boolean(org.logoUrl)}
          saving={saving}
          title={t('organizer.menu.logo')}
          hint={t('organizer.menu.logoHint')}
          cropHint={t('organizer.menu.logoCropHint')}
          uploadedText={t('organizer.menu.logoSaved')}
          upload={async (image) => {
            setSaving(true);
            try {
              onChange(await uploadLogo(org.id, image));
            } finally {
              setSaving(false);
            }
          }}
          avatar={<OrgLogo organization={org} size={88} data-testid="org-logo" />}
        />
        {org.logoUrl ? (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={removing}
              leftSection={<IconPhotoOff size={16} aria-hidden="true" />}
              onClick={async () => {
                setRemoving(true);
                try {
                  onChange(await removeLogo(org.id));
                  notify.success(t('organizer.menu.logoRemoved'));
                } catch {
                  // the API client says why
                } finally {
                  setRemoving(false);
                }
              }}
              data-testid="org-logo-remove"
            >
              {t('organizer.menu.logoRemove')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

const TILE_COUNT: Partial<Record<SectionKey, (c: SectionCounts) => number | undefined>> = {
  matches: (c) => c.matches,
  organizations: (c) => c.organizations,
  roles: (c) => c.roles,
  members: (c) => c.members,
  players: (c) => c.players,
  teams: (c) => c.teams,
  venues: (c) => c.venues,
  seasons: (c) => c.seasons,
  properties: (c) => c.properties,
  invitations: (c) => c.pendingInvitations,
  applications: (c) => c.pendingApplications,
};

function SectionTiles({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const counts = useSectionCounts(org);
  const sections = visibleSections(org).filter((s) => s.key !== 'menu');
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('organizer.menu.sections')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="section-tiles">
        {sections.map((s) => {
          const Icon = SECTION_ICONS[s.key];
          const count = TILE_COUNT[s.key];
          const value = count && counts.data ? count(counts.data) : undefined;
          return (
            <Card
              key={s.key}
              component={Link}
              to={workspacePath(org.id, s.key)}
              withBorder
              radius="lg"
              p="sm"
              className={classes.cardLink}
              data-testid="section-tile"
              data-section={s.key}
            >
              <div className={classes.tile}>
                <ThemeIcon variant="light" size={38} radius="md">
                  <Icon size={20} aria-hidden="true" />
                </ThemeIcon>
                <Stack gap={0} miw={0}>
                  <Text fw={700} size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                    {t(sectionLabelKey(s.key))}
                  </Text>
                  {count ? (
                    counts.isPending ? (
                      <Skeleton height={10} width={48} mt={4} />
                    ) : (
                      <Text size="xs" c="dimmed" data-testid="section-tile-count">
                        {value === undefined
                          ? '–'
                          : s.key === 'invitations' || s.key === 'applications'
                            ? t('organizer.menu.pending', { count: value })
                            : t('organizer.menu.count', { count: value })}
                      </Text>
                    )
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t(sectionHintKey(s.key))}
                    </Text>
                  )}
                </Stack>
              </div>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function MenuBody({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const changed = (next: Organization) => {
    queryClient.setQueryData(organizationKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: myOrganizationsKey });
  };
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: org.canManage ? 7 : 12 }}>
          <DetailsCard org={org} onEdit={() => setEditing(true)} />
        </Grid.Col>
        {org.canManage ? (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <LogoCard org={org} onChange={changed} />
          </Grid.Col>
        ) : null}
      </Grid>
      <SectionTiles org={org} />
      {org.canManage ? (
        // livestreaming (decision 019): the cameras at its courts and the channels they stream to
        <Card withBorder radius="lg" p="md" data-testid="org-livestreaming">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} maw={560}>
              <Title order={2} fz="md">
                {t('streaming.workspace.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('streaming.workspace.text')}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                component={Link}
                to="/stations"
                variant="light"
                leftSection={<IconVideo size={18} aria-hidden="true" />}
              >
                {t('streaming.nav.stations')}
              </Button>
              <Button component={Link} to="/channels" variant="default">
                {t('streaming.nav.channels')}
              </Button>
            </Group>
          </Group>
        </Card>
      ) : null}
      {org.canOwn ? (
        <Card withBorder radius="lg" p="lg" className={classes.danger} data-testid="danger-zone">
          <Group justify="space-between" gap="md">
            <Stack gap={4} maw={560}>
              <Title order={2} fz="md" c="red.8">
                {t('organizer.menu.deleteTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('organizer.menu.deleteText')}
              </Text>
            </Stack>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              onClick={() => setDeleting(true)}
              data-testid="org-delete"
            >
              {t('organizer.menu.delete')}
            </Button>
          </Group>
        </Card>
      ) : null}
      <FormModal opened={editing} onClose={() => setEditing(false)} title={t('organizer.menu.editTitle')}>
        {editing ? (
          <OrganizationForm
            organization={org}
            onCancel={() => setEditing(false)}
            onSaved={(next) => {
              setEditing(false);
              changed(next);
            }}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting}
        title={t('organizer.menu.deleteConfirmTitle', { name: org.name })}
        message={t('organizer.menu.deleteConfirmText')}
        typeToConfirm={org.name}
        confirmLabel={t('organizer.menu.delete')}
        doneText={t('organizer.menu.deleted', { name: org.name })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteOrganization(org.id);
          void queryClient.invalidateQueries({ queryKey: myOrganizationsKey });
          void navigate(
            org.parent ? workspacePath(org.parent.id, 'organizations') : '/organizer/organizations',
          );
        }}
      />
    </>
  );
}

/** /organizer/organizations/{id}/menu: the workspace's home: details, logo, the sections with counts, deletion. */
export function MenuPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('organizer.menu.title')}
      intro={t('organizer.menu.intro')}
      testId="menu"
    >
      {(org) => <MenuBody org={org} />}
    </OrgSectionPage>
  );
}

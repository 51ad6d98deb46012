import { Badge, Group, Text } from '@mantine/core';
import type { SPORT_IDS, Venue } from '@sportzone/contracts';
import { IconBuildingStadium, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/countries';
import { zoneOffset } from '@/lib/time-zones';
import { deleteVenue, fetchVenues } from '../api/venues';
import { groupSpaces } from '../lib/spaces';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { ResourceSection } from '@/components/ui/resource-section';
import { VenueForm } from './venue-form';
import classes from './org-resources.module.css';

/** A dimmed line of a venue's details with its icon (where it is, its time zone). */
function DetailLine({
  icon: Icon,
  testId,
  children,
}: {
  icon: typeof IconMapPin;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} />
      <Text size="sm" c="dimmed" truncate="end" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

function VenueRow({ venue, locale }: { venue: Venue; locale: string }) {
  const { t } = useTranslation();
  const where = [venue.address, venue.city, venue.country ? countryName(venue.country, locale) : null]
    .filter(Boolean)
    .join(', ');
  const bySport = groupSpaces(venue.spaces);
  return (
    <div className={classes.grow} data-testid="venue-row" data-name={venue.name}>
      <Text fw={700} size="sm" truncate="end">
        {venue.name}
      </Text>
      {where ? <DetailLine icon={IconMapPin}>{where}</DetailLine> : null}
      {venue.timeZone ? (
        <DetailLine icon={IconClock} testId="venue-time-zone-shown">
          {`${venue.timeZone.replace(/_/g, ' ')} · ${zoneOffset(venue.timeZone, locale)}`}
        </DetailLine>
      ) : null}
      <Group gap={6} mt={6}>
        {bySport.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('orgResources.spaces.none')}
          </Text>
        ) : (
          bySport.map((g) => (
            <Badge key={g.sport} variant="light" size="sm" data-testid="venue-space-count">
              {t(`sports.${g.sport as (typeof SPORT_IDS)[number]}`, { defaultValue: g.sport })} ·{' '}
              {t(`orgResources.spaces.count.${g.kind}`, { count: g.count })}
            </Badge>
          ))
        )}
      </Group>
      {venue.spaces.length > 0 ? (
        <Text
          size="xs"
          c="dimmed"
          mt={4}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="venue-space-names"
        >
          {venue.spaces.map((s) => s.name).join(' · ')}
        </Text>
      ) : null}
    </div>
  );
}

/** /organizer/organizations/{id}/venues: venues and their tables, courts, lanes and fields. */
export function VenuesPage({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={t('orgResources.venues.title')}
      intro={t('orgResources.venues.intro')}
      testId="venues"
    >
      {(organization) => (
        <ResourceSection<Venue>
          testId="venues"
          itemTestId="venue"
          canManage={organization.canManage}
          fetchPage={(query, signal) => fetchVenues(organization.id, query, signal)}
          itemKey={(v) => v.id}
          itemName={(v) => v.name}
          renderItem={(venue) => <VenueRow venue={venue} locale={locale} />}
          texts={{
            search: t('orgResources.venues.search'),
            searchPlaceholder: t('orgResources.venues.searchPlaceholder'),
            empty: t('orgResources.venues.empty'),
            emptyHint: t('orgResources.venues.emptyHint'),
            loadFailed: t('orgResources.venues.loadFailed'),
            add: t('orgResources.venues.add'),
            createTitle: t('orgResources.venues.createTitle'),
            editTitle: t('orgResources.venues.editTitle'),
          }}
          emptyIcon={<IconBuildingStadium size={28} aria-hidden="true" />}
          form={(props) => <VenueForm organizationId={organization.id} {...props} />}
          remove={{
            run: (v) => deleteVenue(v.id),
            title: (v) => t('orgResources.venues.deleteTitle', { name: v.name }),
            message: () => t('orgResources.venues.deleteMessage'),
            done: t('orgResources.venues.deleted'),
          }}
        />
      )}
    </OrgSectionPage>
  );
}

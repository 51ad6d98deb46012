import { Badge, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organizationTournamentsQuery, shownStatus } from './feature';
import { STATUS_COLORS, viewsPath } from './parts';
import classes from './views.module.css';

/** An organization's page: its tournaments, each linking to its public page (nothing shown while there are none). */
export function OrganizationTournaments({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const query = useQuery(organizationTournamentsQuery(organizationId, 1, 20));
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} pb={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" data-testid="organization-tournaments">
        <Title order={2} fz="lg">
          {t('tournamentViews.organization.title')}
        </Title>
        <Card withBorder radius="lg" p={0}>
          {items.map((tour) => (
            <div key={tour.id} className={classes.place}>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Link
                  to={viewsPath(tour.id)}
                  style={{ fontWeight: 700, color: 'inherit', overflowWrap: 'anywhere' }}
                  data-testid="organization-tournament-link"
                >
                  {tour.name}
                </Link>
                <Text size="xs" c="dimmed">
                  {[t(`sports.${tour.sport}` as 'sports.tennis', { defaultValue: tour.sport }), tour.startsOn]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Badge variant="light" color={STATUS_COLORS[shownStatus(tour)] ?? 'gray'}>
                {t(`tournamentViews.status.${shownStatus(tour)}`)}
              </Badge>
            </div>
          ))}
        </Card>
      </Stack>
    </Container>
  );
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCalendar,
  IconInbox,
  IconScoreboard,
  IconStar,
  IconTrophy,
  IconUserEdit,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface StepProps {
  icon: ReactNode;
  color: string;
  title: string;
  text: string;
  /** a page that exists; without it the card says "coming soon" */
  to?: string;
  action?: string;
  testId: string;
}

function Step({ icon, color, title, text, to, action, testId }: StepProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p="lg" data-testid={testId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          {!to ? (
            <Badge variant="light" color="gray" radius="sm">
              {t('common.comingSoon')}
            </Badge>
          ) : null}
        </Group>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        {to && action ? (
          <Group>
            <Button
              component={Link}
              to={to}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              // long (Bulgarian) labels wrap instead of being cut off
              styles={{
                root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
                label: { whiteSpace: 'normal' },
              }}
            >
              {action}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** What a signed-in user can do next; links only to pages that exist (the admin pages for admins only). */
export function NextSteps({ isOrganizer, isAdmin = false }: { isOrganizer: boolean; isAdmin?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="next-steps-title">
      <Title order={2} fz="lg" id="next-steps-title">
        {t('dashboard.nextTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Step
          testId="next-step-profile"
          icon={<IconUserEdit size={24} aria-hidden="true" />}
          color="brand"
          title={t('dashboard.editProfileTitle')}
          text={t('dashboard.editProfileText')}
          to="/profile"
          action={t('dashboard.editProfileAction')}
        />
        <Step
          testId="next-step-match"
          icon={<IconScoreboard size={24} aria-hidden="true" />}
          color="teal"
          title={t('orgMatches.entry.stepTitle')}
          text={t('orgMatches.entry.stepText')}
          to="/user/matches?new=1"
          action={t('orgMatches.entry.stepAction')}
        />
        <Step
          testId="next-step-follow"
          icon={<IconStar size={24} aria-hidden="true" />}
          color="yellow"
          title={t('dashboard.followTitle')}
          text={t('dashboard.followText')}
          to="/user/preferences"
          action={t('dashboard.followAction')}
        />
        <Step
          testId="next-step-calendar"
          icon={<IconCalendar size={24} aria-hidden="true" />}
          color="cyan"
          title={t('calendar.stepTitle')}
          text={t('calendar.stepText')}
          to="/user/calendar"
          action={t('calendar.stepAction')}
        />
        {!isOrganizer ? (
          <Step
            testId="next-step-organizer"
            icon={<IconTrophy size={24} aria-hidden="true" />}
            color="violet"
            title={t('dashboard.organizerTitle')}
            text={t('dashboard.organizerText')}
            to="/user/request"
            action={t('dashboard.organizerAction')}
          />
        ) : null}
        {isAdmin ? (
          <>
            <Step
              testId="next-step-user-management"
              icon={<IconUsers size={24} aria-hidden="true" />}
              color="red"
              title={t('dashboard.adminUsersTitle')}
              text={t('dashboard.adminUsersText')}
              to="/admin/user-management"
              action={t('dashboard.adminUsersAction')}
            />
            <Step
              testId="next-step-user-requests"
              icon={<IconInbox size={24} aria-hidden="true" />}
              color="orange"
              title={t('dashboard.adminRequestsTitle')}
              text={t('dashboard.adminRequestsText')}
              to="/admin/user-requests"
              action={t('dashboard.adminRequestsAction')}
            />
          </>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChartBar,
  IconHome,
  IconKey,
  IconListDetails,
  IconMailForward,
  IconMapPin,
  IconShieldHalf,
  IconSitemap,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconRun,
  IconScoreboard,
  IconTournament,
  IconTrophy,
  IconWebhook,
} from '@tabler/icons-react';
import type { SectionKey } from '../lib/sections';

export const SECTION_ICONS: Record<SectionKey, typeof IconHome> = {
  menu: IconHome,
  matches: IconScoreboard,
  containers: IconTournament,
  tournaments: IconTrophy,
  organizations: IconSitemap,
  reports: IconChartBar,
  roles: IconShieldHalf,
  members: IconUsers,
  players: IconRun,
  teams: IconUsersGroup,
  venues: IconMapPin,
  seasons: IconCalendarEvent,
  properties: IconListDetails,
  invitations: IconMailForward,
  applications: IconUserPlus,
  'api-keys': IconKey,
  webhooks: IconWebhook,
};

export const OrganizationIcon = IconBuildingCommunity;

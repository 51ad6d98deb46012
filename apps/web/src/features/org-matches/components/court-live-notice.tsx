import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fetchMatchPage, matchesKey } from '../api/matches';
import { liveMatchOnCourt } from '../lib/court-clash';

/**
 * A notice, not a refusal, when the chosen court of the organization's venue has a live match now: the
 * organizer may well mean to queue the next match there, but should know it is taken. Reads the
 * organization's live matches (GET /api/matches?status=active, the list the matches page already uses).
 */
export function CourtLiveNotice({
  organizationId,
  venue,
  court,
  editedId,
}: {
  organizationId: number;
  venue: string | null;
  court: string | null;
  editedId: number | null;
}) {
  const { t } = useTranslation();
  const chosen = Boolean(venue && court);
  const live = useQuery({
    queryKey: [...matchesKey(organizationId), 'live-now'],
    queryFn: ({ signal }) =>
      fetchMatchPage({ organizationId, status: 'active', page: 1, pageSize: 100 }, signal),
    enabled: chosen,
    staleTime: 15_000,
  });
  const clash = liveMatchOnCourt(live.data?.items ?? [], { venue, court }, editedId);
  if (!clash) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconBroadcast size={20} aria-hidden="true" />}
      title={t('orgMatches.form.courtLiveTitle', { court })}
      data-testid="match-court-live"
      data-match-id={clash.id}
      role="status"
    >
      {t('orgMatches.form.courtLive', { home: clash.home.name, away: clash.away.name })}
    </Alert>
  );
}

import type { Organization, OrganizationReport } from '@sportzone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SectionKey } from '../lib/sections';
import { countOf } from './organizations';

export type SectionCounts = Partial<Record<SectionKey, number>> & {
  pendingInvitations?: number;
  pendingApplications?: number;
  activeMembers?: number;
  activePlayers?: number;
  liveMatches?: number;
  upcomingMatches?: number;
};

/**
 * Counts for the workspace's tiles and the dashboard's cards, each asked for only where the user may
 * see it: the report (members) for members and players, a one-item page of each list for the rest.
 * A count that cannot be had is left out.
 */
async function fetchCounts(org: Organization, signal: AbortSignal, full: boolean): Promise<SectionCounts> {
  const base = `/api/organization/${org.id}`;
  const counts: SectionCounts = {};
  const jobs: Promise<void>[] = [];
  const take = (fn: () => Promise<void>) => jobs.push(fn().catch(() => undefined));
  if (org.canSeePrivate) {
    take(async () => {
      const report = await api.get<OrganizationReport>(`${base}/reports`, { signal, quiet: true });
      counts.members = report.members.total;
      counts.activeMembers = report.members.active;
      counts.players = report.players.total;
      counts.activePlayers = report.players.active;
      counts.liveMatches = report.matches.active;
      counts.upcomingMatches = report.matches.upcoming + report.matches.queued;
    });
  } else {
    take(async () => {
      counts.members = await countOf(`${base}/members`, {}, signal);
    });
    take(async () => {
      counts.players = await countOf(`${base}/players`, {}, signal);
    });
  }
  if (org.canManage) {
    take(async () => {
      counts.pendingInvitations = await countOf(`${base}/invitations`, { status: 'pending' }, signal);
    });
    take(async () => {
      counts.pendingApplications = await countOf(`${base}/applications`, { status: 'pending' }, signal);
    });
  }
  if (full) {
    for (const [key, path] of [
      ['teams', 'teams'],
      ['venues', 'venues'],
      ['seasons', 'seasons'],
      ['organizations', 'organizations'],
    ] as const) {
      take(async () => {
        counts[key] = await countOf(`${base}/${path}`, {}, signal);
      });
    }
    take(async () => {
      counts.matches = await countOf('/api/matches', { organizationId: String(org.id) }, signal);
    });
    if (org.canSeePrivate) {
      take(async () => {
        counts.roles = await countOf(`${base}/roles`, {}, signal);
      });
      take(async () => {
        counts.properties = await countOf(`${base}/properties`, {}, signal);
      });
    }
  }
  await Promise.all(jobs);
  return counts;
}

export const countsKey = (organizationId: number) => ['organization', organizationId, 'counts'] as const;

export const countsQuery = (org: Organization, full = true) =>
  queryOptions({
    queryKey: [...countsKey(org.id), full, org.canManage, org.canSeePrivate] as const,
    queryFn: ({ signal }) => fetchCounts(org, signal, full),
    staleTime: 30_000,
  });

/** Counts of an organization's sections; `full` adds matches, teams, venues, seasons, sub-organizations, roles, properties. */
export function useSectionCounts(org: Organization, full = true) {
  return useQuery(countsQuery(org, full));
}

import type { OrganizationReport } from '@sportzone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const reportKey = (organizationId: number) => ['organization', organizationId, 'report'] as const;

/** GET /api/organization/{id}/reports (members): people by status, matches, results per player and team. */
export function fetchReport(organizationId: number, signal?: AbortSignal): Promise<OrganizationReport> {
  return api.get(`/api/organization/${organizationId}/reports`, { signal });
}

export const reportQuery = (organizationId: number) =>
  queryOptions({
    queryKey: reportKey(organizationId),
    queryFn: ({ signal }) => fetchReport(organizationId, signal),
    retry: false,
  });

export function useReport(organizationId: number) {
  return useQuery(reportQuery(organizationId));
}

/** GET /api/organization/{id}/reports?format=csv: the same report as CSV text (the server escapes the cells). */
export function fetchReportCsv(organizationId: number): Promise<string> {
  return api.get<string>(`/api/organization/${organizationId}/reports`, {
    query: { format: 'csv' },
    headers: { accept: 'text/csv' },
  });
}

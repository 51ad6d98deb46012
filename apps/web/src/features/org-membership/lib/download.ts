export { downloadText } from '@/lib/download';

/** The report's file name, as the server names it: organization-7-report-2026-11-23.csv */
export function reportFileName(organizationId: number, generatedAt: string | null | undefined): string {
  const day = (generatedAt ?? new Date().toISOString()).slice(0, 10);
  return `organization-${organizationId}-report-${day}.csv`;
}

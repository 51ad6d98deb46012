import type { OutboxItem, OutboxStatus, PagedResult } from '@sportzone/contracts';
import { api } from '@/lib/api';

export interface OutboxQuery {
  searchTerm: string | null;
  status: OutboxStatus | null;
  page: number;
  pageSize: number;
}

/** GET /api/admin/outbox (admins): every email, newest first: stored (no SMTP), sent, or failed. */
export function fetchOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<PagedResult<OutboxItem>> {
  return api.get('/api/admin/outbox', { query: { ...query }, signal });
}

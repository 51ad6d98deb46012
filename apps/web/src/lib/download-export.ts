// Kept apart from download.ts: the API client reaches the session and the page, which plain helpers (and their tests) need not load.
import { api } from '@/lib/api';
import { downloadText } from '@/lib/download';

/**
 * Fetches an export of the API with the signed-in user's token (a plain link would carry none) and
 * saves it: CSV as it came (with its BOM), JSON pretty-printed. Errors are told by the API client.
 */
export async function downloadExport(path: string, filename: string): Promise<void> {
  const json = filename.endsWith('.json');
  const body = await api.get<unknown>(path, { headers: { accept: json ? 'application/json' : 'text/csv' } });
  if (json) downloadText(`${JSON.stringify(body, null, 2)}\n`, filename, 'application/json;charset=utf-8');
  else downloadText(String(body), filename);
}

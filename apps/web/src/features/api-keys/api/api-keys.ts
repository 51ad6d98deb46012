import type { ApiKey, ApiKeyCreated, ApiKeyInput } from '@sportzone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { markRevoked, withCreated } from '../lib/api-keys';

/*
 * An organization's API keys (owners, organizers, admins; the server answers 403 to anyone else).
 * The secret comes back once, in the answer to POST, and is never kept in the query cache.
 */

export const apiKeysKey = (organizationId: number) => ['organization', organizationId, 'api-keys'] as const;

/** GET /api/organization/{id}/api-keys: every key, revoked and expired ones too, newest first. */
export function useApiKeys(organizationId: number, enabled = true) {
  return useQuery({
    queryKey: apiKeysKey(organizationId),
    queryFn: ({ signal }) => api.get<ApiKey[]>(`/api/organization/${organizationId}/api-keys`, { signal }),
    enabled,
  });
}

/** POST /api/organization/{id}/api-keys: a 400 carries field messages for the form (no toast). */
export function useCreateApiKey(organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) =>
      api.post<ApiKeyCreated>(`/api/organization/${organizationId}/api-keys`, input, { expect: [400] }),
    onSuccess: ({ key }) => {
      client.setQueryData<ApiKey[]>(apiKeysKey(organizationId), (keys) => withCreated(keys, key));
      void client.invalidateQueries({ queryKey: apiKeysKey(organizationId) });
    },
  });
}

/** DELETE /api/organization/{id}/api-keys/{keyId}: revoked at once; the key stays in the list. */
export function useRevokeApiKey(organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => api.delete(`/api/organization/${organizationId}/api-keys/${keyId}`),
    onSuccess: (_, keyId) => {
      client.setQueryData<ApiKey[]>(apiKeysKey(organizationId), (keys) =>
        keys ? markRevoked(keys, keyId, new Date().toISOString()) : keys,
      );
      void client.invalidateQueries({ queryKey: apiKeysKey(organizationId) });
    },
  });
}

import type {
  PagedResult,
  Property,
  PropertyInput,
  PropertyTarget,
  PropertyUpdate,
} from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ListQuery } from './players';

export function fetchProperties(
  organizationId: number,
  query: ListQuery & { appliesTo?: PropertyTarget | undefined },
  signal?: AbortSignal,
): Promise<PagedResult<Property>> {
  return api.get(`/api/organization/${organizationId}/properties`, { query: { ...query }, signal });
}

export function createProperty(organizationId: number, input: PropertyInput): Promise<Property> {
  return api.post(`/api/organization/${organizationId}/properties`, input);
}

/** Only the label and the options change; key, type and target stay. */
export function updateProperty(organizationId: number, id: number, input: PropertyUpdate): Promise<Property> {
  return api.patch(`/api/organization/${organizationId}/properties/${id}`, input);
}

export function deleteProperty(organizationId: number, id: number): Promise<void> {
  return api.delete(`/api/organization/${organizationId}/properties/${id}`);
}

export const playerPropertiesKey = (organizationId: number) =>
  ['organization', organizationId, 'properties', 'players'] as const;

/** The organization's player properties (the player form asks for their values); members only. */
export function usePlayerProperties(organizationId: number, enabled: boolean) {
  return useQuery({
    queryKey: playerPropertiesKey(organizationId),
    queryFn: async ({ signal }) =>
      (
        await fetchProperties(
          organizationId,
          { searchTerm: null, page: 1, pageSize: 100, appliesTo: 'players' },
          signal,
        )
      ).items,
    enabled,
    staleTime: 60_000,
  });
}

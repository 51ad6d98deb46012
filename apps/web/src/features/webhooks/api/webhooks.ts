import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
} from '@sportzone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { logRefreshMs, withCreated, withDelivery, withUpdated } from '../lib/webhooks';

/*
 * An organization's webhooks (owners, organizers, admins; the server answers 403 to anyone else).
 * The signing secret comes back once, in the answer to POST, and is never kept in the query cache.
 */

export const webhooksKey = (organizationId: number) => ['organization', organizationId, 'webhooks'] as const;
export const deliveriesKey = (organizationId: number, webhookId: number) =>
  [...webhooksKey(organizationId), webhookId, 'deliveries'] as const;

const base = (organizationId: number) => `/api/organization/${organizationId}/webhooks`;

/** GET /api/organization/{id}/webhooks: every endpoint, switched off ones too, newest first. */
export function useWebhooks(organizationId: number) {
  return useQuery({
    queryKey: webhooksKey(organizationId),
    queryFn: ({ signal }) => api.get<WebhookEndpoint[]>(base(organizationId), { signal }),
  });
}

/** POST /api/organization/{id}/webhooks: a 400 (a URL not allowed) carries field messages for the form. */
export function useCreateWebhook(organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      api.post<WebhookEndpointCreated>(base(organizationId), input, { expect: [400] }),
    onSuccess: ({ endpoint }) => {
      client.setQueryData<WebhookEndpoint[]>(webhooksKey(organizationId), (list) =>
        withCreated(list, endpoint),
      );
      void client.invalidateQueries({ queryKey: webhooksKey(organizationId), exact: true });
    },
  });
}

/**
 * PATCH /api/organization/{id}/webhooks/{webhookId}: url, description, events, or switching it on and
 * off (on clears the server's reason). `expect: [400]` only for the form, which places the messages.
 */
export function useUpdateWebhook(organizationId: number, { fromForm = false } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: WebhookEndpointUpdate }) =>
      api.patch<WebhookEndpoint>(`${base(organizationId)}/${id}`, update, fromForm ? { expect: [400] } : {}),
    onSuccess: (endpoint) => {
      client.setQueryData<WebhookEndpoint[]>(webhooksKey(organizationId), (list) =>
        withUpdated(list, endpoint),
      );
      void client.invalidateQueries({ queryKey: webhooksKey(organizationId), exact: true });
    },
  });
}

/** DELETE /api/organization/{id}/webhooks/{webhookId}: gone with its delivery log. */
export function useDeleteWebhook(organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base(organizationId)}/${id}`),
    onSuccess: (_, id) => {
      client.setQueryData<WebhookEndpoint[]>(webhooksKey(organizationId), (list) =>
        list?.filter((e) => e.id !== id),
      );
      client.removeQueries({ queryKey: deliveriesKey(organizationId, id) });
      void client.invalidateQueries({ queryKey: webhooksKey(organizationId), exact: true });
    },
  });
}

/**
 * GET …/webhooks/{webhookId}/deliveries: the last 100 calls, newest first. While the log is open it
 * asks again every few seconds (sooner while a call is pending), so "pending" turns into "delivered".
 */
export function useDeliveries(organizationId: number, webhookId: number, open: boolean) {
  return useQuery({
    queryKey: deliveriesKey(organizationId, webhookId),
    queryFn: ({ signal }) =>
      api.get<WebhookDelivery[]>(`${base(organizationId)}/${webhookId}/deliveries`, {
        signal,
        background: true,
      }),
    enabled: open,
    refetchInterval: (query) => (open ? logRefreshMs(query.state.data) : false),
  });
}

/** POST …/webhooks/{webhookId}/test: a webhook.test message, queued; the log shows it at once. */
export function useSendTest(organizationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) =>
      api.post<WebhookDelivery | undefined>(`${base(organizationId)}/${webhookId}/test`),
    onSuccess: (delivery, webhookId) => {
      const key = deliveriesKey(organizationId, webhookId);
      if (delivery && typeof delivery === 'object')
        client.setQueryData<WebhookDelivery[]>(key, (list) => withDelivery(list, delivery));
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** POST …/deliveries/{deliveryId}/resend: the same message (same webhook-id) sent again. */
export function useResendDelivery(organizationId: number, webhookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.post(`${base(organizationId)}/${webhookId}/deliveries/${deliveryId}/resend`),
    onSuccess: () => void client.invalidateQueries({ queryKey: deliveriesKey(organizationId, webhookId) }),
  });
}

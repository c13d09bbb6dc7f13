import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
} from '@food-admin/api-client';
import { ltrText } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';
import { WEBHOOKS_KEY } from './integration-queries';
import { DELIVERY_STATUS_LOOK } from './integration-texts';

/*
 * The writes of the Integrations page (docs/api.md#webhooks). Each reads the page again afterwards,
 * success or not: the endpoints' statuses and counts, the log and an open delivery all change, and a
 * refusal (an endpoint changed or deleted meanwhile) then shows them as they are now.
 */

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
}

/** The key of an endpoint's save or a secret's rotation while it runs: their dialog stays open until it settles. */
export const SAVE_ENDPOINT = ['webhooks', 'save'] as const;

/** What an edit sends besides the form's values: whether the endpoint sends (ENABLED) or holds (PAUSED). */
export type EndpointStatusChoice = WebhookEndpointUpdate['status'];

/**
 * Add endpoint (answers the endpoint and its secret, shown once), or an endpoint changed with the
 * version the dialog opened with (If-Match; 412 when someone changed it meanwhile). The secret is
 * kept by the dialog only: the mutation forgets its answer once nothing observes it (gcTime 0), and
 * the endpoints' cache never holds a secret.
 */
export function useSaveEndpoint(endpoint: WebhookEndpoint | null) {
  const api = useApi();
  const t = useT(messages);
  const refresh = useRefresh();
  return useMutation({
    mutationKey: SAVE_ENDPOINT,
    gcTime: 0,
    mutationFn: async ({ body, status }: { body: WebhookEndpointInput; status: EndpointStatusChoice }) => {
      if (endpoint === null) return api.webhooks.create({ body });
      const saved = await api.webhooks.update({
        params: { id: endpoint.id },
        body: { ...body, status },
        ifMatch: endpoint.version,
      });
      return { endpoint: saved, secret: null };
    },
    onError: () => void refresh(),
    onSuccess: async ({ endpoint: saved }) => {
      const url = ltrText(saved.url);
      notify.success(
        endpoint === null ? t('integrations.created', { url }) : t('integrations.saved', { url }),
      );
      await refresh();
    },
  });
}

/** Pause, Enable and Enable again: the endpoint as it is, with another status (If-Match its version). */
export function useSetEndpointStatus() {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ endpoint, status }: { endpoint: WebhookEndpoint; status: EndpointStatusChoice }) =>
      api.webhooks.update({
        params: { id: endpoint.id },
        body: {
          url: endpoint.url,
          description: endpoint.description,
          eventTypes: endpoint.eventTypes,
          ordered: endpoint.ordered,
          status,
        },
        ifMatch: endpoint.version,
      }),
    onError: async (error, { endpoint }) => {
      notify.error(t('integrations.statusFailed', { url: ltrText(endpoint.url) }), {
        description: texts.error(error),
      });
      await refresh();
    },
    onSuccess: async (saved) => {
      const url = ltrText(saved.url);
      notify.success(
        saved.status === 'PAUSED'
          ? t('integrations.pausedToast', { url })
          : t('integrations.enabledToast', { url }),
      );
      await refresh();
    },
  });
}

/** Deletes an endpoint with its delivery log (If-Match its version). */
export function useDeleteEndpoint() {
  const api = useApi();
  const t = useT(messages);
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      api.webhooks.remove({ params: { id: endpoint.id }, ifMatch: endpoint.version }),
    onError: () => void refresh(),
    onSuccess: async (_, endpoint) => {
      notify.success(t('integrations.deleted', { url: ltrText(endpoint.url) }));
      await refresh();
    },
  });
}

/**
 * A new signing secret (answered this once, kept by the dialog only: gcTime 0); the old one keeps
 * signing for `overlapHours`.
 */
export function useRotateSecret(endpoint: WebhookEndpoint) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationKey: SAVE_ENDPOINT,
    gcTime: 0,
    mutationFn: (overlapHours: number) =>
      api.webhooks.rotateSecret({ params: { id: endpoint.id }, body: { overlapHours } }),
    onSettled: () => refresh(),
  });
}

/**
 * Send test event: a webhook.test delivery, sent now. Its outcome is a toast whose View opens the
 * delivery (what was sent, what the receiver answered).
 */
export function useSendTest(onView: (delivery: WebhookDelivery) => void) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => api.webhooks.sendTest({ params: { id: endpoint.id } }),
    onError: async (error, endpoint) => {
      notify.error(t('integrations.testFailed', { url: ltrText(endpoint.url) }), {
        description: texts.error(error),
      });
      await refresh();
    },
    onSuccess: async (delivery, endpoint) => {
      const url = ltrText(endpoint.url);
      const action = { label: t('integrations.viewDelivery'), onClick: () => onView(delivery) };
      if (delivery.status === 'SUCCEEDED')
        notify.success(t('integrations.testDelivered', { url }), { action });
      else
        notify.info(
          t('integrations.testNotDelivered', { url, status: t(DELIVERY_STATUS_LOOK[delivery.status].key) }),
          { action },
        );
      await refresh();
    },
  });
}

/** Redeliver failed since…: every failed or retrying delivery of the endpoint since a time, sent again now. */
export function useRedeliverSince(endpoint: WebhookEndpoint) {
  const api = useApi();
  const t = useT(messages);
  const refresh = useRefresh();
  return useMutation({
    mutationKey: SAVE_ENDPOINT,
    mutationFn: (since: string) =>
      api.webhooks.redeliverSince({ params: { id: endpoint.id }, body: { since } }),
    onSuccess: ({ count }) => {
      if (count === 0) notify.info(t('integrations.redeliveredSince', { count }));
      else notify.success(t('integrations.redeliveredSince', { count }));
    },
    onSettled: () => refresh(),
  });
}

/** Redeliver of one delivery: sent again now with the same webhook-id. */
export function useRedeliver() {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.webhooks.redeliver({ params: { id } }),
    onError: (error) =>
      notify.error(t('integrations.delivery.redeliverFailed'), { description: texts.error(error) }),
    onSuccess: (delivery) => {
      const message = t('integrations.delivery.redelivered', {
        status: t(DELIVERY_STATUS_LOOK[delivery.status].key),
      });
      if (delivery.status === 'SUCCEEDED') notify.success(message);
      else notify.info(message);
    },
    onSettled: () => refresh(),
  });
}

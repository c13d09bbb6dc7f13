import * as v from 'valibot';
import { webhookDeliveryListQueries, type ApiClient } from '@food-admin/api-client';
import { apiKey, apiQuery } from '@food-admin/api-client/query';
import { filtersOf, listPageQuery, listSearchSchema, type ListSearch } from '@/shared/lists/list-search';

/*
 * The Integrations page's reads (docs/api.md#webhooks): the endpoints, and the delivery log's page,
 * facet counts and one delivery. The screen and the route's loader share them.
 */

/** Every webhook endpoint, oldest first, with its last 24 hours' counts. */
export const endpointsQuery = (api: ApiClient) => apiQuery(api, 'webhooks.list');

/**
 * The delivery log's view in the URL, read with the contract's declaration of the list. The route
 * keeps its search as it comes (the declaration lives in the webhooks' part of the endpoint table,
 * which only this page loads: importing it in the route would put it in every page's bundle), and
 * the page reads it here: a malformed value in a hand-edited URL is dropped.
 */
const deliverySearchSchema = listSearchSchema(webhookDeliveryListQueries);
export const deliverySearchOf = (search: ListSearch): ListSearch => {
  const parsed = v.safeParse(deliverySearchSchema, search);
  return parsed.success ? parsed.output : {};
};

/** The delivery log's page for the URL's view, newest first unless sorted otherwise. */
export const deliveryPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'webhooks.deliveries', { query: listPageQuery(search, webhookDeliveryListQueries) });

/** Deliveries per endpoint, event and status under the search and the other filters. */
export const deliveryFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'webhooks.deliveryFacets', {
    query: { search: search.search, ...filtersOf(search, webhookDeliveryListQueries) },
  });

/** One delivery with the body sent and every attempt. */
export const deliveryQuery = (api: ApiClient, id: number) =>
  apiQuery(api, 'webhooks.delivery', { params: { id } });

/** Every read of the page: what a write refreshes (an endpoint's counts, the log, a delivery's attempts). */
export const WEBHOOKS_KEY = apiKey('webhooks');

import {
  analyticsCategories,
  analyticsClientRow,
  analyticsClientsQuery,
  analyticsExportQuery,
  analyticsItemRow,
  analyticsItemsQuery,
  analyticsQuery,
  analyticsSummary,
  inactiveClientRow,
  inactiveClientsQuery,
  topItems,
} from '../analytics.schema.ts';
import { route } from '../api-contract.ts';
import { paged } from '../envelopes.ts';
import { feedCallsAnswer, feedCallsQuery } from '../feed-calls.schema.ts';

/** The staff console's analytics, each report over the days asked (the last 30 without). Analysts (and administrators). */
export const analyticsContract = {
  summary: route({
    method: 'GET',
    path: '/api/v1/analytics/summary',
    access: 'staff:analytics',
    query: analyticsQuery,
    response: analyticsSummary,
  }),
  items: route({
    method: 'GET',
    path: '/api/v1/analytics/items',
    access: 'staff:analytics',
    query: analyticsItemsQuery,
    response: paged(analyticsItemRow),
  }),
  clients: route({
    method: 'GET',
    path: '/api/v1/analytics/clients',
    access: 'staff:analytics',
    query: analyticsClientsQuery,
    response: paged(analyticsClientRow),
  }),
  categories: route({
    method: 'GET',
    path: '/api/v1/analytics/categories',
    access: 'staff:analytics',
    query: analyticsQuery,
    response: analyticsCategories,
  }),
  topItems: route({
    method: 'GET',
    path: '/api/v1/analytics/top-items',
    access: 'staff:analytics',
    query: analyticsQuery,
    response: topItems,
  }),
  inactiveClients: route({
    method: 'GET',
    path: '/api/v1/analytics/inactive-clients',
    access: 'staff:analytics',
    query: inactiveClientsQuery,
    response: paged(inactiveClientRow),
  }),
  feedCalls: route({
    method: 'GET',
    path: '/api/v1/analytics/feed-calls',
    access: 'staff:analytics',
    query: feedCallsQuery,
    response: feedCallsAnswer,
  }),
  /** A CSV file, not JSON: the web fetches it and saves it. */
  export: route({
    method: 'GET',
    path: '/api/v1/analytics/export',
    access: 'staff:analytics',
    query: analyticsExportQuery,
    description: 'One report as CSV, UTF-8 with a byte order mark, as an attachment.',
  }),
};

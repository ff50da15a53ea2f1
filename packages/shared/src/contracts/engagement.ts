import type { z } from 'zod';
import { route } from '../api-contract.ts';
import { activityQuery, idParams } from '../content.schema.ts';
import { messageResponse, paged } from '../envelopes.ts';

/**
 * The calls of SPEC.md §7 "Views and actions" for one kind of content (`segment`: news, gallery or videos), and
 * the client's history of it: count-views/:id, count-client-action (`actionBody` names the item its own way) and
 * my-activities.
 */
export const engagementContract = <const Segment extends string, Body extends z.core.$ZodType, Activity extends z.core.$ZodType>(
  segment: Segment,
  actionBody: Body,
  activity: Activity,
) => ({
  countViews: route({
    method: 'GET',
    path: `/api/auth/v2/client/${segment}/count-views/:id`,
    access: 'member',
    params: idParams,
    response: messageResponse,
  }),
  countClientAction: route({
    method: 'POST',
    path: `/api/auth/v2/client/${segment}/count-client-action`,
    access: 'member',
    body: actionBody,
    response: messageResponse,
  }),
  myActivities: route({
    method: 'GET',
    path: `/api/auth/v2/client/${segment}/my-activities`,
    access: 'member',
    query: activityQuery,
    response: paged(activity),
  }),
});

/** What the server's engagement routes take of a kind's contracts. */
export type EngagementContract = ReturnType<typeof engagementContract>;

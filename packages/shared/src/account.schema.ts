import { z } from 'zod';
import { pagingMeta, single } from './envelopes.ts';
import { messages } from './messages.ts';
import { subscriptionHistoryRow } from './payments.schema.ts';
import { positiveId, requiredText, urlRule } from './rules.ts';

/** My Account and its three integrations (SPEC.md §2 My Account, §7 "Integrations", "Post to client site"). */

export const RADIO_STATUSES = ['not_verified', 'verified'] as const;
export type RadioStatus = (typeof RADIO_STATUSES)[number];

const requiredUrl = (label: string) =>
  z
    .string({ error: messages.requiredField(label) })
    .trim()
    .min(1, messages.requiredField(label))
    .pipe(urlRule);
const token = requiredText('Token');

/** Client API: where the client's site lists its categories and receives articles (the form's fields). */
export const clientApiForm = z.object({
  catergoy_api: requiredUrl('Category URL'),
  store_api: requiredUrl('Post URL'),
  token,
});
export type ClientApiForm = z.infer<typeof clientApiForm>;

/** POST/PUT client/my-account/api-clienturl: `values` carries the fields, spelled as SPEC.md §7 spells them. */
export const clientApiRequest = z.object({
  user_id: z.optional(positiveId),
  key: z.literal('API').default('API'),
  values: clientApiForm.extend({ user_id: z.optional(positiveId) }),
});
export type ClientApiRequest = z.input<typeof clientApiRequest>;

export const clientApiConfig = z.object({
  id: z.number().int(),
  catergoy_api: z.string(),
  store_api: z.string(),
  token: z.string(),
  /** What the site checks each push's `X-Portal-Signature` with (docs/SITE-PUSH.md); rotatable. */
  signing_secret: z.string(),
});
export type ClientApiConfig = z.infer<typeof clientApiConfig>;

/** Link API: the category and post addresses the agency's own tools read with the client's token. */
export const linkApiForm = z.object({
  category: requiredUrl('Category'),
  post: requiredUrl('Post'),
  token,
});
export type LinkApiForm = z.infer<typeof linkApiForm>;

/** POST/PUT client/my-account/api-integration: the fields at the top and again in `values`. */
export const linkApiRequest = linkApiForm.extend({
  id: z.optional(positiveId),
  key: z.literal('API').default('API'),
  values: linkApiForm.partial().optional(),
});
export type LinkApiRequest = z.input<typeof linkApiRequest>;

export const linkApiConfig = z.object({ id: z.number().int(), category: z.string(), post: z.string(), token: z.string() });
export type LinkApiConfig = z.infer<typeof linkApiConfig>;

/** POST/PUT client/my-account/radio-integration. */
export const radioForm = z.object({
  name: requiredText('Name'),
  url: requiredUrl('Stream URL'),
  web_url: requiredUrl('Web URL'),
  address: requiredText('Address'),
});
export type RadioForm = z.infer<typeof radioForm>;

export const radioConfig = radioForm.extend({ id: z.number().int(), status: z.enum(RADIO_STATUSES) });
export type RadioConfig = z.infer<typeof radioConfig>;

/** The generic delete body of SPEC.md §7. */
export const deleteRowsRequest = z.object({ delete_rows: z.array(positiveId).min(1, messages.atLeastOne).max(100) });
export type DeleteRowsRequest = z.infer<typeof deleteRowsRequest>;

/** The subscription card of My Account; null when the client has none. */
export const accountPlan = z.object({
  name: z.string(),
  name_ne: z.string().nullable(),
  no_of_screen: z.number().int(),
  no_of_month: z.number().int(),
  expire_in: z.number().int(),
  start_date: z.string(),
  expire_date: z.string(),
  is_trial: z.boolean(),
  /** The periods bought or granted to follow this one, in the order they run. */
  upcoming: z.array(
    z.object({
      name: z.string(),
      name_ne: z.string().nullable(),
      no_of_screen: z.number().int(),
      start_date: z.string(),
      expire_date: z.string(),
    }),
  ),
});
export type AccountPlan = z.infer<typeof accountPlan>;

/** The Account of SPEC.md §3: profile, running plan, integrations and a page of Transactions History (`subHistory`). */
export const account = z.object({
  id: z.number().int(),
  full_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile_no: z.string(),
  link: z.string().nullable(),
  logo: z.string().nullable(),
  editor_name: z.string(),
  contact_person: z.string(),
  registration_no: z.string(),
  tel_no: z.string(),
  category: z.string(),
  subPlan: accountPlan.nullable(),
  apiUrl: clientApiConfig.nullable(),
  api: linkApiConfig.nullable(),
  radio: radioConfig.nullable(),
  /** A page of Transactions History (the first, unless GET client/my-account names another with page and rowsPerPage). */
  subHistory: z.array(subscriptionHistoryRow),
});
export type Account = z.infer<typeof account>;

/** GET client/my-account: the account, and the paging of its `subHistory` (SPEC.md §7 lists the model among the paged lists). */
export const accountResponse = z.object({ ...single(account).shape, meta: pagingMeta });

/** A category of the client's own site, fetched from its `catergoy_api`. */
export const clientCategory = z.object({
  id: z.number().int(),
  client_category_name: z.string(),
  enable: z.union([z.literal(0), z.literal(1)]),
});
export type ClientCategory = z.infer<typeof clientCategory>;

export const userIdParams = z.object({ id: positiveId });
export const refreshCategoriesRequest = z.object({ user_id: z.optional(positiveId) });

/** What the news dialog needs to offer "Post to MY Site" (GET client/my-account/api-clienturl/user/{id}). */
export const siteConnection = z.object({ token: z.string(), store_api: z.string() });

/**
 * POST client/news-post. The server builds the forwarded article (title, description, media links)
 * from the stored item, so only the item and the site's category are read from the body.
 */
export const newsPostRequest = z.object({
  news_id: positiveId,
  category: z.coerce
    .number({ error: messages.postCategoryRequired })
    .int(messages.postCategoryRequired)
    .positive(messages.postCategoryRequired),
  user_id: z.optional(positiveId),
});
export type NewsPostRequest = z.input<typeof newsPostRequest>;

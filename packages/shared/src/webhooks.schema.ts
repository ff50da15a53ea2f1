import { z } from 'zod';
import { FEED_PUBSTATUSES, WEBHOOK_STATUSES } from './constants.ts';
import { pagingMeta } from './envelopes.ts';
import { messages } from './messages.ts';
import { urlRule } from './rules.ts';

/** Webhooks of My Account: where new, corrected and canceled items matching the filters are POSTed, signed, as ninjs (2.1, 2.3 or 3.2) or NewsML-G2. */

/**
 * The body formats a webhook POSTs news items in: one name per format, each with a label here and a writer in the
 * delivery. An Agenda event's save goes as the Agenda Feed API's event whatever the format.
 */
export const WEBHOOK_FORMATS = ['ninjs-2.1', 'ninjs-2.3', 'ninjs-3.2', 'newsml-g2'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const DEFAULT_WEBHOOK_FORMAT: WebhookFormat = 'ninjs-2.1';
/** How the My Account form and the Developer guide name each format. */
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  'ninjs-2.1': 'IPTC ninjs 2.1 (JSON)',
  'ninjs-2.3': 'IPTC ninjs 2.3 (JSON)',
  'ninjs-3.2': 'IPTC ninjs 3.2 (JSON)',
  'newsml-g2': 'IPTC NewsML-G2 (XML)',
};

export const MAX_WEBHOOK_CATEGORIES = 50;
export const MAX_WEBHOOK_QUERY_LENGTH = 200;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

/** The form of a webhook and the body of POST/PUT /api/client/webhooks: https only (the server adds the address rules). */
export const webhookForm = z.object({
  url: z
    .string({ error: messages.requiredField('URL') })
    .trim()
    .min(1, messages.requiredField('URL'))
    .pipe(urlRule),
  language_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().default(null),
  category_ids: z
    .array(z.coerce.number().int().positive().max(2_147_483_647))
    .max(MAX_WEBHOOK_CATEGORIES, messages.webhookTooManyCategories(MAX_WEBHOOK_CATEGORIES))
    .default([])
    .transform((ids) => [...new Set(ids)]),
  query: z.string().trim().max(MAX_WEBHOOK_QUERY_LENGTH, messages.maxLength(MAX_WEBHOOK_QUERY_LENGTH)).default(''),
  /**
   * Also each save of an Agenda event in the hook's categories (any when none; a plan with the Agenda). Left out,
   * a new hook takes none and a changed one keeps its choice.
   */
  agenda: z.boolean().optional(),
  /** The body format of news items (`WEBHOOK_FORMATS`). Left out, a new hook takes ninjs 2.1 and a changed one keeps its format. */
  format: z.enum(WEBHOOK_FORMATS).optional(),
});
export type WebhookForm = z.input<typeof webhookForm>;
export type WebhookValues = z.infer<typeof webhookForm>;

export const webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  language_id: z.number().int().nullable(),
  category_ids: z.array(z.number().int()),
  query: z.string(),
  agenda: z.boolean(),
  format: z.enum(WEBHOOK_FORMATS),
  status: z.enum(WEBHOOK_STATUSES),
  /** When the current run of failed deliveries began; a hook failing for 24 h is paused. */
  failing_since: z.string().nullable(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhook>;

/** Answered on create and on rotate only: the signing secret is never shown again. */
export const webhookWithSecret = webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

/** What a delivered change was to the receiver: an item it had not had, a new version of one, or its withdrawal. */
export const WEBHOOK_EVENTS = ['new', 'corrected', 'canceled'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** The news item sent, or null for an Agenda event's save (`agenda_event_id`). */
  news_id: z.number().int().nullable(),
  agenda_event_id: z.number().int().nullable(),
  pubstatus: z.enum(FEED_PUBSTATUSES),
  attempt: z.number().int(),
  http_status: z.number().int().nullable(),
  outcome: z.enum(['delivered', 'failed']),
  message: z.string(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERIES_PAGE_SIZE),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuery>;

export const webhookDeliveriesPage = z.object({ data: z.array(webhookDelivery), meta: pagingMeta });

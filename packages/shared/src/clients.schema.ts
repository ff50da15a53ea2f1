import { z } from 'zod';
import { RADIO_STATUSES } from './account.schema.ts';
import { isCalendarDay } from './calendar-day.ts';
import { REGISTER_CATEGORIES } from './constants.ts';
import { pagingQuery } from './content.schema.ts';
import { messages } from './messages.ts';
import { requiredText } from './rules.ts';

/** The agency's list of client organisations, model `clients` of the generic calls. */

export const CLIENT_SUBSCRIPTION_STATES = ['active', 'trial', 'expired', 'none'] as const;
export type ClientSubscriptionState = (typeof CLIENT_SUBSCRIPTION_STATES)[number];

export const CLIENT_SORT_FIELDS = ['created_at', 'full_name', 'expires_at'] as const;
export const CLIENTS_PAGE_SIZE = 25;

export const clientFilters = z.object({
  category: z.enum(REGISTER_CATEGORIES).optional(),
  subscription: z.enum(CLIENT_SUBSCRIPTION_STATES).optional(),
  verified: z.boolean().optional(),
  suspended: z.boolean().optional(),
});

export const clientsQuery = pagingQuery({
  sortFields: CLIENT_SORT_FIELDS,
  defaultSort: 'created_at',
  pageSize: CLIENTS_PAGE_SIZE,
  filters: clientFilters,
});
export type ClientsQuery = z.infer<typeof clientsQuery>;

export const clientRow = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  mobile_no: z.string(),
  category: z.string(),
  verified: z.boolean(),
  suspended: z.boolean(),
  plan_name: z.string().nullable(),
  expires_at: z.string().nullable(),
  subscription: z.enum(CLIENT_SUBSCRIPTION_STATES),
  created_at: z.string(),
});
export type ClientRow = z.infer<typeof clientRow>;

/** A subscription of the client's detail: bought (with its payment) or granted by hand (with the note and who granted it). */
export const clientSubscription = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  no_of_screen: z.number().int(),
  no_of_month: z.number().int(),
  is_trial: z.boolean(),
  start_date: z.string(),
  expire_date: z.string(),
  note: z.string().nullable(),
  granted_by: z.string().nullable(),
  bill_no: z.string().nullable(),
  created_at: z.string(),
});
export type ClientSubscription = z.infer<typeof clientSubscription>;

/** A checkout of the client, whatever became of it (amounts in paisa). */
export const clientTransaction = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  channel: z.string(),
  status: z.string(),
  no_of_screen: z.number().int(),
  no_of_month: z.number().int(),
  amount: z.number().int(),
  bill_no: z.string().nullable(),
  created_at: z.string(),
});
export type ClientTransaction = z.infer<typeof clientTransaction>;

/** The client's integrations as staff see them: addresses and states, never the client's tokens. */
export const clientIntegrations = z.object({
  client_site: z.object({ category_url: z.string(), store_url: z.string() }).nullable(),
  link_api: z.object({ category_url: z.string(), post_url: z.string() }).nullable(),
  radio: z
    .object({
      name: z.string(),
      url: z.string(),
      web_url: z.string(),
      address: z.string(),
      status: z.enum(RADIO_STATUSES),
      verified_at: z.string().nullable(),
    })
    .nullable(),
  sociair: z.object({ username: z.string(), tenant_name: z.string(), connected: z.boolean(), auto_post: z.boolean() }).nullable(),
});
export type ClientIntegrations = z.infer<typeof clientIntegrations>;

export const clientActivity = z.object({
  id: z.number().int(),
  kind: z.enum(['news', 'gallery', 'video']),
  item_id: z.number().int(),
  title: z.string().nullable(),
  action: z.string(),
  /** The member of the media house who acted. */
  by: z.string(),
  created_at: z.string(),
});
export type ClientActivity = z.infer<typeof clientActivity>;

/** GET v1/clients/{id}: everything the console shows of one client. */
export const clientDetail = z.object({
  id: z.number().int(),
  full_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile_no: z.string(),
  tel_no: z.string(),
  link: z.string().nullable(),
  logo: z.string().nullable(),
  editor_name: z.string(),
  contact_person: z.string(),
  registration_no: z.string(),
  category: z.string(),
  verified: z.boolean(),
  suspended: z.boolean(),
  created_at: z.string(),
  subscription_state: z.enum(CLIENT_SUBSCRIPTION_STATES),
  /** The subscription that runs longest, running or not; null when the client never had one. */
  subscription: clientSubscription.nullable(),
  subscriptions: z.array(clientSubscription),
  transactions: z.array(clientTransaction),
  integrations: clientIntegrations,
  activity: z.array(clientActivity),
});
export type ClientDetail = z.infer<typeof clientDetail>;

export const GRANT_UNITS = ['month', 'day'] as const;
export const GRANT_NOTE_MAX = 500;
const GRANT_LIMITS = { month: 36, day: 365 } as const;

const wholeNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: messages.requiredField(label) })
    .int(messages.wholeNumberRange(label, 1, max))
    .min(1, messages.wholeNumberRange(label, 1, max))
    .max(max, messages.wholeNumberRange(label, 1, max));

/** POST v1/clients/{id}/subscription: grant a plan by hand, or extend the running one of that plan. */
export const grantSubscriptionRequest = z
  .object({
    plan_id: z.coerce
      .number({ error: messages.requiredField('Plan') })
      .int()
      .positive(messages.requiredField('Plan')),
    no_of_screen: wholeNumber('Screens', 100),
    duration_unit: z.enum(GRANT_UNITS).default('month'),
    duration: z.coerce.number({ error: messages.requiredField('Duration') }).int(),
    note: requiredText('Note', GRANT_NOTE_MAX),
    /** A Nepal calendar day (YYYY-MM-DD) to start on; empty or today starts now. */
    starts_on: z
      .string()
      .trim()
      .refine((day) => day === '' || isCalendarDay(day), messages.dateInvalid)
      .optional()
      .transform((day) => day || undefined),
  })
  .superRefine((grant, context) => {
    const max = GRANT_LIMITS[grant.duration_unit];
    if (grant.duration < 1 || grant.duration > max) {
      context.addIssue({ code: 'custom', path: ['duration'], message: messages.wholeNumberRange('Duration', 1, max) });
    }
  });
export type GrantSubscriptionRequest = z.output<typeof grantSubscriptionRequest>;
export type GrantSubscriptionForm = z.input<typeof grantSubscriptionRequest>;

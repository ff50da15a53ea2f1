import { z } from 'zod';
import { REGISTER_CATEGORIES } from './constants.ts';
import { pagingQuery } from './content.schema.ts';

/** The agency's list of client organisations (issue 7 "Clients"), model `clients` of the generic calls. */

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

import { z } from 'zod';
import { CALENDARS, USER_ROLES } from './constants.ts';
import { messages } from './messages.ts';
import { district } from './places/places.schema.ts';
import { STAFF_ROLES } from './staff-roles.ts';
import { TEAM_ROLES } from './team-roles.ts';

export const subscriptionSummary = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  name: z.string(),
  /** Null when the plan has no Nepali name. */
  name_ne: z.string().nullable(),
  no_of_screen: z.number().int(),
  no_of_month: z.number().int(),
  start_date: z.string(),
  expire_date: z.string(),
  is_trial: z.boolean(),
  features: z.array(z.number().int()),
  content_types: z.array(z.string()),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** The user object of SPEC.md §3, answered by auth/v2/profile. */
export const userProfile = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  mobile_no: z.string(),
  link: z.string().nullable(),
  logo: z.string().nullable(),
  role: z.enum(USER_ROLES),
  roles: z.array(z.enum(USER_ROLES)),
  /** The person's role in their media house: what the portal's menus offer them. Staff: owner. */
  team_role: z.enum(TEAM_ROLES),
  /** A staff member's roles, which open the console's parts (staff-roles.ts); none for a client. */
  staff_roles: z.array(z.enum(STAFF_ROLES)),
  /** The media house's account; the person's own id for the owner who registered it and for staff. */
  house_id: z.number().int(),
  type: z.number().int(),
  has_subscription: z.boolean(),
  /** The media house ever had a subscription (paid, granted or a trial): without one in force, it expired rather than never began. */
  ever_subscribed: z.boolean(),
  left_subscription_days: z.number().int(),
  is_trial: z.boolean(),
  auto_post: z.union([z.literal(0), z.literal(1)]),
  notification: z.union([z.literal(0), z.literal(1)]),
  new_token: z.union([z.literal(0), z.literal(1)]),
  is_changed: z.boolean(),
  sociair_connected_check: z.boolean(),
  social_medias: z.array(z.number().int()),
  subscription: subscriptionSummary.nullable(),
  /** The calendar the person reads dates in; null follows the language: BS in Nepali, AD in English. */
  calendar: z.enum(CALENDARS).nullable(),
  /** The person's home district, whose news the news list shows first, with its province; null when none is chosen. */
  home_district: district.nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** PUT /api/auth/v2/profile/calendar: the person's own calendar choice; null goes back to following the language. */
export const calendarRequest = z.object({ calendar: z.enum(CALENDARS, { error: messages.calendarChoice }).nullable() });
export type CalendarRequest = z.infer<typeof calendarRequest>;

/** PUT /api/auth/v2/profile/home-district: the person's own home district (one of the 77); null clears it. */
export const homeDistrictRequest = z.object({
  district_id: z.int({ error: messages.placeUnknown }).check(z.positive(messages.placeUnknown)).nullable(),
});
export type HomeDistrictRequest = z.infer<typeof homeDistrictRequest>;

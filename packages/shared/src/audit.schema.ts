import { z } from 'zod';
import { pagingMeta } from './envelopes.ts';

/**
 * The audit trail: every staff write and every security event is one append-only row. The actions
 * are a closed list, `<object>.<verb>`; a new kind of write adds its name here first, so the console's filter,
 * the client's Security events and the server's `audit.record` agree on every name.
 */
export const AUDIT_ACTIONS = [
  // Accounts and sessions.
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.sign_out_everywhere',
  'auth.session_revoke',
  'auth.password_change',
  'auth.password_reset',
  'auth.password_reset_request',
  'auth.factor_enroll',
  'auth.factor_remove',
  'auth.factor_use',
  'auth.factor_use_failed',
  'auth.recovery_use',
  'auth.recovery_codes_regenerate',
  // Machines' credentials and signing secrets.
  'api_key.create',
  'api_key.revoke',
  'oauth_client.create',
  'oauth_client.rotate_secret',
  'oauth_client.revoke',
  'staff_api_key.create',
  'staff_api_key.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.rotate_secret',
  'webhook.delete',
  'site.create',
  'site.update',
  'site.rotate_secret',
  'site.delete',
  'feed_address.rotate',
  'calendar_address.rotate',
  'ingest.settings_change',
  'ingest.mapping_save',
  'ingest.mapping_delete',
  'ingest.item_retry',
  // A media house's team.
  'team.invite',
  'team.invitation_cancel',
  'team.join',
  'team.role_change',
  'team.remove',
  'team.ownership_offer',
  'team.ownership_accept',
  'team.ownership_cancel',
  // The console's clients.
  'client.create',
  'client.update',
  'client.suspend',
  'client.reinstate',
  'client.grant',
  'client.subscription_change',
  'client.member_change',
  'client.delete',
  'client.export',
  // Staff accounts.
  'staff.create',
  'staff.update',
  'staff.roles_change',
  'staff.invitation_resend',
  'staff.suspend',
  'staff.reinstate',
  'staff.delete',
  // The desks.
  'news.create',
  'news.update',
  'news.publish',
  'news.withdraw',
  'news.delete',
  'gallery.create',
  'gallery.update',
  'gallery.delete',
  'video.create',
  'video.update',
  'video.delete',
  'agenda_event.create',
  'agenda_event.update',
  'agenda_event.duplicate',
  'agenda_event.delete',
  'agenda_coverage.update',
  'review.approve',
  'review.reject',
  'review.request_changes',
  // Reference data and settings.
  'lookup.create',
  'lookup.update',
  'lookup.delete',
  'settings.update',
  'media_topics.update',
  'payment.update',
  'payment.refund',
  // Exports of client data.
  'analytics.export',
  'audit.export',
  'payment.export',
  // The trail itself.
  'audit.retention_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The actions a media house's owner sees on Team, "Security events": their own people's sign-ins, factors,
 * passwords, machines' keys and secrets, and who may do what in the house.
 */
export const HOUSE_SECURITY_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out_everywhere',
  'auth.session_revoke',
  'auth.password_change',
  'auth.password_reset',
  'auth.factor_enroll',
  'auth.factor_remove',
  'auth.factor_use',
  'auth.factor_use_failed',
  'auth.recovery_use',
  'auth.recovery_codes_regenerate',
  'api_key.create',
  'api_key.revoke',
  'oauth_client.create',
  'oauth_client.rotate_secret',
  'oauth_client.revoke',
  'webhook.rotate_secret',
  'site.rotate_secret',
  'feed_address.rotate',
  'calendar_address.rotate',
  'team.invite',
  'team.join',
  'team.role_change',
  'team.remove',
  'team.ownership_offer',
  'team.ownership_accept',
  'client.suspend',
  'client.reinstate',
] as const satisfies readonly AuditAction[];
export type HouseSecurityAction = (typeof HOUSE_SECURITY_ACTIONS)[number];

/** Days audit rows are kept at least (AUDIT_RETENTION_DAYS may not go below it) and by default. */
export const AUDIT_MIN_RETENTION_DAYS = 30;
export const AUDIT_DEFAULT_RETENTION_DAYS = 730;
/** Rows an audit CSV export holds at most; a wider one is refused with 422 and asks for a narrower filter. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const optionalId = z.coerce.number().int().positive().optional();
const optionalTime = z.iso.datetime({ offset: true }).optional();

/** The console's filters (GET /api/v1/audit and its CSV export): every one optional, each narrowing. */
export const auditFilters = z.object({
  /** The acting person's user id. */
  actor_id: optionalId,
  /** Part of the email address of the actor or, for a failed sign-in, tried. */
  actor_email: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  object_type: z.string().trim().max(40).optional(),
  object_id: z.string().trim().max(100).optional(),
  house_id: optionalId,
  from: optionalTime,
  to: optionalTime,
});
export type AuditFilters = z.output<typeof auditFilters>;

export const auditListQuery = auditFilters.extend({
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditListQuery = z.output<typeof auditListQuery>;

export const auditEvent = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.object({
    id: z.nullable(z.int()),
    email: z.nullable(z.string()),
    name: z.nullable(z.string()),
    role: z.nullable(z.string()),
  }),
  house_id: z.nullable(z.int()),
  action: z.enum(AUDIT_ACTIONS),
  object_type: z.nullable(z.string()),
  object_id: z.nullable(z.string()),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  ip: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  request_id: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditListResponse = z.object({ data: z.array(auditEvent), meta: pagingMeta });

/** The owner's view on Team: their house's security events, newest first. */
export const houseSecurityQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export const houseSecurityEvent = z.object({
  id: z.int(),
  at: z.string(),
  action: z.enum(HOUSE_SECURITY_ACTIONS),
  actor: z.object({ id: z.nullable(z.int()), name: z.nullable(z.string()), email: z.nullable(z.string()) }),
  object_type: z.nullable(z.string()),
  object_id: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  /** The browser, read from the user agent ("Chrome 140 on Windows"). */
  device: z.nullable(z.string()),
});
export type HouseSecurityEvent = z.infer<typeof houseSecurityEvent>;
export const houseSecurityResponse = z.object({ data: z.array(houseSecurityEvent), meta: pagingMeta });

import { z } from 'zod';

/**
 * WebSub (W3C Recommendation, 2018-01-23) for the RSS and Atom feeds: the portal is the hub its feeds advertise
 * (`<link rel="hub">`, `Link: <…>; rel="hub"`), at this path under PUBLIC_URL.
 */
export const WEBSUB_HUB_PATH = '/api/websub/hub';
/** Leases the hub grants: 10 days unless asked otherwise (the spec's suggestion), never under an hour or over 30 days. */
export const WEBSUB_LEASE_SECONDS = { default: 864_000, min: 3_600, max: 2_592_000 } as const;
/** Active subscriptions a media house may hold at once, over all its feeds and callbacks. */
export const MAX_WEBSUB_SUBSCRIPTIONS = 25;
/** `hub.secret` must be under 200 bytes (WebSub §5.1). */
export const WEBSUB_SECRET_MAX_BYTES = 199;

const url = z.string().trim().min(1).max(2_000);

/**
 * A subscription request as subscribers POST it (`application/x-www-form-urlencoded`): parameters the hub does not
 * know are dropped, as the spec asks.
 */
export const websubRequest = z.object({
  'hub.mode': z.enum(['subscribe', 'unsubscribe']),
  'hub.topic': url,
  'hub.callback': url,
  'hub.lease_seconds': z.coerce.number().int().positive().optional(),
  'hub.secret': z
    .string()
    .min(1)
    .refine((secret) => new TextEncoder().encode(secret).length <= WEBSUB_SECRET_MAX_BYTES, 'hub.secret must be less than 200 bytes')
    .optional(),
});
export type WebsubRequest = z.infer<typeof websubRequest>;

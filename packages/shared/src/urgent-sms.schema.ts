import { z } from 'zod';

/** GET /api/client/urgent-sms: whether this person gets an SMS for urgent news, and the number it goes to ('' = none). */
export const urgentSmsSetting = z.object({ enabled: z.boolean(), mobile_no: z.string() });
export type UrgentSmsSetting = z.infer<typeof urgentSmsSetting>;

/** PUT /api/client/urgent-sms: opt in or out, each member for themselves. */
export const urgentSmsRequest = z.object({ enabled: z.boolean() });
export type UrgentSmsRequest = z.infer<typeof urgentSmsRequest>;

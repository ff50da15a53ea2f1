import { z } from 'zod';

/** GET /api/health and /api/health/ready: this instance, its database and its file storage answer. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  storage: z.literal('ok'),
  driver: z.string(),
});
/** GET /api/health/live: the process answers. */
export const liveResponse = z.object({ status: z.literal('ok') });

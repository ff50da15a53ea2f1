import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from '../../lib/outbox.repository.ts';

const outboxEntry = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** Development only: the mails and SMS the portal would have sent. Never registered in production. */
export function outboxRoutes(deps: { outbox: OutboxRepository }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/outbox', { schema: { tags: ['dev'], response: { 200: z.object({ data: z.array(outboxEntry) }) } } }, async () => {
      const rows = await deps.outbox.latest(50);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    });
  };
}

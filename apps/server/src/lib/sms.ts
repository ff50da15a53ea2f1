import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { OutboxRepository } from './outbox.repository.ts';

export type Sms = { to: string; text: string };
export type SmsSender = { send(sms: Sms, via?: Database): Promise<void> };

/**
 * The default sender: SMS goes to the outbox (readable under /api/dev/outbox outside production), and the
 * log says so without the text, which may hold a first password. A gateway adapter implements the same shape.
 */
export function createLoggingSmsSender(deps: { outbox: OutboxRepository; log: FastifyBaseLogger }): SmsSender {
  return {
    async send(sms, via) {
      deps.log.info({ to: sms.to }, 'sms not sent (no gateway configured): kept in the outbox');
      await deps.outbox.add({ channel: 'sms', recipient: sms.to, body: sms.text, status: 'logged' }, via);
    },
  };
}

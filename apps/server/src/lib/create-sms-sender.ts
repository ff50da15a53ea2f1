import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { ServiceHttp } from './service-http.ts';
import { createLoggingSmsSender, type SmsSender } from './sms.ts';
import { createSparrowSmsSender } from './sparrow-sms.ts';

/** The sender config.ts chose: the log and outbox, or Sparrow SMS (its simulator outside production unless an address is set). */
export function createSmsSender(
  config: Config['sms'],
  deps: { outbox: OutboxRepository; log: FastifyBaseLogger; http: ServiceHttp },
): SmsSender {
  if (config.gateway === 'log') return createLoggingSmsSender(deps);
  return createSparrowSmsSender({ url: config.url, token: config.token, senderId: config.senderId, http: deps.http });
}

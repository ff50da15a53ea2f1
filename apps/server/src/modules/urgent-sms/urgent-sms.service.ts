import { messages, type UrgentSmsSetting } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { JobQueue, JobTry, RetryPolicy } from '../../lib/job-queue.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ItemChangeDispatcher } from '../item-changes/item-change-dispatcher.ts';
import { nepalMidnight } from '../saved-searches/alerts.service.ts';
import type { UrgentSmsRepository } from './urgent-sms.repository.ts';
import { urgentSmsText } from './urgent-sms-text.ts';

export const URGENT_SMS_QUEUE = 'urgent-sms';

/**
 * SMS for urgent news: an urgent item usable for the first time queues one row per person who opted in
 * (in the dispatching transaction, so a second run or instance adds none), and each row is an
 * `urgent-sms` job that sends it through the configured gateway, tried again while the gateway refuses.
 */
export async function createUrgentSmsService(deps: {
  db: Database;
  repository: UrgentSmsRepository;
  users: Pick<AuthRepository, 'findUserById' | 'updateUser'>;
  dispatcher: ItemChangeDispatcher;
  jobs: JobQueue;
  sms: SmsSender;
  agencyName: string;
  perDay: number;
  retry: RetryPolicy;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, jobs } = deps;

  deps.dispatcher.consume(async (changes, tx) => {
    const now = deps.now();
    for (const change of changes) {
      if (!change.first || change.pubstatus !== 'usable') continue;
      const queued = await repository.queueForItem(tx, change.newsId, now, nepalMidnight(now), deps.perDay);
      await jobs.enqueue(
        URGENT_SMS_QUEUE,
        queued.map((messageId) => ({ data: { messageId } })),
        tx,
      );
    }
  });

  async function send(messageId: number, attempt: JobTry): Promise<void> {
    const message = await repository.queued(messageId);
    if (!message) return;
    try {
      await deps.sms.send({ to: message.recipient, text: urgentSmsText(message, deps.agencyName) });
    } catch (error) {
      const final = attempt.retryCount >= attempt.retryLimit;
      await repository.markRefused(messageId, (error as Error).message.slice(0, 500), final);
      deps.log.warn({ err: error, messageId, final }, 'urgent SMS refused by the gateway');
      if (final) return;
      throw error;
    }
    await repository.markSent(messageId, deps.now());
  }

  await jobs.work<{ messageId: number }>(URGENT_SMS_QUEUE, deps.retry, (data, attempt) => send(data.messageId, attempt));

  return {
    async setting(caller: Authenticated): Promise<UrgentSmsSetting> {
      const user = await deps.users.findUserById(caller.user.id);
      if (!user) throw new NotFoundError();
      return { enabled: user.urgentSms, mobile_no: user.mobileNo };
    },

    /** Opts the caller in (a mobile number needed) or out; answers the message to show. */
    async choose(caller: Authenticated, enabled: boolean): Promise<string> {
      const user = await deps.users.findUserById(caller.user.id);
      if (!user) throw new NotFoundError();
      if (enabled && user.mobileNo.trim() === '') throw ValidationError.field('enabled', messages.urgentSmsNeedsMobile);
      await deps.users.updateUser(deps.db, user.id, { urgentSms: enabled });
      return enabled ? messages.urgentSmsOn : messages.urgentSmsOff;
    },
  };
}
export type UrgentSmsService = Awaited<ReturnType<typeof createUrgentSmsService>>;

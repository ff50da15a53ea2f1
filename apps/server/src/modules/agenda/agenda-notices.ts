import type { Database } from '../../db/client.ts';
import type { JobQueue, RetryPolicy } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SmsSender } from '../../lib/sms.ts';
import { AGENDA_NOTICE_QUEUE } from './agenda-log.ts';
import type { AgendaMails } from './agenda-mails.ts';
import type { AgendaWatchesRepository } from './agenda-watches.repository.ts';

/**
 * Sends the notices of each change the agenda's log made: one job a change claims its notices (marks them mailed) and
 * queues their mails, and the text messages people asked for, in one transaction; so however many instances run the
 * queue, and however often a job is tried again, a notice goes once.
 */
export async function workAgendaNotices(deps: {
  db: Database;
  watches: AgendaWatchesRepository;
  mails: AgendaMails;
  mailer: Mailer;
  sms: SmsSender;
  jobs: JobQueue;
  retry: RetryPolicy;
  now: () => Date;
}) {
  await deps.jobs.work<{ changeSeq: number }>(AGENDA_NOTICE_QUEUE, deps.retry, ({ changeSeq }) =>
    deps.db.transaction(async (tx) => {
      const notices = await deps.watches.claimChange(tx, changeSeq, deps.now());
      await deps.mailer.sendAll(notices.map(deps.mails.mail), tx);
      for (const notice of notices) if (notice.sms && notice.mobile) await deps.sms.send(deps.mails.sms(notice), tx);
    }),
  );
}

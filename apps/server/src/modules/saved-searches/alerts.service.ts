import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue, RetryPolicy } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { NEPAL_OFFSET_MS } from '../../lib/nepal-dates.ts';
import type { ItemChangeDispatcher } from '../item-changes/item-change-dispatcher.ts';
import type { AlertMails } from './alert-mails.ts';
import type { SavedSearchesRepository } from './saved-searches.repository.ts';

export const ALERT_MAIL_QUEUE = 'alert-mail';
export const ALERT_DIGESTS_JOB = 'alert-digests';
/** How often the digests look for searches whose hour or daily time has come. */
const DIGEST_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

/** The instant Nepal's current day began. */
export const nepalMidnight = (now: Date) => new Date(Math.floor((now.getTime() + NEPAL_OFFSET_MS) / DAY_MS) * DAY_MS - NEPAL_OFFSET_MS);

/**
 * Alerts of saved searches: an item usable for the first time is matched against every search in the
 * dispatching transaction (one statement), each client with an immediate search gets an `alert-mail`
 * job, and a job once a minute sends the hourly and daily digests. Each mail is queued in the
 * transaction that marks its matches mailed, so a match is mailed once.
 */
export async function createAlertsService(deps: {
  db: Database;
  repository: SavedSearchesRepository;
  dispatcher: ItemChangeDispatcher;
  jobs: JobQueue;
  mailer: Mailer;
  mails: AlertMails;
  retry: RetryPolicy;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, jobs } = deps;

  deps.dispatcher.consume(async (changes, tx) => {
    const now = deps.now();
    for (const change of changes) {
      if (!change.first || change.pubstatus !== 'usable') continue;
      const matches = await repository.matchItem(tx, change.newsId, now);
      const immediate = matches.filter((match) => match.delivery === 'immediate');
      await jobs.enqueue(
        ALERT_MAIL_QUEUE,
        immediate.map((match) => ({ data: { matchId: match.id } })),
        tx,
      );
    }
  });

  async function mailImmediate(matchId: number): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const match = await repository.claimImmediate(tx, matchId, deps.now());
      if (!match || match.searchId === null || match.searchName === null) return;
      await deps.mailer.send(deps.mails.immediate({ ...match, searchId: match.searchId, searchName: match.searchName }), tx);
    });
  }

  /** Sends every digest that is due; answers how many went. */
  async function sendDigests(): Promise<number> {
    const now = deps.now();
    let sent = 0;
    for (const searchId of await repository.dueDigests(now, nepalMidnight(now))) {
      const went = await deps.db.transaction(async (tx) => {
        const digest = await repository.claimDigest(tx, searchId, now);
        if (!digest || digest.search.alert === 'off' || digest.search.alert === 'immediate') return false;
        await deps.mailer.send(deps.mails.digest({ ...digest, search: { ...digest.search, alert: digest.search.alert } }), tx);
        return true;
      });
      if (went) sent += 1;
    }
    if (sent > 0) deps.log.info({ sent }, 'alert digests queued');
    return sent;
  }

  await jobs.work<{ matchId: number }>(ALERT_MAIL_QUEUE, deps.retry, (data) => mailImmediate(data.matchId));
  await jobs.everyPeriod(ALERT_DIGESTS_JOB, DIGEST_EVERY_MS, async () => void (await sendDigests()));
  return { sendDigests };
}

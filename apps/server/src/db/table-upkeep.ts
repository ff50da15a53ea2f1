import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../lib/job-queue.ts';
import type { DatabaseHandle } from './client.ts';

const HOUR_MS = 3_600_000;

/**
 * The tables statement triggers keep (news_counts, search_words) are rewritten a little by every
 * publish. Autovacuum cleans them where it runs; a PostgreSQL without it (or PGlite, which has none)
 * would keep every dead row version and lose the planner's statistics, and a search's word lookup
 * then scans them all. Vacuumed and analyzed every hour: both are small, so it takes milliseconds.
 */
export async function tidyTriggerTables(database: DatabaseHandle): Promise<void> {
  await database.jobs.executeSql('vacuum (analyze) news_counts, search_words', []);
}

/** The limiters' windows that ended and no attempt started afresh (lib/attempt-limiter.ts). */
async function dropEndedAttemptWindows(database: DatabaseHandle): Promise<void> {
  await database.jobs.executeSql('delete from attempt_counters where reset_at <= now()', []);
}

/** Once an hour for the whole portal, however many instances run (the `table-upkeep` job). */
export function startTableUpkeep(database: DatabaseHandle, jobs: Pick<JobQueue, 'everyPeriod'>, log: FastifyBaseLogger) {
  return jobs.everyPeriod('table-upkeep', HOUR_MS, async () => {
    try {
      await dropEndedAttemptWindows(database);
      await tidyTriggerTables(database);
    } catch (error) {
      log.warn({ err: error }, 'hourly table upkeep failed; tried again in an hour');
    }
  });
}

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCount } from '../test/job-rows.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

const log = pino({ level: 'silent' });
/** A long period, so the test never straddles two of them (and a timer can still count it: under 2^31 ms). */
const PERIOD_MS = 20 * 86_400_000;
let database: TestDatabase;
let queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances, each with its own pg-boss (and, on PostgreSQL, its own connections).
  const second = await database.reopen();
  queues = [
    await startJobQueue({ database, pollingSeconds: 0.5, upkeepPollingSeconds: 0.5, log }),
    await startJobQueue({ database: second, pollingSeconds: 0.5, upkeepPollingSeconds: 0.5, log }),
  ];
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

describe('everyPeriod', () => {
  it('runs an upkeep job once a period however many instances offer it', async () => {
    let runs = 0;
    const offers = await Promise.all(
      queues.map((queue) =>
        queue.everyPeriod('upkeep-test', PERIOD_MS, async () => {
          runs += 1;
        }),
      ),
    );
    await Promise.all([...offers, ...offers].map((offer) => offer.offer()));
    expect(await jobCount(database.db, 'upkeep-test')).toBe(1);
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    await offers[0]?.offer();
    expect(await jobCount(database.db, 'upkeep-test')).toBe(1);
  });
});

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

describe('work, several at once', () => {
  it('settles each job on its own: a slow one holds up no other, a refused one is tried again', async () => {
    const [queue] = queues;
    if (!queue) throw new Error('no queue');
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: string[] = [];
    const tries = new Map<string, number>();
    const settings = { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, concurrency: 3 };
    await queue.work<{ name: string }>('several-test', settings, async ({ name }) => {
      tries.set(name, (tries.get(name) ?? 0) + 1);
      if (name === 'slow') await slow;
      if (name === 'refused' && tries.get(name) === 1) throw new Error('refused once');
      done.push(name);
    });
    await queue.enqueue(
      'several-test',
      ['slow', 'a', 'b', 'c', 'refused'].map((name) => ({ data: { name } })),
    );
    await expect.poll(() => [...done].sort(), { timeout: 15_000 }).toEqual(['a', 'b', 'c', 'refused']);
    expect(tries.get('refused')).toBe(2);
    release();
    await expect.poll(() => done.includes('slow'), { timeout: 10_000 }).toBe(true);
    expect([...tries.values()].reduce((sum, count) => sum + count)).toBe(6);
  });
});

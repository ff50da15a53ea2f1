import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { jobCount } from '../test/job-rows.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createChangeBus } from './change-bus.ts';
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

describe('waking the workers', () => {
  /** Far longer than any wait below: a job worked in time was woken, not polled. */
  const NEVER_POLLS_SECONDS = 600;

  it('works a job queued on one instance at once on the others, when its transaction commits, and never one rolled back', async () => {
    const second = await database.reopen();
    /** One instance of the portal's: its pg-boss, woken through its own change bus (on PostgreSQL, its own connections). */
    const startInstance = async (handle: DatabaseHandle) => {
      const bus = createChangeBus({ database: handle, log });
      const stopListening = await bus.start();
      const queue = await startJobQueue({ database: handle, pollingSeconds: NEVER_POLLS_SECONDS, log, bus });
      return { queue, stopListening };
    };
    // One after the other, as the instances above: two pg-boss starting at once on PGlite's one connection wait on each other.
    const a = await startInstance(database);
    const b = await startInstance(second);
    const instances = [a, b];
    try {
      const worked: string[] = [];
      const settings = { retryLimit: 0, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 };
      await b.queue.work<{ name: string }>('woken-test', settings, async ({ name }) => void worked.push(name));
      await b.queue.work<{ name: string }>(
        'woken-several-test',
        { ...settings, concurrency: 2 },
        async ({ name }) => void worked.push(name),
      );
      // Queued on A, worked by B. The first of each queue outside a transaction: A reads the queue's settings then,
      // which inside one would wait on PGlite's one connection, held by the transaction (an instance of the portal
      // reads them when it starts to work the queue).
      await a.queue.enqueue('woken-test', [{ data: { name: 'one' } }]);
      await a.queue.enqueue('woken-several-test', [{ data: { name: 'three' } }]);
      await database.db
        .transaction(async (tx) => {
          await a.queue.enqueue('woken-test', [{ data: { name: 'rolled back' } }], tx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database.db.transaction(async (tx) => {
        await a.queue.enqueue('woken-test', [{ data: { name: 'two' } }], tx);
        await a.queue.enqueue('woken-several-test', [{ data: { name: 'four' } }, { data: { name: 'five' } }], tx);
      });
      await expect.poll(() => [...worked].sort(), { timeout: 15_000 }).toEqual(['five', 'four', 'one', 'three', 'two']);
      expect(await jobCount(database.db, 'woken-test')).toBe(2);
    } finally {
      for (const instance of instances) {
        await instance.stopListening();
        await instance.queue.stop();
      }
      await second.close();
    }
  });
});

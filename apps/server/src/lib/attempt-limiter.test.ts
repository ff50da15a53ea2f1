import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createDatabaseAttemptStore } from './attempt-counters.repository.ts';
import {
  AttemptLimiter,
  type AttemptStore,
  countAttempt,
  countFailure,
  createMemoryAttemptStore,
  limitReached,
} from './attempt-limiter.ts';

/** The same behaviour asked of both stores: the one in process and the one every instance shares. */
function limiterBehaviour(storeFor: () => AttemptStore) {
  const limiter = (name: string, max: number, store: AttemptStore) => new AttemptLimiter({ name, max, windowMs: 60_000, store });

  it('counts under every key at once, and under none once any key is past its limit', async () => {
    const store = storeFor();
    const byIp = limiter('ip', 10, store);
    const byAccount = limiter('account', 2, store);
    const attempt = () =>
      countAttempt([
        [byIp, '10.0.0.1'],
        [byAccount, 'a@example.com'],
      ]);
    expect(await attempt()).toBeDefined();
    expect(await attempt()).toBeDefined();
    expect(await attempt()).toBeUndefined();
    expect(await attempt()).toBeUndefined();
    // The refused attempts were taken back under the address too: 2 of its 10 are used.
    for (let i = 0; i < 8; i++) expect(await countAttempt([[byIp, '10.0.0.1']])).toBeDefined();
    expect(await countAttempt([[byIp, '10.0.0.1']])).toBeUndefined();
  });

  it('takes an attempt back on refund and starts a key afresh on reset', async () => {
    const store = storeFor();
    const byAccount = limiter('refund', 1, store);
    await (await countAttempt([[byAccount, 'a']]))?.refund();
    expect(await countAttempt([[byAccount, 'a']])).toBeDefined();
    expect(await countAttempt([[byAccount, 'a']])).toBeUndefined();
    await byAccount.reset('a');
    expect(await countAttempt([[byAccount, 'a']])).toBeDefined();
  });

  it('counts failures alone: peeking counts nothing, and the limit is reached at the max-th failure under any key', async () => {
    const store = storeFor();
    const byIp = limiter('fail-ip', 3, store);
    const byClient = limiter('fail-client', 2, store);
    const keys = [
      [byIp, '10.0.0.2'],
      [byClient, 'c1|10.0.0.2'],
    ] as const;
    for (let i = 0; i < 5; i++) expect(await limitReached(keys)).toBe(false);
    await countFailure(keys);
    expect(await limitReached(keys)).toBe(false);
    await countFailure(keys);
    expect(await limitReached(keys)).toBe(true);
    // Another client from the same address still has its own count, until the address's own limit.
    expect(await limitReached([[byClient, 'c2|10.0.0.2']])).toBe(false);
    await countFailure([[byIp, '10.0.0.2']]);
    expect(await limitReached([[byIp, '10.0.0.2']])).toBe(true);
    expect(await store.peek(['never-counted'])).toEqual([0]);
  });

  it('lets at most the limit through of 100 attempts sent at once', async () => {
    const byAccount = limiter('burst', 5, storeFor());
    const attempts = await Promise.all(Array.from({ length: 100 }, () => countAttempt([[byAccount, 'victim@example.com']])));
    expect(attempts.filter(Boolean)).toHaveLength(5);
  });
}

describe('attempt limits in process', () => {
  limiterBehaviour(() => createMemoryAttemptStore());

  it('frees a key when its window ends', async () => {
    let now = 0;
    const store = createMemoryAttemptStore(() => now);
    const byIp = new AttemptLimiter({ name: 'ip', max: 1, windowMs: 1000, store });
    expect(await countAttempt([[byIp, 'a']])).toBeDefined();
    expect(await countAttempt([[byIp, 'a']])).toBeUndefined();
    now = 1000;
    expect(await countAttempt([[byIp, 'a']])).toBeDefined();
  });
});

describe('attempt limits in the database, shared by every instance', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  limiterBehaviour(() => createDatabaseAttemptStore(database.db));

  it('counts together the attempts of two instances, each with its own connections', async () => {
    const other = await database.reopen();
    try {
      const onA = new AttemptLimiter({ name: 'shared', max: 5, windowMs: 60_000, store: createDatabaseAttemptStore(database.db) });
      const onB = new AttemptLimiter({ name: 'shared', max: 5, windowMs: 60_000, store: createDatabaseAttemptStore(other.db) });
      for (let i = 0; i < 5; i++) expect(await countAttempt([[i % 2 ? onA : onB, 'a@example.com']])).toBeDefined();
      expect(await countAttempt([[onA, 'a@example.com']])).toBeUndefined();
      expect(await countAttempt([[onB, 'a@example.com']])).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ItemChange, ItemChangesRepository, ItemState, NewEvent } from './item-changes.repository.ts';

/** What follows an item change inside the dispatching transaction: alerts, webhooks (each queues its own jobs). */
export type ItemChangeConsumer = (changes: ItemChange[], tx: Database) => Promise<void>;

/** Items one run looks at; a run that fills it runs again at once. */
const BATCH = 500;

/**
 * Every category the item has been in up to this change: a client filtering its feed or webhook on a
 * category hears of an item that left it (the corrected item shows where it went), as it hears of a cancellation.
 */
const categoriesSoFar = (now: number[], before: number[]) => [...new Set([...before, ...now])].sort((a, b) => a - b);

/**
 * The event an item's state calls for, if any: usable when it became readable (again) or what clients see
 * of it changed; canceled when a usable item was unpublished, deleted or embargoed again.
 */
export function eventFor(state: ItemState): NewEvent | null {
  const { last } = state;
  const version = (last?.version ?? 0) + 1;
  if (state.visible && state.contentHash !== null && state.languageId !== null) {
    if (last?.pubstatus === 'usable' && last.contentHash === state.contentHash) return null;
    return {
      newsId: state.newsId,
      version,
      pubstatus: 'usable',
      languageId: state.languageId,
      categoryIds: categoriesSoFar(state.categoryIds ?? [], last?.categoryIds ?? []),
      contentHash: state.contentHash,
      first: last === null,
    };
  }
  if (last?.pubstatus !== 'usable') return null;
  return {
    newsId: state.newsId,
    version,
    pubstatus: 'canceled',
    languageId: last.languageId,
    categoryIds: last.categoryIds,
    contentHash: last.contentHash,
    first: false,
  };
}

/**
 * Turns writes to news (marked in `feed_pending` by a trigger, in the writing transaction) and embargoes
 * lifting on their own into `feed_events`, the ordered log the Feed API, RSS, webhooks and alerts read.
 * A run is one transaction under an advisory lock: with several instances one appends at a time, so the
 * log's order is its commit order and a reader's cursor never skips an event committed late. The
 * consumers run in the same transaction: an event exists with its alerts and webhook jobs or not at all.
 */
export function createItemChangeDispatcher(deps: {
  db: Database;
  repository: ItemChangesRepository;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const consumers: ItemChangeConsumer[] = [];

  /** One run; answers how many events it appended, or null when another run held the lock. */
  async function dispatchOnce(): Promise<{ appended: number; full: boolean } | null> {
    return deps.db.transaction(async (tx) => {
      if (!(await deps.repository.lock(tx))) return null;
      const now = deps.now();
      const pending = await deps.repository.claimPending(tx, BATCH);
      const since = await deps.repository.liftsSeenUntil(tx);
      const lifts = await deps.repository.lifted(tx, since, now, BATCH);
      const ids = [...new Set([...pending, ...lifts.ids])];
      const states = await deps.repository.states(tx, ids, now);
      const events = states.map(eventFor).filter((event) => event !== null);
      const changes = await deps.repository.append(tx, events);
      for (const consume of consumers) if (changes.length > 0) await consume(changes, tx);
      await deps.repository.setLiftsSeenUntil(tx, lifts.cutAt ?? now);
      return { appended: changes.length, full: pending.length === BATCH || lifts.cutAt !== null };
    });
  }

  let running: Promise<number> | undefined;
  let again = false;

  /** Runs until nothing is left; a poke during a run makes it look once more afterwards. Answers the events appended. */
  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      again = false;
      const run = await dispatchOnce();
      if (run === null) return total;
      total += run.appended;
      if (!run.full && !again) return total;
    }
  }

  function poke(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'dispatch of item changes failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Adds what runs with each run's changes, in the dispatching transaction. */
    consume(consumer: ItemChangeConsumer) {
      consumers.push(consumer);
    },
    poke,
    /** Waits for the run under way, if any: before the database closes. */
    async idle(): Promise<void> {
      await running;
    },
    /** Waits for the run under way (if any), then runs once more: what tests call after a write. */
    async dispatchNow(): Promise<number> {
      await running;
      return poke();
    },
  };
}
export type ItemChangeDispatcher = ReturnType<typeof createItemChangeDispatcher>;

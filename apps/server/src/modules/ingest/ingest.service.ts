import type { IngestOutcome } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ServiceUnavailableError } from '../../lib/errors.ts';
import type { IngestItemRow, IngestRepository, IngestSource } from './ingest.repository.ts';
import type { IngestApply } from './ingest-apply.ts';
import { parseNewsMlG2 } from './ingest-g2.ts';
import { mapIncoming } from './ingest-map.ts';
import { type IncomingItem, parseNinjs } from './ingest-parse.ts';

/** A guid another instance is applying right now: the caller is asked to retry, as Newshub answers a locked push. */
const BUSY = 'This item is being applied by another request; push it again in a moment.';

/** Runs tasks of one key one after another on this instance (each guid's pushes), tasks of other keys at once. */
function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

/**
 * The ingest pipeline: an incoming item (already parsed) is mapped through the staff's tables and applied once
 * per (source, guid, version). A lower or equal version changes nothing; pushes of one guid run one after another
 * on an instance, and across instances the row's claim lets one through (the others answer 503 to be retried).
 * An item with unmapped values is held with them named, its payload kept, until staff map them and retry it.
 */
export function createIngestService(deps: {
  repository: IngestRepository;
  apply: IngestApply;
  /** The portal's languages with their codes (lookups). */
  languages: () => Promise<{ id: number; code: string }[]>;
  now: () => Date;
}) {
  const queue = createKeyedQueue();

  async function claim(source: IngestSource, item: IncomingItem, payload: unknown, row: IngestItemRow | undefined) {
    const claimed = row
      ? await deps.repository.claim(row, { version: item.version, payload }, deps.now())
      : await deps.repository.claimNew(source, item.guid, { version: item.version, payload });
    if (!claimed) throw new ServiceUnavailableError(BUSY);
    return claimed;
  }

  /** The row an update under a new guid continues (Superdesk's `evolvedfrom`), for its news item. */
  async function continued(source: IngestSource, item: IncomingItem) {
    if (!item.evolvedFrom) return undefined;
    return deps.repository.item(source, item.evolvedFrom);
  }

  async function ingestNow(
    source: IngestSource,
    item: IncomingItem,
    payload: unknown,
    authorId: number,
    log: FastifyBaseLogger,
    retry: boolean,
  ) {
    const row = await deps.repository.item(source, item.guid);
    const stale = row && (item.version < row.version || (item.version === row.version && !(retry && row.state === 'held')));
    if (row && (stale || row.state === 'applying')) {
      if (!stale) throw new ServiceUnavailableError(BUSY);
      return outcomeOf('unchanged', row);
    }
    const parent = row ? undefined : await continued(source, item);
    const claimed = await claim(source, item, payload, row);
    const before = row ?? {
      ...claimed,
      version: 0,
      state: 'held' as const,
      newsId: parent?.newsId ?? null,
      mediaIds: parent?.mediaIds ?? [],
    };
    try {
      const [mappings, languages] = await Promise.all([deps.repository.mappings(), deps.languages()]);
      const mapped = mapIncoming(item, mappings, languages);
      if (item.pubstatus === 'usable' && !mapped.ok) {
        await deps.repository.finish(claimed.id, { state: 'held', unmapped: mapped.unmapped, newsId: before.newsId }, deps.now());
        log.info({ guid: item.guid, unmapped: mapped.unmapped }, 'ingest: item held for unmapped values');
        return outcomeOf('held', { ...claimed, newsId: before.newsId, unmapped: mapped.unmapped });
      }
      const applied = await deps.apply.apply({ item, mapped, authorId, newsId: before.newsId, mediaIds: before.mediaIds, log });
      const state = item.pubstatus === 'usable' ? ('published' as const) : ('withdrawn' as const);
      await deps.repository.finish(claimed.id, { state, unmapped: [], ...applied }, deps.now());
      const outcome = state === 'withdrawn' ? 'withdrawn' : before.newsId === null ? 'published' : 'corrected';
      return outcomeOf(outcome, { ...claimed, ...applied });
    } catch (error) {
      // Nothing was applied: the row goes back to what it was, so the same push may be sent again.
      if (row) await deps.repository.finish(row.id, { version: row.version, state: row.state, payload: row.payload }, deps.now());
      else await deps.repository.forget(claimed.id);
      throw error;
    }
  }

  return {
    /** Applies one item from `source` in the name of `authorId` (the staff member behind the key or settings). */
    ingest(source: IngestSource, item: IncomingItem, payload: unknown, authorId: number, log: FastifyBaseLogger): Promise<IngestOutcome> {
      return queue(`${source}\u0000${item.guid}`, () => ingestNow(source, item, payload, authorId, log, false));
    },

    /** Applies a held item again from its kept payload, once staff have mapped its values. */
    async retry(row: IngestItemRow, authorId: number, log: FastifyBaseLogger): Promise<IngestOutcome> {
      const item = typeof row.payload === 'string' ? parseNewsMlG2(row.payload) : parseNinjs(row.payload);
      return queue(`${row.source}\u0000${item.guid}`, () => ingestNow(row.source, item, row.payload, authorId, log, true));
    },
  };
}
export type IngestService = ReturnType<typeof createIngestService>;

function outcomeOf(outcome: IngestOutcome['outcome'], row: Pick<IngestItemRow, 'guid' | 'version' | 'newsId' | 'unmapped'>): IngestOutcome {
  return { outcome, guid: row.guid, version: row.version, news_id: row.newsId, unmapped: outcome === 'held' ? row.unmapped : [] };
}

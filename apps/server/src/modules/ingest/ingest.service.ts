import type { IngestOutcome } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestItemRow, IngestRepository, IngestSource } from './ingest.repository.ts';
import type { IngestApply } from './ingest-apply.ts';
import { createIngestClaims, createKeyedQueue } from './ingest-claims.ts';
import { parseNewsMlG2 } from './ingest-g2.ts';
import { mapIncoming } from './ingest-map.ts';
import { type IncomingItem, parseNinjs } from './ingest-parse.ts';

/**
 * The ingest pipeline: an incoming item (already parsed) is mapped through the staff's tables and applied once
 * per (source, guid, version). A lower or equal version changes nothing; pushes of one guid run one after another
 * on an instance, and across instances the row's claim lets one through while the others wait for it
 * (ingest-claims.ts).
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
  const claim = createIngestClaims(deps);

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
    again: IngestItemRow['state'] | null,
  ) {
    const claimResult = await claim(source, item, payload, again);
    if (claimResult.kind === 'unchanged') return outcomeOf('unchanged', claimResult.row);
    const { claimed, before: row } = claimResult;
    const parent = row ? undefined : await continued(source, item);
    const before = row ?? { ...claimed, newsId: parent?.newsId ?? null, mediaIds: parent?.mediaIds ?? [] };
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

  function again(row: IngestItemRow, state: IngestItemRow['state'], authorId: number, log: FastifyBaseLogger) {
    const item = typeof row.payload === 'string' ? parseNewsMlG2(row.payload) : parseNinjs(row.payload);
    return queue(`${row.source}\u0000${item.guid}`, () => ingestNow(row.source, item, row.payload, authorId, log, state));
  }

  return {
    /** Applies one item from `source` in the name of `authorId` (the staff member behind the key or settings). */
    ingest(source: IngestSource, item: IncomingItem, payload: unknown, authorId: number, log: FastifyBaseLogger): Promise<IngestOutcome> {
      return queue(`${source}\u0000${item.guid}`, () => ingestNow(source, item, payload, authorId, log, null));
    },

    /** Applies a held item again from its kept payload, once staff have mapped its values. */
    retry: (row: IngestItemRow, authorId: number, log: FastifyBaseLogger) => again(row, 'held', authorId, log),

    /**
     * A binary pushed after the items naming it (Superdesk pushes binaries first, so this is rare): each published
     * item whose kept payload names the media id, and whose news item lacks it, is applied again to attach it.
     */
    async attachLate(mediaId: string, authorId: number, log: FastifyBaseLogger): Promise<void> {
      for (const row of await deps.repository.publishedNaming(mediaId)) await again(row, 'published', authorId, log);
    },
  };
}
export type IngestService = ReturnType<typeof createIngestService>;

function outcomeOf(outcome: IngestOutcome['outcome'], row: Pick<IngestItemRow, 'guid' | 'version' | 'newsId' | 'unmapped'>): IngestOutcome {
  return { outcome, guid: row.guid, version: row.version, news_id: row.newsId, unmapped: outcome === 'held' ? row.unmapped : [] };
}

import type { IngestItemRow, IngestMapping, IngestMappingFields, IngestSettings } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { IngestMappingRow, IngestRepository } from './ingest.repository.ts';
import type { IngestService } from './ingest.service.ts';

/** How many items the console lists, held ones first. */
const LISTED_ITEMS = 200;

const mappingView = (row: IngestMappingRow): IngestMapping => ({ id: row.id, kind: row.kind, value: row.value, target: row.target });

function headlineOf(payload: unknown): string {
  // A NewsML-G2 document is kept as its text.
  if (typeof payload === 'string') return /<(?:\w+:)?headline\b[^>]*>([^<]*)</.exec(payload)?.[1]?.trim() ?? '';
  if (typeof payload !== 'object' || payload === null) return '';
  const item = payload as { headline?: unknown; headlines?: { value?: unknown }[] };
  if (typeof item.headline === 'string') return item.headline;
  const first = Array.isArray(item.headlines) ? item.headlines[0]?.value : undefined;
  return typeof first === 'string' ? first : '';
}

/** The staff's ingest console: the Superdesk key, the mapping tables, the items with the held ones to retry. */
export function createIngestConsoleService(deps: {
  repository: IngestRepository;
  ingest: IngestService;
  box: SecretBox;
  db: Database;
  audit: Audit;
  now: () => Date;
}) {
  const { repository } = deps;
  return {
    async settings(): Promise<IngestSettings> {
      const row = await repository.settings('superdesk');
      return { key_set: row !== undefined, author_id: row?.authorId ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
    },

    saveSettings: (staffId: number, key: string) =>
      deps.db.transaction(async (tx) => {
        await repository.saveSettings('superdesk', deps.box.seal(key), staffId, deps.now(), tx);
        await deps.audit.record(tx, {
          action: 'ingest.settings_change',
          object: { type: 'ingest_settings', id: 'superdesk' },
          after: { key: 'changed', author_id: staffId },
        });
      }),

    mappings: async () => (await repository.mappings()).map(mappingView),

    saveMapping: (form: IngestMappingFields) =>
      deps.db.transaction(async (tx) => {
        const row = await repository.saveMapping(form.kind, form.value, form.target, tx);
        await deps.audit.record(tx, {
          action: 'ingest.mapping_save',
          object: { type: 'ingest_mapping', id: row.id },
          after: { kind: row.kind, value: row.value, target: row.target },
        });
        return mappingView(row);
      }),

    async removeMapping(id: number) {
      await deps.db.transaction(async (tx) => {
        const removed = await repository.removeMapping(id, tx);
        if (!removed) throw new NotFoundError();
        await deps.audit.record(tx, {
          action: 'ingest.mapping_delete',
          object: { type: 'ingest_mapping', id },
          before: { kind: removed.kind, value: removed.value, target: removed.target },
        });
      });
    },

    async items(): Promise<IngestItemRow[]> {
      return (await repository.recent(LISTED_ITEMS)).map((row) => ({
        id: row.id,
        source: row.source,
        guid: row.guid,
        version: row.version,
        state: row.state as IngestItemRow['state'],
        news_id: row.newsId,
        headline: headlineOf(row.payload),
        unmapped: row.unmapped,
        updated_at: row.updatedAt.toISOString(),
      }));
    },

    async retry(id: number, staffId: number, log: FastifyBaseLogger) {
      const row = await repository.itemById(id);
      if (!row) throw new NotFoundError();
      return deps.ingest.retry(row, staffId, log);
    },
  };
}
export type IngestConsoleService = ReturnType<typeof createIngestConsoleService>;

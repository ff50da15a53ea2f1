import { MAX_NEWS_ATTACHMENTS, publishNewsRequest, updateNewsRequest } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { fieldErrorsFromIssues, ValidationError } from '../../lib/errors.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { NewsDeskService } from '../news-desk/news-desk.service.ts';
import { editable } from '../news-desk/use-cases/shared.ts';
import type { IngestFiles } from './ingest-files.ts';
import type { Mapped } from './ingest-map.ts';
import type { IncomingItem } from './ingest-parse.ts';

export type ApplyDeps = { db: Database; newsDesk: NewsDeskService; newsRepository: NewsRepository; files: IngestFiles };

/** What applying an item did to its news item. */
export type Applied = { newsId: number | null; mediaIds: string[] };

const keysOf = (item: IncomingItem) => item.pictures.slice(0, MAX_NEWS_ATTACHMENTS).map((picture) => picture.mediaId ?? picture.href ?? '');

function parsed<Schema extends typeof publishNewsRequest | typeof updateNewsRequest>(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsFromIssues(result.error.issues));
  return result.data as ReturnType<Schema['parse']>;
}

/** The desk form an incoming item fills: its text, the mapped values, an embargo as the publish time. */
function formOf(item: IncomingItem, mapped: Extract<Mapped, { ok: true }>) {
  return {
    title: item.headline.trim(),
    content: item.bodyHtml,
    meta_description: item.description.slice(0, 500),
    language_id: mapped.languageId,
    category_ids: mapped.categoryIds,
    urgent: item.urgent,
    ...(item.embargoed ? { publish_at: new Date(item.embargoed).toISOString() } : {}),
    ...mapped.place,
  };
}

/**
 * Publishes, corrects or withdraws the portal's news item through the news desk's own use cases, so the version
 * history, the item-change log and every output downstream (Feed API, webhooks, site push, WebSub) follow as they
 * do for the desk's edits. A correction keeps the saved pictures when the item names the same ones.
 */
export function createIngestApply(deps: ApplyDeps) {
  async function withdraw(authorId: number, newsId: number): Promise<void> {
    const row = await deps.newsRepository.lockForUpdate(newsId, deps.db);
    if (!row || row.status === 'unpublished') return;
    await deps.newsDesk.update(authorId, newsId, parsed(updateNewsRequest, { ...editable(row), status: 'unpublished' }));
  }

  return {
    async apply(args: {
      item: IncomingItem;
      mapped: Mapped;
      authorId: number;
      newsId: number | null;
      mediaIds: string[];
      log: FastifyBaseLogger;
    }): Promise<Applied> {
      const { item, mapped, authorId, log } = args;
      // An item deleted in the portal meanwhile is published again as a new one.
      const newsId = args.newsId !== null && (await deps.newsRepository.lockForUpdate(args.newsId, deps.db)) ? args.newsId : null;
      if (item.pubstatus !== 'usable') {
        if (newsId !== null) await withdraw(authorId, newsId);
        return { newsId, mediaIds: args.mediaIds };
      }
      if (!mapped.ok) throw new Error('an unmapped item is held, never applied');
      const keys = keysOf(item);
      const samePictures = newsId !== null && JSON.stringify(keys) === JSON.stringify(args.mediaIds);
      const staged = samePictures ? [] : await deps.files.stage(item.pictures.slice(0, MAX_NEWS_ATTACHMENTS), log);
      const media = staged.map((entry, index) => ({ file: index, caption: entry.caption }));
      const files = staged.map((entry) => entry.file);
      try {
        if (newsId === null) {
          const id = await deps.newsDesk.publish(authorId, parsed(publishNewsRequest, { ...formOf(item, mapped), media }), files);
          return { newsId: id, mediaIds: staged.map((entry) => entry.key) };
        }
        const form = { ...formOf(item, mapped), status: 'published', ...(samePictures ? {} : { media }) };
        await deps.newsDesk.update(authorId, newsId, parsed(updateNewsRequest, form), files);
        return { newsId, mediaIds: samePictures ? args.mediaIds : staged.map((entry) => entry.key) };
      } catch (error) {
        await Promise.all(files.map((file) => file.discard()));
        throw error;
      }
    },
  };
}
export type IngestApply = ReturnType<typeof createIngestApply>;

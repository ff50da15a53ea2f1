import {
  MAX_NEWS_ATTACHMENTS,
  messages,
  type OwnNewsQuery,
  type OwnNewsRow,
  type Paged,
  type PublishNewsFields,
  type StaffNewsDetail,
  type UpdateNewsFields,
} from '@portal/shared';
import type { Database } from '../../db/client.ts';
import type { FieldChange } from '../../db/schema.ts';
import { type FieldErrors, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { choiceErrors } from '../content/choice-errors.ts';
import type { ContentCache } from '../content/content-cache.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import { fileLabel, planMedia, presentDeskMedia, removeWithFiles } from '../content/desk-media.ts';
import { saveWithFiles } from '../content/save-with-files.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository, MediaRow } from '../media/media.repository.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import type { NewsRepository, NewsRow } from '../news/news.repository.ts';
import type { NewsService } from '../news/news.service.ts';
import type { NewsAuthorsRepository } from '../news/news-authors.repository.ts';
import { deriveNewsRow } from '../news/news-row.ts';
import { placeTagOf, resolvePlaceTag } from '../places/place-tags.ts';
import { presentOwnRow } from '../uploads/own-news-presenter.ts';

/** The fields a correction may change, as the form names them, read from a row. */
const editable = (row: NewsRow) => ({
  title: row.title,
  content: row.content,
  meta_description: row.metaDescription,
  language_id: row.languageId,
  category_ids: row.categoryIds,
  pin: row.pin,
  breaking: row.breaking,
  urgent: row.urgent,
  usage_terms: row.usageTerms,
  editor_note: row.editorNote,
  publish_at: row.publishAt.toISOString(),
  status: row.status,
  ...placeTagOf(row),
});
type Editable = ReturnType<typeof editable>;

const MINUTE_MS = 60_000;

/**
 * The publish time a save asks for. The editor's "Publish at" holds whole minutes, so the stored time sent back
 * unchanged arrives cut to its minute: that same minute keeps the stored time, and only another minute is a change.
 */
function publishAtOf(sent: string | undefined, stored: Date): Date {
  if (!sent) return stored;
  const asked = new Date(sent);
  const sameMinute = Math.floor(asked.getTime() / MINUTE_MS) === Math.floor(stored.getTime() / MINUTE_MS);
  return sameMinute ? stored : asked;
}

function changesBetween(before: Editable, after: Editable): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(before) as (keyof Editable)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * The agency's news desk: every item whatever its status or author, publishing, corrections
 * that keep a version history, scheduling (a future publish time is an embargo), unpublishing, deleting.
 */
export function createNewsDeskService(deps: {
  db: Database;
  news: NewsService;
  newsRepository: NewsRepository;
  lists: NewsAuthorsRepository;
  lookups: LookupsRepository;
  media: MediaRepository;
  mediaService: MediaService;
  links: MediaLinks;
  cache: ContentCache;
  now: () => Date;
}) {
  const { db, newsRepository, lists, now } = deps;

  async function assertKnownChoices(body: { language_id: number; category_ids: number[] }) {
    const errors = await choiceErrors(deps.lookups, body);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  async function filesOf(newsId: number): Promise<MediaRow[]> {
    return (await deps.media.ofOwners('newsId', [newsId])).get(newsId) ?? [];
  }

  /** The files `body.media` gives the item, checked: at most one PDF, and the attachment limit for the rest. */
  function plannedFiles(body: PublishNewsFields, saved: MediaRow[], sent: StagedMedia[]) {
    // Without a `media` list the saved files stay as they are and any sent files follow them.
    const slots = body.media ?? [
      ...saved.map((file) => ({ id: file.id, caption: file.caption })),
      ...sent.map((_, index) => ({ file: index, caption: '' })),
    ];
    const plan = planMedia({ media: deps.media, owner: 'newsId' }, slots, saved, sent);
    const pdfs = plan.kinds.filter((kind) => kind === 'pdf').length;
    const errors: FieldErrors = {};
    if (pdfs > 1) errors.media = [messages.onePdfOnly];
    if (plan.kinds.length - pdfs > MAX_NEWS_ATTACHMENTS) errors.media = [messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS)];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return plan;
  }

  return {
    async list(query: OwnNewsQuery): Promise<Paged<OwnNewsRow>> {
      const [rows, total, names] = await Promise.all([
        lists.list('everyone', query, { offset: offsetOf(query), limit: query.rowsPerPage }, now()),
        lists.count('everyone', query, now()),
        deps.lookups.categoryNames(),
      ]);
      return { data: rows.map((row) => presentOwnRow(row, names)), meta: pageMeta(total, query) };
    },

    async detail(id: number): Promise<StaffNewsDetail> {
      const found = await lists.findWithAuthorName(id);
      if (!found) throw new NotFoundError();
      const { row } = found;
      return {
        ...editable(row),
        id: row.id,
        user_name: found.userName,
        created_at: row.createdAt.toISOString(),
        revised_at: row.revisedAt?.toISOString() ?? null,
        media: (await filesOf(id)).map((file) => presentDeskMedia(file, deps.links)),
        versions: (await lists.versionsOf(id)).map((version) => ({
          id: version.id,
          editor_name: version.editorName,
          changes: version.changes,
          created_at: version.createdAt.toISOString(),
        })),
      };
    },

    async publish(staffId: number, body: PublishNewsFields, files: StagedMedia[] = []): Promise<number> {
      await assertKnownChoices(body);
      const place = resolvePlaceTag(body);
      const plan = plannedFiles(body, [], files);
      const row = await deps.news.create({
        title: body.title,
        content: body.content ?? '',
        metaDescription: body.meta_description ?? '',
        languageId: body.language_id,
        categoryIds: [...new Set(body.category_ids)],
        pin: body.pin,
        breaking: body.breaking,
        urgent: body.urgent,
        usageTerms: body.usage_terms,
        editorNote: body.editor_note,
        status: 'published',
        publishAt: body.publish_at ? new Date(body.publish_at) : now(),
        userId: staffId,
        files: plan.added,
        ...place,
      });
      return row.id;
    },

    /**
     * A correction, a new schedule, or (un)publishing: the changed fields are recorded with their editor,
     * an item clients could already read is marked revised, and an item going out is fanned out to
     * auto-posting (once per client, whatever the number of edits).
     */
    async update(staffId: number, id: number, body: UpdateNewsFields, files: StagedMedia[] = []): Promise<void> {
      await assertKnownChoices(body);
      const place = resolvePlaceTag(body);
      const saved = await filesOf(id);
      const plan = plannedFiles(body, saved, files);
      const at = now();
      let changes: Record<string, FieldChange> = {};
      await saveWithFiles(
        deps,
        {
          owner: 'newsId',
          folder: 'news',
          files: plan.added,
          dropping: plan.dropping,
          arrange: plan.arrange(async (tx, after) => {
            if (plan.changed) changes.attachments = { from: saved.map(fileLabel), to: after.map(fileLabel) };
            if (Object.keys(changes).length > 0) await newsRepository.insertVersion(id, staffId, changes, tx);
          }),
        },
        async (tx) => {
          const before = await newsRepository.lockForUpdate(id, tx);
          if (!before) throw new NotFoundError();
          const { searchText, searchHead, ...text } = deriveNewsRow({
            title: body.title,
            content: body.content ?? '',
            metaDescription: body.meta_description ?? '',
          });
          const values = {
            ...text,
            languageId: body.language_id,
            categoryIds: [...new Set(body.category_ids)],
            pin: body.pin,
            breaking: body.breaking,
            urgent: body.urgent,
            usageTerms: body.usage_terms,
            editorNote: body.editor_note,
            status: body.status,
            publishAt: publishAtOf(body.publish_at, before.publishAt),
            ...place,
          };
          changes = changesBetween(editable(before), editable({ ...before, ...values }));
          if (Object.keys(changes).length === 0 && !plan.changed) return before;
          const wasReadable = before.status === 'published' && before.publishAt <= at;
          const after = await newsRepository.update(
            id,
            { ...values, searchText, searchHead, updatedAt: at, ...(wasReadable ? { revisedAt: at } : {}) },
            tx,
          );
          if (!after) throw new NotFoundError();
          return after;
        },
      );
    },

    /** Deletes items with their files (after the rows are gone, so a failure leaves every file in place). */
    remove: (ids: number[]) =>
      removeWithFiles(deps, () =>
        db.transaction(async (tx) => {
          const files = [...(await deps.media.ofOwners('newsId', ids, tx)).values()].flat();
          return { files, removed: await newsRepository.remove(ids, tx) };
        }),
      ),
  };
}
export type NewsDeskService = ReturnType<typeof createNewsDeskService>;

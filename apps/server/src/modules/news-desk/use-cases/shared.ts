import { MAX_NEWS_ATTACHMENTS, messages, type PublishNewsFields } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { type FieldErrors, ValidationError } from '../../../lib/errors.ts';
import type { MediaLinks } from '../../../lib/media-links.ts';
import type { Audit } from '../../audit/audit.service.ts';
import { choiceErrors } from '../../content/choice-errors.ts';
import type { ContentCache } from '../../content/content-cache.ts';
import { planMedia } from '../../content/desk-media.ts';
import type { LookupsRepository } from '../../lookups/lookups.repository.ts';
import type { MediaRepository, MediaRow } from '../../media/media.repository.ts';
import type { MediaService, StagedMedia } from '../../media/media.service.ts';
import type { NewsRepository, NewsRow } from '../../news/news.repository.ts';
import type { NewsService } from '../../news/news.service.ts';
import type { NewsAuthorsRepository } from '../../news/news-authors.repository.ts';
import { placeTagOf } from '../../places/place-tags.ts';

/** Everything the news desk's use cases need; each takes its own part. */
export type NewsDeskDeps = {
  db: Database;
  news: NewsService;
  newsRepository: NewsRepository;
  lists: NewsAuthorsRepository;
  lookups: LookupsRepository;
  media: MediaRepository;
  mediaService: MediaService;
  links: MediaLinks;
  cache: ContentCache;
  /** Every desk write is audited in its transaction. */
  audit: Audit;
  now: () => Date;
};

/** The fields a correction may change, as the form names them, read from a row. */
export const editable = (row: NewsRow) => ({
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
export type Editable = ReturnType<typeof editable>;

/** The columns the desk's form sets as sent, each category once. */
export const formColumns = (body: PublishNewsFields) => ({
  languageId: body.language_id,
  categoryIds: [...new Set(body.category_ids)],
  pin: body.pin,
  breaking: body.breaking,
  urgent: body.urgent,
  usageTerms: body.usage_terms,
  editorNote: body.editor_note,
});

export async function assertKnownChoices(lookups: LookupsRepository, body: { language_id: number; category_ids: number[] }) {
  const errors = await choiceErrors(lookups, body);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export async function filesOf(media: MediaRepository, newsId: number): Promise<MediaRow[]> {
  return (await media.ofOwners('newsId', [newsId])).get(newsId) ?? [];
}

/** The files `body.media` gives the item, checked: at most one PDF, and the attachment limit for the rest. */
export function plannedFiles(media: MediaRepository, body: PublishNewsFields, saved: MediaRow[], sent: StagedMedia[]) {
  // Without a `media` list the saved files stay as they are and any sent files follow them.
  const slots = body.media ?? [
    ...saved.map((file) => ({ id: file.id, caption: file.caption })),
    ...sent.map((_, index) => ({ file: index, caption: '' })),
  ];
  const plan = planMedia({ media, owner: 'newsId' }, slots, saved, sent);
  const pdfs = plan.kinds.filter((kind) => kind === 'pdf').length;
  const errors: FieldErrors = {};
  if (pdfs > 1) errors.media = [messages.onePdfOnly];
  if (plan.kinds.length - pdfs > MAX_NEWS_ATTACHMENTS) errors.media = [messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return plan;
}

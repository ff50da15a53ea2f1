import {
  ATTACHMENT_TYPES,
  MAX_NEWS_ATTACHMENTS,
  messages,
  type NewsUploadFields,
  newsUploadFields,
  type OwnNewsDetail,
  PDF_TYPE,
} from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { type FieldErrors, fieldErrorsFromIssues, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import type { ExportFiles } from '../../../lib/export-files.ts';
import type { MediaLinks } from '../../../lib/media-links.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { choiceErrors } from '../../content/choice-errors.ts';
import type { ContentCache } from '../../content/content-cache.ts';
import type { FileToAttach } from '../../content/save-with-files.ts';
import type { LookupsRepository } from '../../lookups/lookups.repository.ts';
import type { MediaRepository, MediaRow } from '../../media/media.repository.ts';
import type { FileCheck, MediaService } from '../../media/media.service.ts';
import type { NewsRepository, NewsRow, PendingEdit } from '../../news/news.repository.ts';
import type { NewsService } from '../../news/news.service.ts';
import type { NewsAuthorsRepository } from '../../news/news-authors.repository.ts';
import { type NewsForm, type SentFile, single } from '../news-form.ts';
import { presentOwnDetail } from '../own-news-presenter.ts';

export type UploadsDeps = {
  db: Database;
  /** Uploads are news rows: listed through the news read model, edited through the news repository. */
  lists: NewsAuthorsRepository;
  newsRepository: NewsRepository;
  news: NewsService;
  media: MediaRepository;
  mediaService: MediaService;
  lookups: LookupsRepository;
  links: MediaLinks;
  cache: ContentCache;
  exportFiles: ExportFiles;
  now: () => Date;
};

/** Attachments are pictures and clips (SPEC.md §5 sample client-site media), the PDF a PDF, decided by their bytes. */
export const ATTACHMENT_CHECK = {
  accept: new Set<string>(ATTACHMENT_TYPES),
  field: 'files',
  refusal: messages.filesRejected(1),
} satisfies FileCheck;
export const PDF_CHECK = { accept: new Set([PDF_TYPE]), field: 'pdf', refusal: messages.pdfOnly } satisfies FileCheck;

/** The spec's summary, then every refused attachment named with why. */
const attachmentsRefused = (files: readonly SentFile[]) =>
  messages.filesRefused(
    messages.filesRejected(files.length),
    files.map((file) => ({ name: file.name, reason: messages.fileNotAttachment })),
  );
const pdfRefused = (file: SentFile) => messages.filesRefused(PDF_CHECK.refusal, [{ name: file.name, reason: messages.fileNotPdf }]);

/** Files were checked by type before; staging repeats it and also decodes pictures, so a corrupt one is refused there. */
export const filesOf = (form: NewsForm): FileToAttach[] => [
  ...form.attachments.map((file) => ({ data: file.data, check: { ...ATTACHMENT_CHECK, refusal: attachmentsRefused([file]) } })),
  ...(form.pdf ? [{ data: form.pdf.data, check: { ...PDF_CHECK, refusal: pdfRefused(form.pdf) } }] : []),
];

/** The fields a client edits, each category once; the news service derives the text columns from them (deriveNewsRow). */
export const editOf = (values: NewsUploadFields): PendingEdit => ({
  title: values.title,
  content: values.content,
  languageId: values.language_id,
  categoryIds: [...new Set(values.category_ids)],
});

export async function filesOfItem(media: MediaRepository, id: number, via?: Database): Promise<MediaRow[]> {
  return (await media.ofOwners('newsId', [id], via)).get(id) ?? [];
}

export async function present(deps: Pick<UploadsDeps, 'media' | 'lookups' | 'links'>, row: NewsRow): Promise<OwnNewsDetail> {
  const [files, names] = await Promise.all([filesOfItem(deps.media, row.id), deps.lookups.categoryNames()]);
  return presentOwnDetail(row, files, names, deps.links);
}

/** The caller's own item, or a 404: an item of another house is answered as missing. */
export async function ownOr404(lists: NewsAuthorsRepository, caller: Authenticated, id: number): Promise<NewsRow> {
  const row = await lists.findOwn(id, caller.user.houseId);
  if (!row) throw new NotFoundError();
  return row;
}

async function fileErrors(mediaService: MediaService, form: NewsForm, keptAttachments: number): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const files: string[] = [];
  if (keptAttachments + form.attachments.length > MAX_NEWS_ATTACHMENTS) files.push(messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS));
  const inspected = await Promise.all(form.attachments.map(({ data }) => mediaService.inspect(data, ATTACHMENT_CHECK.accept)));
  const refused = form.attachments.filter((_, index) => !inspected[index]);
  if (refused.length > 0) files.push(attachmentsRefused(refused));
  if (files.length > 0) errors.files = files;
  // Each refused file under its own key too (`files.2`), for a client that marks files one by one.
  form.attachments.forEach((file, index) => {
    if (!inspected[index]) errors[`files.${index}`] = [`${file.name}: ${messages.fileNotAttachment}`];
  });
  if (form.pdf && !(await mediaService.inspect(form.pdf.data, PDF_CHECK.accept))) errors.pdf = [pdfRefused(form.pdf)];
  return errors;
}

/**
 * Every check of a save before anything is written: the fields, that the language and categories
 * exist, and each file by its content. All problems come back at once, keyed by field.
 */
export async function checkedForm(
  deps: Pick<UploadsDeps, 'lookups' | 'mediaService'>,
  form: NewsForm,
  saved: MediaRow[] = [],
): Promise<NewsUploadFields> {
  const parsed = newsUploadFields.safeParse({
    title: single(form, 'title') ?? '',
    content: single(form, 'content') ?? '',
    language_id: single(form, 'language_id'),
    category_ids: form.fields.category_ids ?? [],
    keep_media_ids: form.fields.keep_media_ids ?? [],
  });
  const keep = new Set(parsed.data?.keep_media_ids ?? []);
  const kept = saved.filter((file) => file.kind !== 'pdf' && keep.has(file.id)).length;
  const errors: FieldErrors = {
    ...(parsed.success
      ? await choiceErrors(deps.lookups, parsed.data)
      : fieldErrorsFromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) })))),
    ...(await fileErrors(deps.mediaService, form, kept)),
  };
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return parsed.data;
}

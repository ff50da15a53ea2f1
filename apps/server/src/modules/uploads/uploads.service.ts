import {
  ATTACHMENT_TYPES,
  MAX_NEWS_ATTACHMENTS,
  messages,
  type NewsUploadFields,
  newsUploadFields,
  type OwnNewsDetail,
  type OwnNewsExportQuery,
  type OwnNewsQuery,
  type OwnNewsRow,
  type Paged,
  PDF_TYPE,
} from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { toCsv } from '../../lib/csv-writer.ts';
import { type FieldErrors, ForbiddenError, fieldErrorsFromIssues, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ExportFiles, ExportLink } from '../../lib/export-files.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { toXlsx } from '../../lib/xlsx-writer.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import { choiceErrors } from '../content/choice-errors.ts';
import type { ContentCache } from '../content/content-cache.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository, MediaRow } from '../media/media.repository.ts';
import type { FileCheck, MediaService } from '../media/media.service.ts';
import type { NewsRepository, NewsRow, PendingEdit } from '../news/news.repository.ts';
import type { NewsService } from '../news/news.service.ts';
import type { NewsAuthorsRepository } from '../news/news-authors.repository.ts';
import { type NewsForm, type SentFile, single } from './news-form.ts';
import { EXPORT_COLUMNS, EXPORT_WIDTHS, exportCells, isEditable, nepalDay, presentOwnDetail, presentOwnRow } from './own-news-presenter.ts';

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

const distinct = (ids: number[]) => [...new Set(ids)];

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
const filesOf = (form: NewsForm): FileToAttach[] => [
  ...form.attachments.map((file) => ({ data: file.data, check: { ...ATTACHMENT_CHECK, refusal: attachmentsRefused([file]) } })),
  ...(form.pdf ? [{ data: form.pdf.data, check: { ...PDF_CHECK, refusal: pdfRefused(form.pdf) } }] : []),
];

/**
 * News a client sends to the agency (SPEC.md §2 Add News, Edit News, List of own news, Export). Items
 * start pending and stay out of every client list until staff publish them; a client reads and lists
 * only its own, and edits them only while they are pending.
 */
export function createUploadsService(deps: UploadsDeps) {
  const { lists, lookups, now } = deps;

  async function filesOfItem(id: number, via?: Database): Promise<MediaRow[]> {
    return (await deps.media.ofOwners('newsId', [id], via)).get(id) ?? [];
  }

  async function present(row: NewsRow): Promise<OwnNewsDetail> {
    const [files, names] = await Promise.all([filesOfItem(row.id), lookups.categoryNames()]);
    return presentOwnDetail(row, files, names, deps.links);
  }

  async function ownOr404(caller: Authenticated, id: number): Promise<NewsRow> {
    const row = await lists.findOwn(id, caller.user.houseId);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function fileErrors(form: NewsForm, keptAttachments: number): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const files: string[] = [];
    if (keptAttachments + form.attachments.length > MAX_NEWS_ATTACHMENTS) files.push(messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS));
    const inspected = await Promise.all(form.attachments.map(({ data }) => deps.mediaService.inspect(data, ATTACHMENT_CHECK.accept)));
    const refused = form.attachments.filter((_, index) => !inspected[index]);
    if (refused.length > 0) files.push(attachmentsRefused(refused));
    if (files.length > 0) errors.files = files;
    // Each refused file under its own key too (`files.2`), for a client that marks files one by one.
    form.attachments.forEach((file, index) => {
      if (!inspected[index]) errors[`files.${index}`] = [`${file.name}: ${messages.fileNotAttachment}`];
    });
    if (form.pdf && !(await deps.mediaService.inspect(form.pdf.data, PDF_CHECK.accept))) errors.pdf = [pdfRefused(form.pdf)];
    return errors;
  }

  /**
   * Every check of a save before anything is written: the fields, that the language and categories
   * exist, and each file by its content. All problems come back at once, keyed by field.
   */
  async function checkedForm(form: NewsForm, saved: MediaRow[] = []): Promise<NewsUploadFields> {
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
        ? await choiceErrors(lookups, parsed.data)
        : fieldErrorsFromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) })))),
      ...(await fileErrors(form, kept)),
    };
    if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
    return parsed.data;
  }

  const editOf = (values: NewsUploadFields): PendingEdit => ({
    title: values.title,
    content: values.content,
    languageId: values.language_id,
    categoryIds: distinct(values.category_ids),
  });

  return {
    async create(caller: Authenticated, form: NewsForm): Promise<OwnNewsDetail> {
      const values = await checkedForm(form);
      // The news service derives the text columns (deriveNewsRow), as for every item.
      const row = await deps.news.create({
        title: values.title,
        content: values.content,
        languageId: values.language_id,
        categoryIds: distinct(values.category_ids),
        userId: caller.user.houseId,
        memberId: caller.user.id,
        status: 'pending',
        files: filesOf(form),
      });
      return present(row);
    },

    async detail(caller: Authenticated, id: number): Promise<OwnNewsDetail> {
      return present(await ownOr404(caller, id));
    },

    /**
     * Edits a pending item: saved attachments named in `keep_media_ids` stay, the others go, new files
     * are appended and a new PDF replaces the saved one. The form is read only once the caller is
     * known to own an editable item. Files to drop are deleted only after the commit.
     */
    async update(caller: Authenticated, id: number, readForm: () => Promise<NewsForm>): Promise<OwnNewsDetail> {
      if (!isEditable(await ownOr404(caller, id))) throw new ForbiddenError(messages.newsNotEditable);
      const form = await readForm();
      const values = await checkedForm(form, await filesOfItem(id));
      const keep = new Set(values.keep_media_ids);
      const replacesPdf = form.pdf !== undefined;
      const edit = editOf(values);
      const row = await saveWithFiles(
        deps,
        {
          owner: 'newsId',
          folder: 'news',
          files: filesOf(form),
          dropping: async (tx, itemId) =>
            (await filesOfItem(itemId, tx)).filter((file) => !keep.has(file.id) || (replacesPdf && file.kind === 'pdf')),
        },
        async (tx) => {
          // Staff may have published the item since it was read: the update itself checks it is still pending.
          const updated = await deps.newsRepository.updatePending(id, caller.user.houseId, edit, now(), tx);
          if (!updated) throw new ForbiddenError(messages.newsNotEditable);
          return updated;
        },
      );
      return present(row);
    },

    async list(caller: Authenticated, query: OwnNewsQuery): Promise<Paged<OwnNewsRow>> {
      const [rows, total, names] = await Promise.all([
        lists.list(caller.user.houseId, query, { offset: offsetOf(query), limit: query.rowsPerPage }, now()),
        lists.count(caller.user.houseId, query, now()),
        lookups.categoryNames(),
      ]);
      return { data: rows.map((row) => presentOwnRow(row, names)), meta: pageMeta(total, query) };
    },

    /** The first `rows` rows of the caller's list as filtered and sorted, written as a file behind a short-lived link. */
    async export(caller: Authenticated, query: OwnNewsExportQuery): Promise<ExportLink> {
      const [rows, names, languages] = await Promise.all([
        lists.list(caller.user.houseId, query, { offset: 0, limit: query.rows }, now()),
        lookups.categoryNames(),
        lookups.languages(),
      ]);
      const languageNames = new Map(languages.map((language) => [language.id, language.name]));
      const table = [EXPORT_COLUMNS, ...rows.map((row) => exportCells(presentOwnRow(row, names), languageNames))];
      const data = query.format === 'xlsx' ? toXlsx('News', table, EXPORT_WIDTHS) : toCsv(table);
      return deps.exportFiles.save(`news-export-${nepalDay(now())}.${query.format}`, data);
    },

    exportFile: (link: ExportLink) => deps.exportFiles.resolve(link),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;

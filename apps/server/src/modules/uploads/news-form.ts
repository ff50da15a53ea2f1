import {
  MAX_NEWS_ATTACHMENTS,
  MAX_NEWS_CONTENT_LENGTH,
  MAX_NEWS_TOTAL_BYTES,
  MAX_NEWS_TOTAL_MB,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  messages,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { displayFileName } from '../../lib/multipart.ts';
import { checkRequestData } from '../../lib/request-data-check.ts';

/** A file as sent: its bytes and the name to call it by in an error. */
export type SentFile = { name: string; data: Buffer };

/** The Add / Edit News form as sent: text fields (each may repeat) and the files, not yet checked by content. */
export type NewsForm = { fields: Record<string, string[]>; attachments: SentFile[]; pdf: SentFile | undefined };

const FILE_FIELDS = ['files', 'pdf'] as const;
const ONE_PDF = 'Only one PDF can be uploaded';
// A Nepali letter is one UTF-16 unit (what the length rule counts) but three bytes in the form.
const MAX_FIELD_BYTES = MAX_NEWS_CONTENT_LENGTH * 3;
/** Title, content, language, up to 20 categories and the attachments to keep, with room to spare. */
const MAX_FIELDS = 64;

const isFileField = (name: string): name is (typeof FILE_FIELDS)[number] => (FILE_FIELDS as readonly string[]).includes(name);
/** `category_ids[]` is how some form libraries spell a repeated field. */
const fieldName = (name: string) => name.replace(/\[\]$/, '');

const tooManyAttachments = () => ValidationError.field('files', messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS));

/**
 * Reads the multipart form into memory, refusing as early as the stream allows: a file over 5 MB
 * (413), more attachments than allowed, or more bytes in all than MAX_NEWS_TOTAL_BYTES (422).
 * Nothing is written anywhere; the service checks the content of every file before staging any.
 */
export async function readNewsForm(request: FastifyRequest): Promise<NewsForm> {
  if (!request.isMultipart()) throw new BadRequestError('The request must be multipart/form-data.');
  const form: NewsForm = { fields: {}, attachments: [], pdf: undefined };
  let totalBytes = 0;
  let fileField = 'files';
  let fileName = '';
  let filesSeen = 0;
  const parts = request.parts({
    // One file part more than allowed gets through, so the count check below can answer with its message.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_NEWS_ATTACHMENTS + 2, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
  });
  try {
    for await (const part of parts) {
      const name = fieldName(part.fieldname);
      if (part.type === 'field') {
        if (part.valueTruncated) throw ValidationError.field(name, messages.maxLength(MAX_NEWS_CONTENT_LENGTH));
        form.fields[name] = [...(form.fields[name] ?? []), String(part.value)];
        continue;
      }
      if (!isFileField(name)) {
        part.file.resume();
        throw new BadRequestError(`Unexpected file field "${part.fieldname}".`);
      }
      fileField = name;
      filesSeen += 1;
      fileName = displayFileName(part.filename, filesSeen);
      const data = await part.toBuffer();
      // A file input left empty still sends a part, with no bytes.
      if (data.length === 0) continue;
      totalBytes += data.length;
      if (totalBytes > MAX_NEWS_TOTAL_BYTES) throw ValidationError.field(name, messages.totalFileSize(MAX_NEWS_TOTAL_MB));
      if (name === 'pdf') {
        if (form.pdf) throw ValidationError.field('pdf', ONE_PDF);
        form.pdf = { name: fileName, data };
      } else {
        form.attachments.push({ name: fileName, data });
        if (form.attachments.length > MAX_NEWS_ATTACHMENTS) throw tooManyAttachments();
      }
    }
  } catch (error) {
    // The size limit surfaces from the file's stream or from the parts' iterator, depending on timing.
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const refusal = { name: fileName, reason: messages.fileLargerThan(MAX_UPLOAD_MB) };
      throw new PayloadTooLargeError(fileField, messages.filesRefused(messages.fileTooLarge, [refusal]));
    }
    if (code === 'FST_FILES_LIMIT') throw tooManyAttachments();
    throw error;
  }
  checkRequestData(form.fields);
  return form;
}

/** The last value sent for a field that should come once. */
export const single = (form: NewsForm, name: string): string | undefined => form.fields[name]?.at(-1);

import { MAX_UPLOAD_BYTES, messages } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BadRequestError, fieldErrorsFromIssues, PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { displayFileName } from '../../lib/multipart.ts';
import { checkRequestData } from '../../lib/request-data-check.ts';
import type { FileCheck, MediaService, StagedMedia } from '../media/media.service.ts';

/** The desk's multipart save: the `data` part's JSON, and each file part staged as it arrived. */
export type DeskForm = { data: unknown; files: Record<string, StagedMedia[]> };

type FileField = { check: FileCheck; maxFiles: number; refusedBecause: string };

export type DeskFormRules = {
  folder: string;
  /** The largest file (a video); pictures are held to the 5 MB of every upload, which is the least. */
  maxFileBytes: number;
  fields: Record<string, FileField>;
};

/** Rich text of a news item, in Nepali (three bytes a letter), with room for the file list. */
const MAX_DATA_BYTES = 400_000;

/** A file over the form's limit: the video limit's own words where videos are taken, the 5 MB message elsewhere. */
const tooLarge = (rules: DeskFormRules, field: string) =>
  new PayloadTooLargeError(
    field,
    rules.maxFileBytes > MAX_UPLOAD_BYTES ? messages.videoTooLarge(Math.floor(rules.maxFileBytes / 1_048_576)) : messages.fileTooLarge,
  );
const fileLimit = (rules: DeskFormRules) => Object.values(rules.fields).reduce((sum, field) => sum + field.maxFiles, 0);

async function readParts(request: FastifyRequest, mediaService: MediaService, rules: DeskFormRules, form: DeskForm) {
  // One file part more than allowed gets through, so the count check below can answer with its message.
  const parts = request.parts({
    limits: { fileSize: rules.maxFileBytes, files: fileLimit(rules) + 1, fields: 1, fieldSize: MAX_DATA_BYTES },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'data' || part.valueTruncated) throw new BadRequestError('The form takes one "data" field of JSON.');
      form.data = parseJson(String(part.value));
      checkRequestData(form.data);
      continue;
    }
    const field = rules.fields[part.fieldname];
    if (!field) {
      part.file.resume();
      throw new BadRequestError(`Unexpected file field "${part.fieldname}".`);
    }
    const staged = form.files[part.fieldname] ?? [];
    form.files[part.fieldname] = staged;
    if (staged.length >= field.maxFiles) {
      part.file.resume();
      throw ValidationError.field(part.fieldname, messages.attachmentsTooMany(field.maxFiles));
    }
    const name = displayFileName(part.filename, staged.length + 1);
    const file = await mediaService.stageStream(part.file, rules.folder, {
      ...field.check,
      field: part.fieldname,
      refusal: messages.filesRefused(messages.filesRejected(1), [{ name, reason: field.refusedBecause }]),
      maxImageBytes: MAX_UPLOAD_BYTES,
    });
    staged.push(file);
    if (part.file.truncated) throw tooLarge(rules, part.fieldname);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('The "data" field must be JSON.');
  }
}

/**
 * Reads a desk save (JSON, or multipart when it carries files), streaming each file to a staged temporary file as it arrives (so a 500 MB video
 * never sits in memory) and refusing as early as the stream allows: a file of a refused type (422), a
 * file over its limit (413), too many files (422). Then hands the form to `use`; every staged file is
 * discarded afterwards, so whatever `use` did not keep (a refusal, a failed save) leaves nothing behind.
 */
export async function withDeskForm<T>(
  request: FastifyRequest,
  deps: { mediaService: MediaService; rules: DeskFormRules },
  use: (form: DeskForm) => Promise<T>,
): Promise<T> {
  // A save without files may come as plain JSON, as the generic calls of SPEC.md §7 are sent.
  if (!request.isMultipart()) {
    if (request.body === undefined) throw new BadRequestError('The request must be JSON or multipart/form-data.');
    return use({ data: request.body, files: {} });
  }
  const form: DeskForm = { data: undefined, files: {} };
  try {
    try {
      await readParts(request, deps.mediaService, deps.rules, form);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(deps.rules, 'files');
      if (code === 'FST_FILES_LIMIT') throw ValidationError.field('files', messages.galleryImagesTooMany(fileLimit(deps.rules)));
      throw error;
    }
    return await use(form);
  } finally {
    // Files kept with their saved row stay; discarding removes only the others.
    await Promise.all(Object.values(form.files).flatMap((files) => files.map((file) => file.discard())));
  }
}

/** The `data` part checked against the request's schema (the same one the web form validates with). */
export function deskData<Schema extends z.ZodType>(form: DeskForm, schema: Schema): z.infer<Schema> {
  const parsed = schema.safeParse(form.data ?? {});
  if (!parsed.success) {
    throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) }))));
  }
  return parsed.data;
}

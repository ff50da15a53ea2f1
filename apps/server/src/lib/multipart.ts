import { MAX_UPLOAD_BYTES } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, PayloadTooLargeError } from './errors.ts';
import { checkRequestData } from './request-data-check.ts';

export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a multipart form into memory: text fields, and the named file fields capped at
 * `maxFileBytes` while streaming (413 with the spec's message). Other file parts are refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFileBytes?: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new BadRequestError('The request must be multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: {} };
  const maxFileBytes = options.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: options.fileFields.length, fields: 40, fieldSize: 16_384 } });
  let fileField = options.fileFields[0] ?? 'file';
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new BadRequestError(`Unexpected file field "${part.fieldname}".`);
      }
      fileField = part.fieldname;
      const data = await part.toBuffer();
      if (data.length > 0) form.files[part.fieldname] = data;
    }
  } catch (error) {
    // The size limit surfaces from the file's stream or from the parts' iterator, depending on timing.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(fileField);
    throw error;
  }
  checkRequestData(form.fields);
  return form;
}

/**
 * The multipart parser (busboy) refuses a body that is not well-formed multipart (no boundary, a body
 * cut short or sent with another boundary) with plain errors, known only by their text.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

export const isMalformedMultipart = (error: Error) => !('statusCode' in error) && MALFORMED_MULTIPART.test(error.message);

const MAX_NAME_LENGTH = 80;
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** The file's own name (no folders, no control characters, shortened) as errors quote it; "file N" without one. */
export function displayFileName(filename: string | undefined, position: number): string {
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(UNPRINTABLE, '').trim() ?? '';
  if (base === '') return `file ${position}`;
  const characters = Array.from(base);
  return characters.length > MAX_NAME_LENGTH ? `${characters.slice(0, MAX_NAME_LENGTH - 1).join('')}…` : base;
}

import {
  ATTACHMENT_TYPES,
  checkChosenFiles,
  MAX_NEWS_ATTACHMENTS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  messages,
  PDF_TYPE,
} from '@portal/shared';
import { typeOfFile } from '../../../lib/file-type.ts';

/** The files a picker may add, or the reason nothing was added. */
export type FileChoice = { accepted: File[]; error?: string | undefined };

const ATTACHMENT_TYPE_SET = new Set<string>(ATTACHMENT_TYPES);

/** The spec's message for sizes, the files over 5 MB named; the total's message when no single file is too large. */
function sizeError(files: readonly File[]): string | undefined {
  const error = checkChosenFiles(files);
  const tooLarge = files.filter((file) => file.size > MAX_UPLOAD_BYTES);
  if (!error || tooLarge.length === 0) return error;
  return messages.filesRefused(
    error,
    tooLarge.map((file) => ({ name: file.name, reason: messages.fileLargerThan(MAX_UPLOAD_MB) })),
  );
}

/**
 * Images and videos chosen for an upload (SPEC.md §5, §8). A file over 5 MB, or a choice taking the
 * new files past 25 MB or the item past its attachment limit, clears the whole choice; a file whose
 * first bytes are not a JPG, PNG, MP4, MOV or AVI is left out and named. The server checks every file again.
 */
export async function chooseAttachments(
  chosen: readonly File[],
  already: { newFiles: readonly File[]; attachmentCount: number },
): Promise<FileChoice> {
  const tooLarge = sizeError([...already.newFiles, ...chosen]);
  if (tooLarge) return { accepted: [], error: tooLarge };
  const types = await Promise.all(chosen.map(typeOfFile));
  const accepted = chosen.filter((_, index) => ATTACHMENT_TYPE_SET.has(types[index] ?? ''));
  if (already.attachmentCount + accepted.length > MAX_NEWS_ATTACHMENTS) {
    return { accepted: [], error: messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS) };
  }
  const refused = chosen.filter((file) => !accepted.includes(file));
  if (refused.length === 0) return { accepted };
  const error = messages.filesRefused(
    messages.filesRejected(refused.length),
    refused.map((file) => ({ name: file.name, reason: messages.fileNotAttachment })),
  );
  return { accepted, error };
}

/** The one PDF of an upload, checked like the attachments (the other new files count towards the total). */
export async function choosePdf(chosen: File, otherNewFiles: readonly File[]): Promise<FileChoice> {
  const tooLarge = sizeError([...otherNewFiles, chosen]);
  if (tooLarge) return { accepted: [], error: tooLarge };
  if ((await typeOfFile(chosen)) !== PDF_TYPE) {
    return { accepted: [], error: messages.filesRefused(messages.pdfOnly, [{ name: chosen.name, reason: messages.fileNotPdf }]) };
  }
  return { accepted: [chosen] };
}

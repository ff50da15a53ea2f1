import { ATTACHMENT_EXTENSIONS, checkChosenFiles, MAX_NEWS_ATTACHMENTS, messages } from '@portal/shared';

/** The files a picker may add, or the reason nothing was added. */
export type FileChoice = { accepted: File[]; error?: string | undefined };

const extensionOf = (file: File) => file.name.split('.').pop()?.toLowerCase() ?? '';
const ATTACHMENT_TYPES = new Set<string>([...ATTACHMENT_EXTENSIONS, 'jpeg']);
const isAttachmentType = (file: File) => ATTACHMENT_TYPES.has(extensionOf(file));

/**
 * Images and videos chosen for an upload (SPEC.md §5, §8). A file over 5 MB, or a choice taking the
 * new files past 25 MB or the item past its attachment limit, clears the whole choice; files of
 * another type are left out and counted. The server checks every file again, by its content.
 */
export function chooseAttachments(chosen: readonly File[], already: { newFiles: readonly File[]; attachmentCount: number }): FileChoice {
  const sizeError = checkChosenFiles([...already.newFiles, ...chosen]);
  if (sizeError) return { accepted: [], error: sizeError };
  const accepted = chosen.filter(isAttachmentType);
  if (already.attachmentCount + accepted.length > MAX_NEWS_ATTACHMENTS) {
    return { accepted: [], error: messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS) };
  }
  const rejected = chosen.length - accepted.length;
  return { accepted, error: rejected > 0 ? messages.filesRejected(rejected) : undefined };
}

/** The one PDF of an upload, checked like the attachments (the other new files count towards the total). */
export function choosePdf(chosen: File, otherNewFiles: readonly File[]): FileChoice {
  const sizeError = checkChosenFiles([...otherNewFiles, chosen]);
  if (sizeError) return { accepted: [], error: sizeError };
  if (extensionOf(chosen) !== 'pdf') return { accepted: [], error: messages.pdfOnly };
  return { accepted: [chosen] };
}

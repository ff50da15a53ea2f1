import { createEditPendingNews } from './use-cases/edit-pending-news.ts';
import { createExportOwnNews } from './use-cases/export-own-news.ts';
import { createReadOwnNews } from './use-cases/read-own-news.ts';
import { createSendNews } from './use-cases/send-news.ts';
import type { UploadsDeps } from './use-cases/shared.ts';

export { ATTACHMENT_CHECK, PDF_CHECK, type UploadsDeps } from './use-cases/shared.ts';

/**
 * News a client sends to the agency (SPEC.md §2 Add News, Edit News, List of own news, Export). Items
 * start pending and stay out of every client list until staff publish them; a client reads and lists
 * only its own, and edits them only while they are pending. Each use case is a file of use-cases/.
 */
export function createUploadsService(deps: UploadsDeps) {
  return {
    create: createSendNews(deps),
    update: createEditPendingNews(deps),
    ...createReadOwnNews(deps),
    ...createExportOwnNews(deps),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;

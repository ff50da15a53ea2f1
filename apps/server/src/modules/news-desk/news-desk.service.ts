import { createCorrectNews } from './use-cases/correct-news.ts';
import { createListNews } from './use-cases/list-news.ts';
import { createPublishNews } from './use-cases/publish-news.ts';
import { createRemoveNews } from './use-cases/remove-news.ts';
import type { NewsDeskDeps } from './use-cases/shared.ts';
import { createShowNews } from './use-cases/show-news.ts';

/**
 * The agency's news desk: every item whatever its status or author, publishing, corrections
 * that keep a version history, scheduling (a future publish time is an embargo), unpublishing, deleting.
 * Each use case is a file of use-cases/.
 */
export function createNewsDeskService(deps: NewsDeskDeps) {
  return {
    list: createListNews(deps),
    detail: createShowNews(deps),
    publish: createPublishNews(deps),
    update: createCorrectNews(deps),
    remove: createRemoveNews(deps),
  };
}
export type NewsDeskService = ReturnType<typeof createNewsDeskService>;

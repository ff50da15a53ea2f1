import { removeWithFiles } from '../../content/desk-media.ts';
import type { NewsDeskDeps } from './shared.ts';

/** Deletes items with their files (after the rows are gone, so a failure leaves every file in place). */
export function createRemoveNews(deps: Pick<NewsDeskDeps, 'db' | 'newsRepository' | 'media' | 'mediaService' | 'cache' | 'audit'>) {
  return (ids: number[]) =>
    removeWithFiles(deps, () =>
      deps.db.transaction(async (tx) => {
        const files = [...(await deps.media.ofOwners('newsId', ids, tx)).values()].flat();
        const removed = await deps.newsRepository.remove(ids, tx);
        for (const id of ids) await deps.audit.record(tx, { action: 'news.delete', object: { type: 'news', id } });
        return { files, removed };
      }),
    );
}

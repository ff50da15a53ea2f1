import { messages, type OwnNewsDetail } from '@portal/shared';
import { ForbiddenError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { saveWithFiles } from '../../content/save-with-files.ts';
import type { NewsForm } from '../news-form.ts';
import { isEditable } from '../own-news-presenter.ts';
import { checkedForm, editOf, filesOf, filesOfItem, ownOr404, present, type UploadsDeps } from './shared.ts';

/**
 * Edits a pending item: saved attachments named in `keep_media_ids` stay, the others go, new files
 * are appended and a new PDF replaces the saved one. The form is read only once the caller is
 * known to own an editable item. Files to drop are deleted only after the commit.
 */
export function createEditPendingNews(
  deps: Pick<UploadsDeps, 'db' | 'lists' | 'newsRepository' | 'media' | 'mediaService' | 'lookups' | 'links' | 'cache' | 'now'>,
) {
  return async function update(caller: Authenticated, id: number, readForm: () => Promise<NewsForm>): Promise<OwnNewsDetail> {
    if (!isEditable(await ownOr404(deps.lists, caller, id))) throw new ForbiddenError(messages.newsNotEditable);
    const form = await readForm();
    const values = await checkedForm(deps, form, await filesOfItem(deps.media, id));
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
          (await filesOfItem(deps.media, itemId, tx)).filter((file) => !keep.has(file.id) || (replacesPdf && file.kind === 'pdf')),
      },
      async (tx) => {
        // Staff may have published the item since it was read: the update itself checks it is still pending.
        const updated = await deps.newsRepository.updatePending(id, caller.user.houseId, edit, deps.now(), tx);
        if (!updated) throw new ForbiddenError(messages.newsNotEditable);
        return updated;
      },
    );
    return present(deps, row);
  };
}

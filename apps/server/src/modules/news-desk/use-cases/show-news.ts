import type { StaffNewsDetail } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import { presentDeskMedia } from '../../content/desk-media.ts';
import { editable, filesOf, type NewsDeskDeps } from './shared.ts';

/** One item as the desk edits it, with its files and the history of its corrections. */
export function createShowNews(deps: Pick<NewsDeskDeps, 'lists' | 'media' | 'links'>) {
  const { lists } = deps;
  return async function detail(id: number): Promise<StaffNewsDetail> {
    const found = await lists.findWithAuthorName(id);
    if (!found) throw new NotFoundError();
    const { row } = found;
    return {
      ...editable(row),
      id: row.id,
      user_name: found.userName,
      created_at: row.createdAt.toISOString(),
      revised_at: row.revisedAt?.toISOString() ?? null,
      media: (await filesOf(deps.media, id)).map((file) => presentDeskMedia(file, deps.links)),
      versions: (await lists.versionsOf(id)).map((version) => ({
        id: version.id,
        editor_name: version.editorName,
        changes: version.changes,
        created_at: version.createdAt.toISOString(),
      })),
    };
  };
}

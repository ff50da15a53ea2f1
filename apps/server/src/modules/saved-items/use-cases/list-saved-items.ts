import type { ContentType, SavedItem, SavedItemKind, savedItemsQuery } from '@portal/shared';
import type { z } from 'zod';
import { ForbiddenError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { SavedItemRow } from '../saved-items.repository.ts';
import type { ItemCard, SavedItemsDeps } from './shared.ts';

const CONTENT_TYPE: Record<SavedItemKind, ContentType> = { news: 'News', gallery: 'Photos', video: 'Videos' };

/** A page of saved items, each as its card, as no longer in the plan, or as gone. */
export function createListSavedItems({ repository, contents, policy }: Pick<SavedItemsDeps, 'repository' | 'contents' | 'policy'>) {
  /** Whether the house's plan still lets the caller open this kind of item. */
  async function entitled(caller: Authenticated, kind: SavedItemKind): Promise<boolean> {
    try {
      await policy.assertCanOpen(caller, CONTENT_TYPE[kind]);
      return true;
    } catch (error) {
      if (error instanceof ForbiddenError) return false;
      throw error;
    }
  }

  async function present(caller: Authenticated, rows: SavedItemRow[]): Promise<SavedItem[]> {
    const cards = new Map<SavedItemKind, Map<number, ItemCard> | undefined>();
    for (const kind of new Set(rows.map((row) => row.kind))) {
      const ids = rows.filter((row) => row.kind === kind).map((row) => row.itemId);
      cards.set(kind, (await entitled(caller, kind)) ? await contents[kind].cardsById(ids, caller.user.houseId) : undefined);
    }
    return rows.map((row) => {
      const ofKind = cards.get(row.kind);
      const card = ofKind?.get(row.itemId) ?? null;
      return {
        id: row.id,
        kind: row.kind,
        item_id: row.itemId,
        folder_id: row.folderId,
        note: row.note,
        saved_at: row.createdAt.toISOString(),
        state: ofKind === undefined ? 'not_in_plan' : card ? 'available' : 'gone',
        card,
      };
    });
  }

  return {
    async list(caller: Authenticated, query: z.output<typeof savedItemsQuery>) {
      const { rows, total } = await repository.page(caller.user.id, query.folder_id, query);
      return { rows: await present(caller, rows), total };
    },
  };
}

import {
  type ContentType,
  type GalleryItem,
  itemWebUrl,
  MAX_SAVED_FOLDERS,
  MAX_SAVED_ITEMS,
  MAX_SHARES_PER_DAY,
  messages,
  type NewsCard,
  type SavedFolder,
  type SavedFolders,
  type SavedItem,
  type SavedItemKind,
  type SavedMark,
  type ShareResult,
  type savedItemsQuery,
  type saveItemRequest,
  type shareItemRequest,
  type updateSavedItemRequest,
  type VideoCard,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { NEPAL_OFFSET_MS } from '../../lib/nepal-dates.ts';
import { leadOf } from '../../lib/rich-text.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentPolicy } from '../content/content.policy.ts';
import type { SavedFolderRow, SavedItemRow, SavedItemsRepository } from './saved-items.repository.ts';
import { shareMail } from './share-mails.ts';

type ItemCard = NewsCard | GalleryItem | VideoCard;

/** What this feature needs of one kind of content: the detail's rule and the cards of items still readable. */
export type SavableContent = {
  assertOpenable: (caller: Authenticated, id: number) => Promise<void>;
  cardsById: (ids: number[], houseId: number) => Promise<Map<number, ItemCard>>;
};

const CONTENT_TYPE: Record<SavedItemKind, ContentType> = { news: 'News', gallery: 'Photos', video: 'Videos' };
const DAY_MS = 86_400_000;
const nepalMidnight = (now: Date) => new Date(Math.floor((now.getTime() + NEPAL_OFFSET_MS) / DAY_MS) * DAY_MS - NEPAL_OFFSET_MS);

const presentMark = (row: SavedItemRow): SavedMark => ({ id: row.id, item_id: row.itemId, folder_id: row.folderId, note: row.note });
const presentFolder = (row: SavedFolderRow, items: number): SavedFolder => ({
  id: row.id,
  name: row.name,
  items,
  created_at: row.createdAt.toISOString(),
});

/** The summary a mail shows: news and videos have one; a gallery's is its description as text. */
function summaryOf(card: ItemCard): string {
  return 'meta_description' in card ? card.meta_description : leadOf(card.description);
}

/**
 * Saved items, folders and sharing by mail. Saving is personal (`user.id`); what may be read
 * is the media house's (`user.houseId`, the content policy). Every id is the caller's own or a 404.
 */
export function createSavedItemsService(deps: {
  repository: SavedItemsRepository;
  contents: Record<SavedItemKind, SavableContent>;
  policy: ContentPolicy;
  users: Pick<AuthRepository, 'findUserById'>;
  mailer: Mailer;
  publicUrl: string;
  agencyName: string;
  now: () => Date;
}) {
  const { repository, contents } = deps;

  async function assertFolderOwn(tx: Database, userId: number, folderId: number | null | undefined) {
    if (folderId != null && !(await repository.folderExists(tx, userId, folderId))) throw new NotFoundError(messages.savedFolderNotFound);
  }

  async function assertFolderNameFree(tx: Database, userId: number, name: string, exceptId?: number) {
    if (await repository.folderNameTaken(tx, userId, name, exceptId)) throw ValidationError.field('name', messages.savedFolderNameTaken);
  }

  /** Whether the house's plan still lets the caller open this kind of item. */
  async function entitled(caller: Authenticated, kind: SavedItemKind): Promise<boolean> {
    try {
      await deps.policy.assertCanOpen(caller, CONTENT_TYPE[kind]);
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
    /** Saves what the caller may open; the same item again keeps its one row with the folder and note given now. */
    async save(caller: Authenticated, body: z.output<typeof saveItemRequest>): Promise<SavedMark> {
      await contents[body.kind].assertOpenable(caller, body.item_id);
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        await assertFolderOwn(tx, userId, body.folder_id);
        const saved = await repository.findByItem(tx, userId, body.kind, body.item_id);
        if (!saved && (await repository.countItems(tx, userId)) >= MAX_SAVED_ITEMS) {
          throw ValidationError.field('item_id', messages.savedItemsLimit(MAX_SAVED_ITEMS));
        }
        return repository.upsertItem(tx, {
          userId,
          kind: body.kind,
          itemId: body.item_id,
          folderId: body.folder_id ?? null,
          note: body.note,
        });
      });
      return presentMark(row);
    },

    async update(caller: Authenticated, id: number, body: z.output<typeof updateSavedItemRequest>): Promise<SavedMark> {
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        await assertFolderOwn(tx, userId, body.folder_id);
        return repository.updateItem(tx, userId, id, { folderId: body.folder_id, note: body.note });
      });
      if (!row) throw new NotFoundError();
      return presentMark(row);
    },

    async remove(caller: Authenticated, id: number): Promise<void> {
      if (!(await repository.removeItem(caller.user.id, id))) throw new NotFoundError();
    },

    async list(caller: Authenticated, query: z.output<typeof savedItemsQuery>) {
      const { rows, total } = await repository.page(caller.user.id, query.folder_id, query);
      return { rows: await present(caller, rows), total };
    },

    async marks(caller: Authenticated, kind: SavedItemKind, itemIds: number[]): Promise<SavedMark[]> {
      return (await repository.marks(caller.user.id, kind, itemIds)).map(presentMark);
    },

    async folders(caller: Authenticated): Promise<SavedFolders> {
      const { folders, total, unfiled } = await repository.folders(caller.user.id);
      return { data: folders.map(({ folder, items }) => presentFolder(folder, items)), total, unfiled };
    },

    async createFolder(caller: Authenticated, name: string): Promise<SavedFolder> {
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        if ((await repository.countFolders(tx, userId)) >= MAX_SAVED_FOLDERS) {
          throw ValidationError.field('name', messages.savedFoldersLimit(MAX_SAVED_FOLDERS));
        }
        await assertFolderNameFree(tx, userId, name);
        return repository.insertFolder(tx, userId, name);
      });
      return presentFolder(row, 0);
    },

    async renameFolder(caller: Authenticated, id: number, name: string): Promise<void> {
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        await assertFolderNameFree(tx, userId, name, id);
        return repository.renameFolder(tx, userId, id, name);
      });
      if (!row) throw new NotFoundError();
    },

    async removeFolder(caller: Authenticated, id: number): Promise<void> {
      if (!(await repository.removeFolder(caller.user.id, id))) throw new NotFoundError();
    },

    /**
     * Mails an item the caller may open to each address (one mail each, so no recipient sees the others),
     * queued in the transaction that counts the person's shares of the Nepal day under their row lock:
     * past the limit nothing is stored or sent.
     */
    async share(caller: Authenticated, body: z.output<typeof shareItemRequest>): Promise<ShareResult> {
      const content = contents[body.kind];
      await content.assertOpenable(caller, body.item_id);
      const card = (await content.cardsById([body.item_id], caller.user.houseId)).get(body.item_id);
      if (!card) throw new NotFoundError();
      const [sender, house] = await Promise.all([deps.users.findUserById(caller.user.id), deps.users.findUserById(caller.user.houseId)]);
      if (!sender || !house) throw new NotFoundError();
      const userId = caller.user.id;
      const now = deps.now();
      const link = itemWebUrl(deps.publicUrl, body.kind, body.item_id);
      const shared = await repository.forPerson(userId, async (tx) => {
        const today = await repository.countSharesSince(tx, userId, nepalMidnight(now));
        if (today >= MAX_SHARES_PER_DAY) throw new TooManyRequestsError(messages.sharesPerDayLimit(MAX_SHARES_PER_DAY));
        await repository.insertShare(tx, {
          userId,
          kind: body.kind,
          itemId: body.item_id,
          recipients: body.recipients,
          note: body.note,
          createdAt: now,
        });
        for (const to of body.recipients) {
          const mail = shareMail(
            {
              to,
              locale: sender.locale,
              title: card.title,
              summary: summaryOf(card),
              senderName: sender.fullName,
              houseName: house.companyName || house.fullName,
              note: body.note,
              link,
            },
            deps.agencyName,
          );
          await deps.mailer.send(mail, tx);
        }
        return today + 1;
      });
      return { recipients: body.recipients, shares_left_today: MAX_SHARES_PER_DAY - shared };
    },
  };
}
export type SavedItemsService = ReturnType<typeof createSavedItemsService>;

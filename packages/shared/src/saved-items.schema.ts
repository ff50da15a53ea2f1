import { z } from 'zod';
import { MAX_SHARE_RECIPIENTS, SAVED_STATUS_MAX_IDS } from './constants.ts';
import { galleryItem, newsCard, pageFields, videoCard } from './content.schema.ts';
import { ITEM_KINDS, type ItemKind } from './item-web-address.ts';
import { messages } from './messages.ts';
import { emailRule, positiveId, requiredText } from './rules.ts';

/** Saved items, their folders, and sharing an item by mail. */

/** Any kind of item can be saved. */
export const SAVED_ITEM_KINDS = ITEM_KINDS;
export type SavedItemKind = ItemKind;
export const SAVED_FOLDER_NAME_MAX = 60;
export const SAVED_NOTE_MAX = 500;
export const SHARE_NOTE_MAX = 500;
export const SAVED_ITEMS_PAGE_SIZE = 20;

const note = (max: number) => z.string().trim().max(max, messages.maxLength(max));

/** POST /api/client/saved-items: saving an item twice keeps the one row (the folder and note given last). */
export const saveItemRequest = z.object({
  kind: z.enum(SAVED_ITEM_KINDS),
  item_id: positiveId,
  folder_id: z.nullish(positiveId),
  note: note(SAVED_NOTE_MAX).default(''),
});
export type SaveItemRequest = z.input<typeof saveItemRequest>;

/** PUT /api/client/saved-items/:id: its folder (null: none) and note. */
export const updateSavedItemRequest = z.object({
  folder_id: z.nullable(positiveId),
  note: note(SAVED_NOTE_MAX),
});
export type UpdateSavedItemRequest = z.input<typeof updateSavedItemRequest>;

/**
 * A saved item as the Saved items screen lists it. `available`: `card` is the item's card as its list
 * shows it; `not_in_plan`: the house's plan no longer entitles it (no card: nothing of it is shown);
 * `gone`: deleted or no longer published.
 */
export const SAVED_ITEM_STATES = ['available', 'not_in_plan', 'gone'] as const;
export type SavedItemState = (typeof SAVED_ITEM_STATES)[number];
export const savedItem = z.object({
  id: z.int(),
  kind: z.enum(SAVED_ITEM_KINDS),
  item_id: z.int(),
  folder_id: z.int().nullable(),
  note: z.string(),
  saved_at: z.string(),
  state: z.enum(SAVED_ITEM_STATES),
  card: z.union([newsCard, galleryItem, videoCard]).nullable(),
});
export type SavedItem = z.infer<typeof savedItem>;

/** GET /api/client/saved-items: newest first; `folder_id` a folder's, `none` those in no folder, absent all. */
export const savedItemsQuery = z.object({
  ...pageFields(SAVED_ITEMS_PAGE_SIZE),
  folder_id: z.union([z.literal('none'), positiveId]).optional(),
});
export type SavedItemsQuery = z.input<typeof savedItemsQuery>;

/** GET /api/client/saved-items/status: which of these items (one kind, comma-separated ids) the person saved. */
export const savedStatusQuery = z.object({
  kind: z.enum(SAVED_ITEM_KINDS),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, messages.savedStatusIds)
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .refine((ids) => ids.length <= SAVED_STATUS_MAX_IDS, messages.savedStatusIds),
});
/** The saved ones among the items asked about, with their folder and note (the Save dialog starts from them). */
export const savedMark = z.object({ id: z.int(), item_id: z.int(), folder_id: z.int().nullable(), note: z.string() });
export type SavedMark = z.infer<typeof savedMark>;

export const savedFolderForm = z.object({ name: requiredText('Name', SAVED_FOLDER_NAME_MAX) });
export type SavedFolderForm = z.input<typeof savedFolderForm>;
export const savedFolder = z.object({ id: z.int(), name: z.string(), items: z.int(), created_at: z.string() });
export type SavedFolder = z.infer<typeof savedFolder>;
/** The person's folders, and how many saved items are in none. */
export const savedFolders = z.object({ data: z.array(savedFolder), unfiled: z.int(), total: z.int() });
export type SavedFolders = z.infer<typeof savedFolders>;

/** POST /api/client/shares: an item mailed to up to MAX_SHARE_RECIPIENTS addresses (repeats counted once) with a note. */
export const shareItemRequest = z.object({
  kind: z.enum(SAVED_ITEM_KINDS),
  item_id: positiveId,
  recipients: z
    .array(emailRule, { error: messages.shareRecipientsRequired })
    .transform((addresses) => [...new Set(addresses)])
    .pipe(
      z
        .array(z.string())
        .min(1, messages.shareRecipientsRequired)
        .max(MAX_SHARE_RECIPIENTS, messages.shareRecipientsLimit(MAX_SHARE_RECIPIENTS)),
    ),
  note: note(SHARE_NOTE_MAX).default(''),
});
export type ShareItemRequest = z.input<typeof shareItemRequest>;
export const shareResult = z.object({ recipients: z.array(z.string()), shares_left_today: z.int() });
export type ShareResult = z.infer<typeof shareResult>;

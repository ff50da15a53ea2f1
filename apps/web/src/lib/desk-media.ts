import type { DeskMediaFile, DeskMediaSlot } from '@portal/shared';

/** A file of an item as a desk editor orders it: a saved one or a newly chosen one, with its caption. */
export type OrderedMedia = { key: string; caption: string } & (
  | { saved: DeskMediaFile; file?: undefined }
  | { file: File; saved?: undefined }
);

let nextKey = 0;
export const chosenMedia = (file: File): OrderedMedia => ({ key: `new-${nextKey++}`, file, caption: '' });
export const savedMedia = (saved: DeskMediaFile): OrderedMedia => ({ key: `saved-${saved.id}`, saved, caption: saved.caption });

/** The `media` list of a desk save (saved files by id, new ones by their index among the file parts) and the files to send. */
export function toSlots(items: readonly OrderedMedia[]): { media: DeskMediaSlot[]; files: File[] } {
  const files: File[] = [];
  const media = items.map((item): DeskMediaSlot => {
    if (item.saved) return { id: item.saved.id, caption: item.caption };
    files.push(item.file);
    return { file: files.length - 1, caption: item.caption };
  });
  return { media, files };
}

/** The multipart body of a desk save: the request's JSON in `data`, then the files of each field. */
export function deskFormData(data: object, files: Record<string, readonly File[]>): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  for (const [field, chosen] of Object.entries(files)) for (const file of chosen) form.append(field, file, file.name);
  return form;
}

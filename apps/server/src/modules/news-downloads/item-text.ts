import { itemWebUrl } from '@portal/shared';
import { formatReaderTime, type Reader } from '../../lib/reader-dates.ts';
import { usageNoticeLines } from '../content/usage-notice-lines.ts';
import type { FeedItem, FeedItemFile } from '../feed/feed-items.repository.ts';
import { placeLineOf } from '../places/place-names.ts';
import { parseRichText } from './html-tree.ts';
import { plainTextOf } from './plain-text.ts';

const NEPAL_TIME = { en: 'Nepal time', ne: 'नेपाल समय' } as const;

/** The dateline: the place in the item's language, as a copy starts, then the Nepal date and time in the reader's calendar and language. */
function dateline(item: FeedItem, reader: Reader): string {
  const place = placeLineOf(item, item.languageCode);
  return `${place ? `${place} — ` : ''}${formatReaderTime(item.publishAt, reader)} (${NEPAL_TIME[reader.locale]})`;
}

/**
 * An item as plain text, for editors pasting it into their own system: headline, dateline (place, Nepal date and time
 * in the reader's calendar and language, as their mails write it), categories, summary, the body's paragraphs, signed
 * links to its files, the item's web address and the agency's credit line.
 */
export function itemText(
  item: FeedItem,
  files: FeedItemFile[],
  deps: { publicUrl: string; agencyName: string; sign: (path: string) => string; reader: Reader },
): string {
  const parts = [
    item.title,
    dateline(item, deps.reader),
    ...(item.categories.length > 0 ? [item.categories.map((category) => category.name).join(', ')] : []),
  ].join('\n');
  const body = plainTextOf(parseRichText(item.content));
  const links = files.map((file) => `${file.caption ? `${file.caption}: ` : ''}${deps.sign(file.path)}`);
  return [
    parts,
    ...usageNoticeLines(item),
    ...(item.metaDescription ? [item.metaDescription] : []),
    ...(body ? [body] : []),
    ...(links.length > 0 ? [links.join('\n')] : []),
    itemWebUrl(deps.publicUrl, 'news', item.id),
    `© ${item.publishAt.getUTCFullYear()} ${deps.agencyName}`,
  ]
    .join('\n\n')
    .concat('\n');
}

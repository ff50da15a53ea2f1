import { z } from 'zod';
import { MAX_ZIP_ITEMS } from './constants.ts';
import { ninjsVersionParam } from './feed.schema.ts';
import { messages } from './messages.ts';

/** The formats one news item downloads as: plain text, IPTC ninjs JSON (2.1, or the version `ninjs` names), IPTC NITF 3.6 XML,
 * IPTC NewsML-G2 2.35 XML (a News Message: the story's package, text and file items). */
export const NEWS_DOWNLOAD_FORMATS = ['text', 'ninjs', 'nitf', 'newsml-g2'] as const;
export type NewsDownloadFormat = (typeof NEWS_DOWNLOAD_FORMATS)[number];

export const newsDownloadQuery = z.object({ format: z.enum(NEWS_DOWNLOAD_FORMATS), ninjs: ninjsVersionParam });
export type NewsDownloadQuery = z.infer<typeof newsDownloadQuery>;

/** `ids=1,2,3`: 1 to MAX_ZIP_ITEMS news ids, repeats counted once, in the order given. */
export const newsZipQuery = z.object({
  ids: z
    .string()
    .max(MAX_ZIP_ITEMS * 11)
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, messages.downloadIdsInvalid)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), messages.downloadIdsInvalid)
    .refine((ids) => ids.length <= MAX_ZIP_ITEMS, messages.downloadIdsTooMany(MAX_ZIP_ITEMS)),
  /** The ninjs version of each item's .json. */
  ninjs: ninjsVersionParam,
});
export type NewsZipQuery = z.infer<typeof newsZipQuery>;

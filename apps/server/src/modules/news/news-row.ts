import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { searchColumns } from '../../lib/search-terms.ts';

/** What a writer of news chooses of the derived columns: the title, the body as sent, the summary. */
export type NewsText = { title: string; content: string; metaDescription: string };

/**
 * The one derivation of a news row's text columns, used by every path that writes news (the desk, a
 * client's upload and its edits, the demo content): the body sanitized, and the search columns filled
 * from the title, the summary and the body's text.
 */
export function deriveNewsRow(text: NewsText) {
  const content = sanitizeRichText(text.content);
  return {
    title: text.title,
    content,
    metaDescription: text.metaDescription,
    ...searchColumns(text.title, text.metaDescription, plainText(content)),
  };
}

import sanitizeHtml from 'sanitize-html';

/** Video hosts whose players may be embedded in a story; every other iframe is dropped. */
const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.facebook.com'];

/**
 * How deep tags may nest in stored rich text; deeper tags are dropped and their text kept. A story's
 * deepest markup (a list in a table cell) is about ten; the readers of stored text (NITF, plain text)
 * walk the tree by recursion, so the bound is what keeps a story built to be deep from exhausting the stack.
 */
export const RICH_TEXT_MAX_NESTING = 64;

const allowList: sanitizeHtml.IOptions = {
  nestingLimit: RICH_TEXT_MAX_NESTING,
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'iframe', 'u', 's', 'span', 'mark'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    '*': ['style'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: EMBED_HOSTS,
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** The allow-list every stored rich text passes (SECURITY.md "Input"): no scripts, handlers or javascript: URLs. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, allowList).trim();
}

/** Text of an HTML fragment, for search and for "copy description". */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|h[1-6]|li|br)>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** How long a lead made from a body may be, in characters. */
const LEAD_LENGTH = 300;

/** The start of an HTML body as plain text, where no summary was written: cut at the end of a word, with an ellipsis. */
export function leadOf(html: string, length = LEAD_LENGTH): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  const kept = text.slice(0, length - 1);
  const wordEnd = kept.lastIndexOf(' ');
  return `${(wordEnd > length / 2 ? kept.slice(0, wordEnd) : kept).trimEnd()}…`;
}

/** The words of a title joined by hyphens, lower case, letters and digits of any script kept (at most 60 characters). */
export function slugOf(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/gu, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/** `<slug of the title>-<id>`, or `news-<id>` for a title with no letters or digits. */
export const baseNameOf = (item: { id: number; title: string }) => `${slugOf(item.title) || 'news'}-${item.id}`;

/**
 * `attachment; filename="…"`, and RFC 5987's `filename*` (UTF-8) when the name holds characters outside
 * printable ASCII, such as a Nepali title; `fallback` (ASCII) is then the plain `filename` older clients read.
 */
export function attachmentHeader(fileName: string, fallback: string): string {
  if (/^[\x20-\x7e]*$/.test(fileName) && !/["\\]/.test(fileName)) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The text of sanitized HTML, paragraphs kept apart by blank lines (what a copy pastes into a plain field). */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const block of document.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, br')) {
    block.after(block.tagName === 'BR' ? '\n' : '\n\n');
  }
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** Sanitized HTML as one line of plain text, for excerpts in lists: tags dropped, blocks and spaces run together. */
export function htmlExcerpt(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ');
}

/** Text made safe to put between HTML tags or in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

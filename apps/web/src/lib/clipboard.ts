/**
 * Copies text to the clipboard; with `html`, rich editors (a newsroom's CMS) paste the formatting and
 * plain fields paste the text. Rejects when the browser refuses.
 */
export async function copyToClipboard(text: string, html?: string): Promise<void> {
  if (html && typeof ClipboardItem !== 'undefined') {
    const item = new ClipboardItem({
      'text/plain': new Blob([text], { type: 'text/plain' }),
      'text/html': new Blob([html], { type: 'text/html' }),
    });
    await navigator.clipboard.write([item]);
    return;
  }
  await navigator.clipboard.writeText(text);
}

/** The text of an HTML fragment, paragraphs kept apart by blank lines. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const block of document.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, br')) {
    block.after(block.tagName === 'BR' ? '\n' : '\n\n');
  }
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

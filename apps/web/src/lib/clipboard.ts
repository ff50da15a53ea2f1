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

import { type ItemPlace, placeLine } from '@portal/shared';
import { escapeHtml } from '../../../../lib/html-text.ts';

/**
 * A copied text starting with the item's place, where a dateline belongs, in the language given (the item's):
 * "Pokhara, Kaski, Gandaki — …", and in the HTML a bold first paragraph. The copy as it was without a place.
 */
export function withDateline(copy: { text: string; html: string }, place: ItemPlace | null | undefined, language: 'en' | 'ne') {
  const dateline = placeLine(place ?? null, language);
  if (!dateline) return copy;
  return { text: `${dateline} — ${copy.text}`, html: `<p><strong>${escapeHtml(dateline)}</strong></p>${copy.html}` };
}

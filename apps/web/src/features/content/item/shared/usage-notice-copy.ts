import type { UsageNotice } from '@portal/shared';
import { escapeHtml } from '../../../../lib/html-text.ts';

type Labels = { terms: string; note: string };

/** The notice's lines as a copy puts them above the story: "Usage terms: …", "Editor's note: …"; none when unset. */
function noticeLines(notice: UsageNotice, labels: Labels): string[] {
  return [
    ...(notice.usage_terms ? [`${labels.terms}: ${notice.usage_terms}`] : []),
    ...(notice.editor_note ? [`${labels.note}: ${notice.editor_note}`] : []),
  ];
}

/** A copied text with the item's usage terms and editor's note above it, so they travel into the newsroom's system. */
export function withUsageNotice(copy: { text: string; html?: string | undefined }, notice: UsageNotice, labels: Labels) {
  const lines = noticeLines(notice, labels);
  if (lines.length === 0) return copy;
  return {
    text: `${lines.join('\n')}\n\n${copy.text}`,
    ...(copy.html === undefined
      ? {}
      : { html: `${lines.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('')}${copy.html}` }),
  };
}

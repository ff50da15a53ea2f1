import type { HighlightRanges } from '@portal/shared';
import type { ReactNode } from 'react';

/**
 * `text` with the ranges the server found marked as `<mark>` elements. The text stays text (React
 * escapes it), so a title holding markup shows that markup as typed; ranges out of order, overlapping
 * or past the end are skipped rather than trusted.
 */
export function highlightedText(text: string, ranges: HighlightRanges | undefined): ReactNode {
  if (!ranges || ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let done = 0;
  for (const [start, end] of ranges) {
    if (start < done || end <= start || end > text.length) continue;
    if (start > done) parts.push(text.slice(done, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    done = end;
  }
  if (done < text.length) parts.push(text.slice(done));
  return parts;
}

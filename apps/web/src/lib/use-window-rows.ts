import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useState } from 'react';

/** Rows drawn beyond the screen's edge each way, so a fling shows rows rather than blank space. */
const OVERSCAN = 6;

/** A row's share of the list: its height and its bottom margin (negative where the next row rises beside it). */
const footprint = (element: Element) =>
  element.getBoundingClientRect().height + Number.parseFloat(getComputedStyle(element).marginBottom || '0');

/**
 * The rows of a long list the page scrolls (the history timeline) that are on screen or near it: the others
 * are not mounted, so the list costs the same after a hundred pages as after one. Each drawn row is
 * measured (`measure` as its ref, with `data-index`; `list` is the list's ref); `before` and `after` are the space the rows not
 * drawn take, for the list's padding.
 */
export function useWindowRows(count: number, estimatedHeight: number) {
  const [listTop, setListTop] = useState(0);
  // Where the list starts on the page, once it is there (after its first page loads).
  const list = useCallback((element: HTMLOListElement | null) => {
    if (element) setListTop(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimatedHeight,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    measureElement: footprint,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    list,
    rows,
    measure: virtualizer.measureElement,
    before: first ? first.start - listTop : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - listTop) : 0,
  };
}

import type { CSSProperties } from 'react';
import { LAYOUT } from '../../../../lib/layout-metrics.ts';

const CARD_MIN_WIDTH = 260;
const GAP = 16;
/** Past this viewport width the `sizes` stop listing bands: a column stays near 300 px however wide the screen. */
const WIDEST_LISTED = 2560;
const BEYOND_WIDEST = '300px';

/** The pinned strip's cards (a row that scrolls sideways): their width range, and their pictures' `sizes`. */
export const PINNED_CARD_WIDTH = { min: 240, max: 280 };
export const PINNED_IMAGE_SIZES = `${PINNED_CARD_WIDTH.max}px`;

/** The grid's measures for its CSS (paged-grid.module.css), from the numbers the pictures' `sizes` are worked out with. */
export const cardGridStyle = { '--card-min-width': `${CARD_MIN_WIDTH}px`, '--card-gap': `${GAP}px` } as CSSProperties;

/** Bands of viewport width with what the layout takes beside the grid: drawer and padding on both sides. */
const LAYOUT_BANDS = [
  { from: 0, to: LAYOUT.mobileBelow, beside: 2 * LAYOUT.padding.phone },
  { from: LAYOUT.mobileBelow, to: LAYOUT.fullDrawerFrom, beside: LAYOUT.miniDrawer + 2 * LAYOUT.padding.wider },
  { from: LAYOUT.fullDrawerFrom, to: WIDEST_LISTED, beside: LAYOUT.drawer + 2 * LAYOUT.padding.wider },
];

/** How many columns `auto-fill` makes of a grid `width` px wide. */
const columnsIn = (width: number) => Math.max(1, Math.floor((width + GAP) / (CARD_MIN_WIDTH + GAP)));
/** The narrowest grid that holds `columns` columns. */
const widthFor = (columns: number) => columns * CARD_MIN_WIDTH + (columns - 1) * GAP;

/** How many cards one row of the grid holds at a viewport `viewportWidth` px wide (the full drawer shown where it can be). */
export function cardsPerRow(viewportWidth: number): number {
  const band = LAYOUT_BANDS.find((one) => viewportWidth < one.to) ?? (LAYOUT_BANDS.at(-1) as (typeof LAYOUT_BANDS)[number]);
  return columnsIn(viewportWidth - band.beside);
}

/**
 * The `sizes` of a card's picture: for each band of viewport width where the grid has the same number
 * of columns, the column's width as the grid computes it, so the browser picks the rendition that fits.
 */
function buildCardImageSizes(): string {
  const entries: string[] = [];
  for (const band of LAYOUT_BANDS) {
    let from = band.from;
    while (from < band.to) {
      const columns = columnsIn(from - band.beside);
      const to = Math.min(band.to, widthFor(columns + 1) + band.beside);
      const width =
        columns === 1 ? `calc(100vw - ${band.beside}px)` : `calc((100vw - ${band.beside + (columns - 1) * GAP}px) / ${columns})`;
      entries.push(`(max-width: ${to - 1}px) ${width}`);
      from = to;
    }
  }
  return [...entries, BEYOND_WIDEST].join(', ');
}

export const CARD_IMAGE_SIZES = buildCardImageSizes();

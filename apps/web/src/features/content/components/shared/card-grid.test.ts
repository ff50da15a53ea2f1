import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, cardsPerRow } from './card-grid.ts';

describe('the card grid', () => {
  it('holds as many cards in a row as auto-fill makes beside the drawer', () => {
    // Phone: one column; 768: mini drawer, two; 1280 and wider: full drawer, columns of at least 260 px.
    expect([360, 400, 768, 1024, 1280, 1440, 1920].map(cardsPerRow)).toEqual([1, 1, 2, 2, 3, 4, 5]);
  });

  it('tells the browser each band’s column width, up to where a column stays near 300 px', () => {
    const entries = CARD_IMAGE_SIZES.split(', ');
    expect(entries.slice(0, 5)).toEqual([
      '(max-width: 499px) calc(100vw - 24px)',
      '(max-width: 651px) calc(100vw - 116px)',
      '(max-width: 899px) calc((100vw - 132px) / 2)',
      '(max-width: 1139px) calc((100vw - 344px) / 2)',
      '(max-width: 1415px) calc((100vw - 360px) / 3)',
    ]);
    expect(entries.at(-1)).toBe('300px');
  });
});

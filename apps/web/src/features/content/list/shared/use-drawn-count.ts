import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` cards to draw: `batch` at the first render, then one batch more per task until
 * all are drawn. The first screenful paints without waiting for the rest, and no single task draws
 * a whole page of cards; each batch renders as a transition, which React splits into short slices, so
 * the phone's main thread stays free for a tap. Once all are drawn,
 * later pages and refetches draw at once.
 */
export function useDrawnCount(total: number, batch: number): number {
  const [drawn, setDrawn] = useState(batch);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((count) => count + batch)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, batch]);
  return Math.min(drawn, total);
}

import { INFINITE_SCROLL_OFFSET_PX } from '@portal/shared';
import { useEffect, useRef } from 'react';

/**
 * A sentinel to put below a list: `loadMore` runs when it comes within 150 px of the viewport
 * (SPEC.md §9). `loaded` (pages so far) re-arms it, so a short page that leaves it in view loads the next.
 */
export function useLoadMoreWhenNear(loadMore: () => void, enabled: boolean, loaded: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || loaded === 0) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) loadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, enabled, loaded]);
  return sentinel;
}

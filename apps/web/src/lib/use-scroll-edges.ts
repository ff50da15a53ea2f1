import { useCallback, useState } from 'react';

/** Whether an element scrolled sideways has more of its content before (`start`) or after (`end`) what it shows. */
export type ScrollEdges = { start: boolean; end: boolean };

const NONE: ScrollEdges = { start: false, end: false };

/**
 * A ref for a sideways-scrolling element and the edges it can scroll towards, measured again when it
 * scrolls or it or its content changes size (rows arriving, a phone turned).
 */
export function useScrollEdges<Element extends HTMLElement>() {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const ref = useCallback((element: Element | null) => {
    if (!element) return;
    const measure = () => {
      // Zoomed pages report fractional scroll positions: a pixel short of an edge counts as at it.
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { start: element.scrollLeft > 1, end: element.scrollLeft < hidden - 1 };
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return [ref, edges] as const;
}

import { useEffect, useState } from 'react';

/** At the latest this long after asking, idle or not: a busy phone still gets there. */
const IDLE_AT_LATEST_MS = 2000;

/**
 * False until the browser first has nothing to do (requestIdleCallback; a short timer where there is none,
 * as in Safari): for what may wait until the screen has painted and settled, such as an offer's dialog.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: IDLE_AT_LATEST_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, [idle]);
  return idle;
}

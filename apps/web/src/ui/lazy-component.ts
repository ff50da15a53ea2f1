import { type ComponentType, lazy } from 'react';

/**
 * A component fetched when it first renders, with `preload` to fetch it ahead of that (a pointer on what
 * opens it). The module loader fetches a file once, however often `load` is asked. A preload that fails (the
 * phone offline a moment) is no error of its own: the render asks again and shows what went wrong.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return Object.assign(Lazy, { preload: () => void load().catch(() => undefined) });
}

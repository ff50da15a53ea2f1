import { type ComponentType, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { noticesHostFailed, noticesHostState } from '../lib/notices.ts';

/**
 * notistack's host, once the first notice or the signed-in layout asks for it. A failed download
 * (offline) is not an error of the app: the notices wait, and the next one asks again.
 */
function LazyNotices() {
  const wanted = useSyncExternalStore(noticesHostState.subscribe, noticesHostState.wanted);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Host) return;
    import('./notices-host.tsx').then(
      (module) => setHost(() => module.default),
      () => noticesHostFailed(),
    );
  }, [wanted, Host]);
  return Host ? <Host /> : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyNotices />
    </>
  );
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * A card's intent to open (a pointer over it, focus, a finger on it): the code that shows the item and the
 * item's answer are on their way before the press. Stable, as the memoized cards need.
 */
export function useOpenIntent(preloadCode: () => void, prefetch: (queryClient: QueryClient, id: number) => Promise<void>) {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => {
      preloadCode();
      void prefetch(queryClient, id);
    },
    [queryClient, preloadCode, prefetch],
  );
}

import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { onSessionEnded } from '../lib/api-client.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { PwaNotices } from './pwa-notices.tsx';
import type { createRouter } from './router.tsx';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.clear();
        void router.navigate('/', { replace: true });
      }),
    [queryClient, router],
  );

  return (
    <AppProviders queryClient={queryClient}>
      <PwaNotices />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { onSessionEnded } from '../lib/api-client.ts';
import { AppProviders } from './providers.tsx';
import { PwaNotices } from './pwa-notices.tsx';
import type { createRouter } from './router.tsx';

export function App({ router, queryClient }: { router: ReturnType<typeof createRouter>; queryClient: QueryClient }) {
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

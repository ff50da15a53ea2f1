import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { onSessionEnded } from '../lib/api-client.ts';
import '../lib/i18n.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { PwaNotices } from './pwa-notices.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);

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

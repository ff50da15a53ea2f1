import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { onSecondFactorPending, onSessionEnded } from '../lib/api-client.ts';
import { NoticesHost } from './notices-host.tsx';
import { PwaNotices } from './pwa-notices.tsx';
import type { createRouter } from './router.tsx';
import { StepUpHost } from './step-up-host.tsx';

/** What the ended session's user saw is forgotten before the login screen shows. */
async function forgetSession() {
  const { queryClient } = await import('../lib/query-client.ts');
  queryClient.clear();
}

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  useEffect(() => onSessionEnded(() => void forgetSession().then(() => router.navigate('/', { replace: true }))), [router]);
  // A person who must set up a second factor first is taken to the Security screen.
  useEffect(() => onSecondFactorPending(() => void router.navigate('/security')), [router]);

  return (
    <>
      <PwaNotices />
      <RouterProvider router={router} />
      <NoticesHost />
      <StepUpHost />
    </>
  );
}

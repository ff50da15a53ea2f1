import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { noticesHostState } from '../lib/notices.ts';
import { theme } from './theme.ts';

const NoticesHost = lazy(() => import('./notices-host.tsx'));

/** notistack's host, once the first notice or the signed-in layout asks for it. */
function LazyNotices() {
  const wanted = useSyncExternalStore(noticesHostState.subscribe, noticesHostState.wanted);
  if (!wanted) return null;
  return (
    <Suspense>
      <NoticesHost />
    </Suspense>
  );
}

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isClientError(error) && failures < 2,
      },
    },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyNotices />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NOTIFICATION_TIMEOUT_MS } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { NOTICE_COMPONENTS } from './notice.tsx';
import { theme } from './theme.ts';

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
        <SnackbarProvider
          Components={NOTICE_COMPONENTS}
          maxSnack={4}
          autoHideDuration={NOTIFICATION_TIMEOUT_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { keepAnswers } from './kept-answers.ts';

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The app's one query cache. A module of its own that the entry imports only on use: the sign-in
 * screen does without TanStack Query (app/session/query-root.tsx provides it to the screens that use it).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !isClientError(error) && failures < 2,
    },
  },
});

keepAnswers(queryClient);

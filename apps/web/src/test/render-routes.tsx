import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../ui/mui/theme.ts';
import '../lib/session/i18n.ts';

/** Renders routes with the app's theme, in strict mode (effects run twice, as in development) at `path`, with a fresh query cache. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  return { router, queryClient, address: () => `${router.state.location.pathname}${router.state.location.search}` };
}

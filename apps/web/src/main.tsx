import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { profileQuery } from './lib/auth.ts';
import { i18nReady } from './lib/i18n.ts';
import { tokenStorage } from './lib/token-storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();
// The router starts fetching the first screen's chunks (and its data) at once, alongside the language's texts.
const router = createRouter(queryClient);
// With a stored session every screen first waits for the profile: it is asked now, not once the layout's code has run.
if (tokenStorage.get()) void queryClient.prefetchQuery(profileQuery());
await i18nReady;
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);

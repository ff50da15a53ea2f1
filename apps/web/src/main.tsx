import 'virtual:theme.css';
import './app/base.css';
import './app/devanagari-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.tsx';
import './lib/color-scheme.ts';
import { shellTextReady } from './lib/shell-text.ts';
import { tokenStorage } from './lib/token-storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The router starts fetching the first screen's chunks (and its data) at once, alongside the language's texts.
const router = createRouter();
// With a stored session every screen first waits for the profile: it is asked now, not once the layout's code has run.
if (tokenStorage.get()) void import('./lib/auth.ts').then((auth) => auth.prefetchProfile());
await shellTextReady;
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The router starts fetching the first screen's chunks at once, alongside the language's texts.
const router = createRouter();
await i18nReady;
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

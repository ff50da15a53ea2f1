import 'virtual:theme.css';
import './app/base.css';
import './app/devanagari-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.tsx';
import './lib/color-scheme.ts';
import { shellTextReady } from './lib/shell-text.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Evaluating the entry's modules is one task and the router's first navigation another: on a slow phone either
// alone blocks input for less. The router then starts fetching the first screen's chunks (and its data) at once,
// alongside the language's texts.
await new Promise((resolve) => setTimeout(resolve));
const router = createRouter();
await shellTextReady;
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

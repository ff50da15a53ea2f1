import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_PATH_PREFIXES } from '@portal/shared';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { codeSplittingGroups } from './chunk-groups.ts';
import { indexPreloads } from './index-preloads.ts';
import { precompress } from './precompress.ts';
import { readBuildManifest, SIGN_IN_MODULES, screenFiles } from './route-files.ts';
import { themeStylesheet } from './theme-stylesheet.ts';

/**
 * The service worker precaches the page, the icons and the sign-in screen (both languages' texts);
 * every other chunk is cached the first time a screen uses it. Precaching all ~180 chunks (2.2 MB)
 * made a first visit on a phone download the whole app behind the login form.
 */
function precacheSignInOnly(dist: string) {
  return <Entry extends { url: string }>(entries: Entry[]) => {
    // Also what the sign-in screen fetches on use: the form's check, the error reader.
    const signIn = screenFiles(readBuildManifest(dist), [
      ...SIGN_IN_MODULES,
      'src/locales/shell.ne.ts',
      'src/features/auth/components/login-check.ts',
      'src/lib/read-error.ts',
    ]);
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || signIn.has(entry.url)), warnings: [] };
  };
}

/**
 * React Router's package sends every bundler to its development build, whose checks and warnings run on each
 * render; the build for browsers takes the production one, the same code with them off. Tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  if (production === development || !fs.existsSync(production))
    throw new Error(`no production build of react-router beside ${development}`);
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The dev and preview servers pass the server's own paths (the API, media, the simulators) on to it. */
const serverProxy = Object.fromEntries(SERVER_PATH_PREFIXES.map((prefix) => [prefix, apiTarget]));

const testFiles = fs.globSync('src/**/*.test.{ts,tsx}');
/** Replaces a module (vi.mock): the file needs a module graph of its own, which only a fresh worker gives. */
const replacesModules = (file: string) => /vi\.mock\(/.test(fs.readFileSync(file, 'utf8'));
const isolatedFiles = testFiles.filter(replacesModules);
const sharingFiles = testFiles.filter((file) => !isolatedFiles.includes(file));
const project = (name: string, include: string[], isolate: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, isolate },
});

export default defineConfig({
  plugins: [
    react(),
    themeStylesheet(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Rastriya Samachar Sewa — client portal',
        short_name: 'Samachar',
        description: 'News, feature photos and videos of the agency for its media clients.',
        theme_color: '#b71c1c',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        manifestTransforms: [precacheSignInOnly(path.resolve(import.meta.dirname, 'dist'))],
        runtimeCaching: [
          {
            // Chunks carry their content's hash in the name: a cached one is never stale.
            urlPattern: /\/assets\/[^/]+\.(?:js|css|woff2)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'chunks', expiration: { maxEntries: 300 } },
          },
        ],
        navigateFallback: '/index.html',
        // The server renders these pages itself (the gateways' simulators, the API docs, media files).
        navigateFallbackDenylist: SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)),
      },
    }),
    indexPreloads(),
    reactRouterProductionBuild(),
    precompress(),
  ],
  server: { proxy: serverProxy },
  preview: { proxy: serverProxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The shared chunks (early, shell, mui, session, content-list, item-detail), by folder and package: chunk-groups.ts.
        codeSplitting: { groups: codeSplittingGroups(import.meta.dirname) },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A fresh worker per file costs ~1.3 s (jsdom, i18next, React and MUI loaded again): the files that replace no
    // module share a worker's, and leave nothing behind (unstubGlobals; test/setup.ts). 307 s → 118 s on 2026-11-29.
    projects: [project('shared', sharingFiles, false), project('isolated', isolatedFiles, true)],
    unstubGlobals: true,
    // Form tests type every field through user-event in jsdom; on a busy two-core machine a long form passes 5 s.
    testTimeout: 30_000,
    // Vitest's default on two cores is one worker.
    maxWorkers: 2,
    // Measured by the workspace's `npm test`, not by a run of chosen files.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/developer/samples/checks/**'],
      reporter: ['text-summary'],
      reportOnFailure: true,
      // Just under the figures of 2026-11-29 (80.6 % of lines): coverage may rise, a change may not lower it unnoticed.
      thresholds: { lines: 80, statements: 78, functions: 73.5, branches: 73.5 },
    },
  },
});

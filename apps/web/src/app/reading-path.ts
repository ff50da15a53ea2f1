/**
 * The signed-in frame (query cache, full texts, guards, main layout) and the news list, which every client opens
 * first and all day: app/router.tsx loads them through this one module. Rolldown gives each dynamic import of a
 * module of a chunk group (vite.config.ts) a file of its own that only re-exports it (rolldown/rolldown#9729), so
 * seven imports cost a phone seven requests; this way they cost one.
 */

export { NewsPage } from '../features/content/list/news/news-page.tsx';
export { startPhotosScreen, startVideosScreen } from '../features/content/loaders/list-screen-start.ts';
export { startNewsScreen } from '../features/content/loaders/news-screen-start.ts';
export { SaveSearchButton } from '../features/saved-searches/components/save-search-button.tsx';
export { i18nReady } from '../lib/session/i18n.ts';
export { MainLayout } from './layouts/main/main-layout.tsx';
export * as guards from './session/guards.tsx';
export { QueryRoot } from './session/query-root.tsx';

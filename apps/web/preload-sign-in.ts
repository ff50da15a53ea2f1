import type { Plugin } from 'vite';
import { SIGN_IN_MODULES } from './route-files.ts';

/**
 * Adds `<link rel="modulepreload">` for the sign-in screen's lazy chunks (its layout, form and the
 * English texts) to index.html, so a first visit fetches them with the entry instead of after the
 * entry has run: one network round trip less before the form shows. A signed-in visit fetches them
 * too, a few KB the service worker keeps anyway.
 */
export function preloadSignIn(): Plugin {
  return {
    name: 'portal-preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName) || html.includes(`/${fileName}"`)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
        };
        for (const module of SIGN_IN_MODULES) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`no chunk for ${module} in the build`);
          add(chunk.fileName);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

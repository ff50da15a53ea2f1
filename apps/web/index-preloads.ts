import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { EARLY_SCREENS, SIGN_IN_MODULES } from './route-files.ts';
import { SCREEN_FILES_META } from './src/early/screen-files-meta.ts';

/**
 * The early entry: the app imports it (lib/api-client.ts), and vite.config.ts gives it and what it imports a chunk
 * of their own, which index.html also runs on its own, before the app.
 */
const EARLY_ENTRY = 'src/early/early-answers.ts';

/** The chunks holding `modules`, the chunks they import and the CSS they load, as the build names them. */
function filesLoadedBy(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const files = new Set<string>();
  const add = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const importedChunk = chunks.find((candidate) => candidate.fileName === imported);
      if (importedChunk) add(importedChunk);
    }
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`no chunk for ${module} in the build`);
    add(chunk);
  }
  return [...files];
}

/**
 * What index.html fetches before the app's code has run, each one network round trip less on a phone:
 * - the sign-in screen's lazy chunks (its layout, form and the English texts), as `modulepreload` links; a
 *   signed-in visit fetches them too, a few KB the service worker keeps anyway;
 * - the early entry, `async` so it runs as soon as it arrives, and for each screen it starts (EARLY_SCREENS),
 *   a meta listing that screen's files in each language, which the entry preloads on a signed-in visit.
 */
export function indexPreloads(): Plugin {
  return {
    name: 'portal-index-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const notInPage = (file: string) => !html.includes(`/${file}"`);
        const [early, ...earlyImports] = filesLoadedBy(bundle, [EARLY_ENTRY]);
        if (earlyImports.length > 0) throw new Error(`the early entry's chunk must stand alone, and imports ${earlyImports.join(', ')}`);
        const signIn = filesLoadedBy(bundle, SIGN_IN_MODULES).filter((file) => file.endsWith('.js') && notInPage(file));
        const screens = EARLY_SCREENS.flatMap(({ path, modules, texts }) =>
          Object.entries(texts).map(([language, textModules]) => ({
            path,
            language,
            files: filesLoadedBy(bundle, [...modules, ...textModules]).filter((file) => notInPage(file) && file !== early),
          })),
        );
        return [
          ...signIn.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          ),
          ...screens.map(
            ({ path, language, files }): HtmlTagDescriptor => ({
              tag: 'meta',
              attrs: {
                name: SCREEN_FILES_META,
                'data-path': path,
                'data-language': language,
                content: files.map((file) => `/${file}`).join(' '),
              },
              injectTo: 'head',
            }),
          ),
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${early}` }, injectTo: 'head' },
        ];
      },
    },
  };
}

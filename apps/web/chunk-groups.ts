/**
 * The chunks of the production build beside each screen's own (Rolldown's `codeSplitting.groups`, vite.config.ts),
 * each named by the folders of its modules and the npm packages it holds, never by a file: a file added to a folder
 * joins that folder's chunk, and a file renamed inside it stays there (docs/ARCHITECTURE.md "Chunks").
 *
 * A group takes every module under its `folders` (but not under `except`) and of its `packages`, and then what
 * those import statically, unless a group before it in this list took that first: `lib/token-storage.ts` is in
 * `early` because the early entry imports it, `lib/api-client.ts` in `shell` because the sign-in screen does.
 * A module no group takes goes with the screens that import it, as Rolldown chooses.
 * `src/chunk-groups.test.ts` fails when a rule names a file, or a folder or package that is gone.
 */
export type ChunkGroup = {
  name: string;
  /** Folders of apps/web, each ending in `/`. */
  folders: readonly string[];
  /** Folders under `folders` whose modules are not the group's. */
  except?: readonly string[];
  /** npm packages as installed at the top of a node_modules folder; `@scope/*` is every package of the scope. */
  packages: readonly string[];
  /** Take a module only when at least this many of the build's entries (the page, each lazy screen or dialog) use it. */
  minShareCount?: number;
};

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    // The early entry (src/early/early-answers.ts): a few KB that index.html runs before the app's entry, which the
    // app imports too (lib/api-client.ts takes the answers it asked).
    name: 'early',
    folders: ['src/early/'],
    packages: [],
  },
  {
    // What every screen runs, the sign-in screen included, in one chunk instead of dozens: brotli compresses one
    // file ~10 % better than its pieces apart, and files under 1 KB are sent uncompressed. None of it is MUI: the
    // first screens are drawn with ui/ and CSS Modules (docs/ARCHITECTURE.md "Styling"); MUI's theme is apart.
    name: 'shell',
    folders: ['src/ui/', 'src/app/layouts/guest/', 'src/features/auth/sign-in/'],
    except: ['src/ui/mui/'],
    packages: ['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser', 'clsx'],
  },
  {
    // MUI's engine (emotion, the system) and the components at least 6 lazy screens or dialogs use: one chunk,
    // fetched with the first of them, never by a reading screen's first visit. A component fewer use stays with
    // them; the theme (ui/mui/), which only its own lazy module imports, comes as that module.
    name: 'mui',
    folders: [],
    packages: ['@mui/*', '@emotion/*'],
    minShareCount: 6,
  },
  {
    // What every screen but the sign-in one runs (the query cache, i18next, the guards) and the reading lists'
    // loaders with their data: one file instead of ~20 of 1–3 KB, each a round trip on a phone's network.
    name: 'session',
    folders: ['src/app/session/', 'src/lib/session/', 'src/features/content/loaders/'],
    packages: ['@tanstack/query-core', '@tanstack/react-query', 'i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'],
  },
  {
    // The news list's screen and what the photo and video lists share with it.
    name: 'content-list',
    folders: ['src/features/content/list/'],
    packages: ['dayjs'],
  },
  {
    // What an opened item draws (the news side dialog, the photo gallery, the video page) and its actions, fetched
    // on the intent to open one (a pointer over a card) instead of a dozen small files in a row.
    name: 'item-detail',
    folders: ['src/features/content/item/'],
    packages: [],
  },
];

/** The package a module belongs to, when it is installed at the top of a node_modules folder (not a package's own copy). */
function packageOf(id: string): string | undefined {
  const [, installed, ...nested] = id.split('/node_modules/');
  if (installed === undefined || nested.length > 0) return undefined;
  const [first = '', second = ''] = installed.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** The group that takes `id` (a module id, as Rolldown gives it) by its folder or package, before what it imports. */
export function chunkGroupOf(id: string, webRoot: string): string | undefined {
  const file = id.replaceAll('\\', '/').replace(/\?.*$/, '');
  const pkg = packageOf(file);
  const root = `${webRoot.replaceAll('\\', '/').replace(/\/$/, '')}/`;
  const at = file.indexOf(root);
  const relative = pkg === undefined && !file.includes('/node_modules/') && at >= 0 ? file.slice(at + root.length) : undefined;
  const inPackage = (name: string) => pkg !== undefined && (name === pkg || (name.endsWith('/*') && pkg.startsWith(name.slice(0, -1))));
  const inFolder = (folder: string) => relative?.startsWith(folder) ?? false;
  return CHUNK_GROUPS.find((group) => group.packages.some(inPackage) || (group.folders.some(inFolder) && !group.except?.some(inFolder)))
    ?.name;
}

/** The groups as Rolldown takes them: the earlier in CHUNK_GROUPS, the higher the priority. */
export function codeSplittingGroups(webRoot: string) {
  return CHUNK_GROUPS.map(({ name, minShareCount }, index) => ({
    name,
    test: (id: string) => chunkGroupOf(id, webRoot) === name,
    priority: CHUNK_GROUPS.length - 1 - index,
    ...(minShareCount === undefined ? {} : { minShareCount }),
  }));
}

/**
 * JavaScript each screen loads, in the bytes a browser receives: the `.br` (and `.gz`) files the web
 * build writes next to each file, which the server sends as they are (a file without them, under
 * 1 KB, goes uncompressed). A screen is the entry, the route's lazy chunks and everything they import
 * statically, from the production build's manifest (apps/web/route-files.ts).
 * Run: npm run bench:bundle (builds the web app first; --no-build to measure the build there is).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Encoding, readBuildManifest, SIGN_IN_BUDGET_KB, SIGN_IN_MODULES, screenFiles, scriptBytes } from '../apps/web/route-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const KB = 1024;
/** What every screen but the sign-in one loads besides its own code: the query cache, i18next and the full English texts. */
const SIGNED_IN_BASE = ['src/app/query-root.tsx', 'src/lib/i18n.ts', 'src/locales/en.ts', 'src/locales/shell.en.ts'];
const GUEST_LAYOUT = 'src/app/layouts/guest-layout.tsx';
const MAIN_LAYOUT = ['src/app/layouts/main/main-layout.tsx', 'src/app/guards.tsx'];
const NEWS_LIST = ['src/features/content/components/news/news-page.tsx', 'src/features/content/components/news/news-screen-start.ts'];

/** Screens and the source modules their route loads (see apps/web/src/app/router.tsx), with their budgets (brotli). */
const SCREENS = [
  { name: 'login (/)', modules: SIGN_IN_MODULES, budgetKb: SIGN_IN_BUDGET_KB },
  { name: 'register', modules: [...SIGNED_IN_BASE, GUEST_LAYOUT, 'src/features/auth/components/register-page.tsx'] },
  { name: 'news list (/news)', modules: [...SIGNED_IN_BASE, ...MAIN_LAYOUT, ...NEWS_LIST], budgetKb: 300 },
  { name: 'change password', modules: [...SIGNED_IN_BASE, ...MAIN_LAYOUT, 'src/features/auth/components/change-password-page.tsx'] },
];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = readBuildManifest(dist);
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(9);

let failed = false;
console.log('screen'.padEnd(26), 'files', 'brotli KB', '  gzip KB', '   raw KB', 'budget (brotli)');
for (const screen of SCREENS) {
  const files = [...screenFiles(manifest, screen.modules)].filter((file) => file.endsWith('.js'));
  const total = (encoding: Encoding) => scriptBytes(dist, files, encoding);
  const brotli = total('.br');
  const over = screen.budgetKb !== undefined && brotli / KB > screen.budgetKb;
  failed ||= over;
  const budget = screen.budgetKb === undefined ? '' : `${over ? 'OVER' : 'ok'} ≤ ${screen.budgetKb}`;
  console.log(screen.name.padEnd(26), String(files.length).padStart(5), kb(brotli), kb(total('.gz')), kb(total('')), budget);
}
process.exit(failed ? 1 : 0);

/**
 * JavaScript each screen loads, in the bytes a browser receives: the `.br` (and `.gz`) files the web
 * build writes next to each file, which the server sends as they are (a file without them, under
 * 1 KB, goes uncompressed). A screen is the entry, the route's lazy chunks and everything they import
 * statically, from the production build's manifest (apps/web/route-files.ts).
 * Run: npm run bench:bundle (builds the web app first; --no-build to measure the build there is).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  type Encoding,
  NEWS_LIST_BUDGET_KB,
  NEWS_LIST_MODULES,
  readBuildManifest,
  SIGN_IN_BUDGET_KB,
  SIGN_IN_MODULES,
  SIGNED_IN_FRAME,
  screenFiles,
  scriptBytes,
  styleBytes,
} from '../apps/web/route-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const KB = 1024;
/** What every screen but the sign-in one loads besides its own code: the query cache, i18next and the full English texts. */
const SIGNED_IN_BASE = ['src/app/session/query-root.tsx', 'src/lib/session/i18n.ts', 'src/locales/en.ts', 'src/locales/shell.en.ts'];
const GUEST_LAYOUT = 'src/app/layouts/guest/guest-layout.tsx';
/** A screen drawn with MUI comes in its theme (app/router.tsx `screen`). */
const MUI_THEME = 'src/ui/mui/mui-theme.tsx';

type Screen = { name: string; modules: readonly string[]; budgetKb?: { script: number; style?: number } };

/** Screens and the source modules their route loads (see apps/web/src/app/router.tsx), with their budgets (brotli). */
const SCREENS: Screen[] = [
  { name: 'login (/)', modules: SIGN_IN_MODULES, budgetKb: { script: SIGN_IN_BUDGET_KB } },
  { name: 'register', modules: [...SIGNED_IN_BASE, GUEST_LAYOUT, MUI_THEME, 'src/features/auth/components/register-page.tsx'] },
  { name: 'news list (/news)', modules: NEWS_LIST_MODULES, budgetKb: NEWS_LIST_BUDGET_KB },
  {
    name: 'change password',
    modules: [...SIGNED_IN_BASE, SIGNED_IN_FRAME, MUI_THEME, 'src/features/auth/components/change-password-page.tsx'],
  },
];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = readBuildManifest(dist);
const kb = (value: number, width: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(width);

let failed = false;
const within = (kilobytes: number, budget: number | undefined) => {
  if (budget === undefined) return '';
  const over = kilobytes > budget;
  failed ||= over;
  return `${over ? 'OVER' : 'ok'} ≤ ${budget}`;
};
console.log('screen'.padEnd(26), 'files', 'JS brotli KB', ' JS gzip KB', '  JS raw KB', 'CSS brotli KB', ' budgets (brotli)');
for (const screen of SCREENS) {
  const files = screenFiles(manifest, screen.modules);
  const script = (encoding: Encoding) => scriptBytes(dist, files, encoding) / KB;
  const style = styleBytes(dist, files, '.br') / KB;
  const budgets = [within(script('.br'), screen.budgetKb?.script), within(style, screen.budgetKb?.style)].filter(Boolean).join(', ');
  console.log(
    screen.name.padEnd(26),
    kb(files.size, 5),
    kb(script('.br'), 12),
    kb(script('.gz'), 11),
    kb(script(''), 11),
    kb(style, 13),
    budgets,
  );
}
process.exit(failed ? 1 : 0);

/**
 * JavaScript each screen loads, in the bytes a browser receives: the `.br` (and `.gz`) files the web
 * build writes next to each file, which the server sends as they are (a file without them, under
 * 1 KB, goes uncompressed). A screen is the entry, the route's lazy chunks and everything they import
 * statically, from the production build's manifest.
 * Run: npm run bench:bundle (builds the web app first; --no-build to measure the build there is).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const KB = 1024;

/** Screens and the source modules their route loads (see apps/web/src/app/router.tsx), with their budgets (brotli). */
const SCREENS = [
  { name: 'login (/)', modules: ['src/app/layouts/guest-layout.tsx', 'src/features/auth/components/login-page.tsx'], budgetKb: 150 },
  { name: 'register', modules: ['src/app/layouts/guest-layout.tsx', 'src/features/auth/components/register-page.tsx'] },
  { name: 'main layout (/news)', modules: ['src/app/layouts/main/main-layout.tsx'], budgetKb: 300 },
  { name: 'change password', modules: ['src/app/layouts/main/main-layout.tsx', 'src/features/auth/components/change-password-page.tsx'] },
];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

function filesOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, seen);
  return seen;
}

/** Bytes sent for `file` to a browser taking `extension`'s encoding: the precompressed copy, or the file itself. */
function sentBytes(file: string, extension: '' | '.br' | '.gz') {
  const full = path.join(dist, file);
  const compressed = `${full}${extension}`;
  return fs.statSync(extension && fs.existsSync(compressed) ? compressed : full).size;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(9);

let failed = false;
console.log('screen'.padEnd(26), 'files', 'brotli KB', '  gzip KB', '   raw KB', 'budget (brotli)');
for (const screen of SCREENS) {
  const files = new Set<string>();
  for (const key of [entryKey, ...screen.modules]) for (const file of filesOf(key)) files.add(file);
  const total = (extension: '' | '.br' | '.gz') => [...files].reduce((sum, file) => sum + sentBytes(file, extension), 0);
  const brotli = total('.br');
  const over = screen.budgetKb !== undefined && brotli / KB > screen.budgetKb;
  failed ||= over;
  const budget = screen.budgetKb === undefined ? '' : `${over ? 'OVER' : 'ok'} ≤ ${screen.budgetKb}`;
  console.log(screen.name.padEnd(26), String(files.size).padStart(5), kb(brotli), kb(total('.gz')), kb(total('')), budget);
}
process.exit(failed ? 1 : 0);

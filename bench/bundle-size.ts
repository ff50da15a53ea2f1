/**
 * JavaScript each screen loads, gzip-compressed, from the production build's manifest:
 * the entry, the route's lazy chunks and everything they import statically.
 * Run: npm run bench:bundle (builds the web app first).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const KB = 1024;

/** Screens and the source modules their route loads (see apps/web/src/app/router.tsx), with their budgets. */
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

const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / KB;

let failed = false;
console.log('screen'.padEnd(26), 'files', 'gzip KB'.padStart(9), 'budget');
for (const screen of SCREENS) {
  const files = new Set<string>();
  for (const key of [entryKey, ...screen.modules]) for (const file of filesOf(key)) files.add(file);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const over = screen.budgetKb !== undefined && total > screen.budgetKb;
  failed ||= over;
  const budget = screen.budgetKb === undefined ? '' : `${over ? 'OVER' : 'ok'} ≤ ${screen.budgetKb}`;
  console.log(screen.name.padEnd(26), String(files.size).padStart(5), total.toFixed(1).padStart(9), budget);
}
process.exit(failed ? 1 : 0);

/**
 * `npm start`: builds the web app when no build exists yet, then starts the server on the
 * embedded defaults (PGlite and media in ./data, mail to the outbox, demo data on first start).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const [major = 0] = process.versions.node.split('.').map(Number);

if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm start), which uses the Node 24 installed with the project.`,
  );
  process.exit(1);
}

if (!fs.existsSync(webIndex)) {
  console.log('No web build yet: building the web app once…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/main.ts');

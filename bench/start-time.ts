/**
 * How long `npm start` takes to serve: the web build, a first start on an empty data folder
 * (migrations, reference and demo data) and a restart on existing data.
 * Run: npm run bench:start. Budgets: first start with the build ≤ 90 s, restart ≤ 5 s.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './portal-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

function timeBuild(): number {
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
  return (performance.now() - started) / 1000;
}

/** Seconds from spawning the server until /api/health answers 200; the server is then stopped. */
async function timeStart(): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

try {
  const build = timeBuild();
  const first = await timeStart();
  const restart = await timeStart();
  const rows: [string, number, number][] = [
    ['web build', build, Number.NaN],
    ['first start (migrate + seed)', first, Number.NaN],
    ['fresh clone total', build + first, 90],
    ['restart on existing data', restart, 5],
  ];
  for (const [name, seconds, budget] of rows) {
    const verdict = Number.isNaN(budget) ? '' : seconds <= budget ? `ok ≤ ${budget} s` : `OVER ${budget} s`;
    console.log(name.padEnd(30), `${seconds.toFixed(1)} s`.padStart(8), verdict);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

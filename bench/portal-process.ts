/** Starting the portal (or another server) as a child process for a benchmark, and waiting until it answers. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { endpoints, type SessionGrant } from '@portal/shared';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A loopback port free now, chosen by the system from its ephemeral range. A port picked at random from a fixed range
 * could be one that fetch and browsers refuse to connect to (6000, 5060: the Fetch standard's bad ports), and the
 * benchmark then waited for its server forever.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `origin`'s /api/health answers; fails if the server exits first. */
export async function waitForHealth(server: ChildProcess, origin: string): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm start`'s server on `port` (embedded database in `dataDir`, the built web app), once it answers. */
export async function startPortal(options: { port: number; dataDir: string; seedDemo: boolean }): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: origin,
      SEED_DEMO: String(options.seedDemo),
      LOG_LEVEL: 'warn',
      // A bench opens a screen dozens of times a minute from one address (bench:interactions 50 times), more than the
      // API's limit per address lets through; the limit is not what it measures.
      RATE_LIMIT_MAX: '100000',
    },
    stdio: 'ignore',
  });
  await waitForHealth(server, origin);
  return server;
}

/** Builds the web app as `npm start` serves it, unless the benchmark was run with --no-build; exits on a failed build. */
export function buildWebApp() {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The access token of the demo client (README "Demo logins") on the portal at `origin`, started with the demo data. */
export async function demoClientToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}${endpoints.auth.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: 'active@samachar.demo', password: 'demo#2026' }),
  });
  if (!response.ok) throw new Error(`demo login answered ${response.status}`);
  return ((await response.json()) as { data: SessionGrant }).data.access_token;
}

/** Stops a portal `startPortal` started and removes its data. */
export async function stopPortal(server: ChildProcess, dataDir: string): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The machine's load average over 1, 5 and 15 minutes, printed beside a figure that depends on it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Starting the portal (or another server) as a child process for a benchmark, and waiting until it answers. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

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
    },
    stdio: 'ignore',
  });
  await waitForHealth(server, origin);
  return server;
}

/**
 * Starts the portal for the e2e run on a fresh data folder, so every run begins from the demo data. With
 * E2E_BUILD_WEB set (`npm run test:e2e`) the web app is built meanwhile: the database is migrated and seeded
 * (about 40 s) while the build runs, and the portal starts on both once both are done.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTAL_PORT, PORTAL_URL, SMTP_PORT } from './ports.ts';

const dataDir = path.join(os.tmpdir(), `portal-e2e-data-${PORTAL_PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: String(PORTAL_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  PUBLIC_URL: PORTAL_URL,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // The reference client site of the Post-to-my-site specs listens on 127.0.0.1.
  OUTBOUND_ALLOW_LOOPBACK: 'true',
  // Two workers, each with browsers and fixtures calling the API from 127.0.0.1, pass the 600 a minute of one user.
  RATE_LIMIT_MAX: '10000',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
});

/** `npm run build` of the web app; rejects when it fails. */
function buildWeb(): Promise<void> {
  const build = spawn('npm', ['run', 'build', '--prefix', path.join(import.meta.dirname, '../../apps/web')], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the web build ended with ${code}`))));
  });
}

/** The data folder migrated and seeded by a portal that serves no web app: the one started next finds it done. */
async function seedDataDir() {
  const [{ loadConfig }, { openPortal }] = await Promise.all([
    import('../../apps/server/src/config.ts'),
    import('../../apps/server/src/portal-start.ts'),
  ]);
  const { app } = await openPortal(loadConfig({ ...process.env, WEB_DIST: path.join(dataDir, 'no-web') }));
  await app.close();
}

if (process.env.E2E_BUILD_WEB) await Promise.all([buildWeb(), seedDataDir()]);
await import('../../apps/server/src/main.ts');

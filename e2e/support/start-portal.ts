/** Starts the portal for the e2e run on a fresh data folder, so every run begins from the demo data. */
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
await import('../../apps/server/src/main.ts');

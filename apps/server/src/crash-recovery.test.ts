import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { createDiskStorage } from './lib/disk-storage.ts';
import { STAGING_MAX_AGE_MS } from './lib/storage.ts';
import { registrationFields } from './test/factories.ts';
import { multipartBody, pngImage } from './test/http.ts';
import { freePort, spawnPortal, untilListening } from './test/server-process.ts';

const PORT = await freePort();
const KILLED_AT_LOGO = 6;
const MAX_REGISTRATIONS = 50;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const dataDir = path.join(workDir, 'data');
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(workDir, { recursive: true, force: true });
});

/**
 * Loaded into the server before its own code: the process kills itself (SIGKILL, nothing runs after it)
 * just as it is about to move the given logo into place, the moment where a row committed before its
 * file would be left pointing at nothing. Other registrations are in flight then too.
 */
const KILL_BEFORE_PLACING = `import fs from 'node:fs/promises';
const rename = fs.rename;
let logos = 0;
fs.rename = async (from, to) => {
  if (String(to).includes('/logos/') && ++logos === ${KILLED_AT_LOGO}) process.kill(process.pid, 'SIGKILL');
  return rename(from, to);
};
`;

function spawnServer(options: { killBeforePlacing: boolean }) {
  const preload = path.join(workDir, 'kill-before-placing.mjs');
  fs.writeFileSync(preload, KILL_BEFORE_PLACING);
  return spawnPortal(
    { DATA_DIR: dataDir, PORT: String(PORT), TRUST_PROXY: 'true' },
    options.killBeforePlacing ? ['--import', preload] : [],
  );
}

/** The real server on the embedded database in `dataDir`; resolves once it listens. */
async function startServer(options: { killBeforePlacing: boolean }) {
  server = spawnServer(options);
  return untilListening(server);
}

async function register(index: number, logo: Buffer) {
  const body = await multipartBody(registrationFields({ full_name: `Crash Times ${index}`, email: `crash${index}@example.com` }), {
    logo: { data: logo, name: 'logo.png', type: 'image/png' },
  });
  const response = await fetch(`http://127.0.0.1:${PORT}/api/auth/v2/register`, {
    method: 'POST',
    // Each from its own address, so no per-address limit of registrations gets in the way.
    headers: { ...body.headers, 'x-forwarded-for': `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    body: body.payload,
  });
  return response.status;
}

describe('a server killed (kill -9) in the middle of uploads', () => {
  it('leaves no row pointing at a missing file, and the next start takes over its lock', { timeout: 240_000 }, async () => {
    const child = await startServer({ killBeforePlacing: true });
    const logo = await pngImage(400);
    let next = 0;
    const exited = once(child, 'exit');
    // Four clients register one after another until the process dies with uploads in flight
    // (it dies at the 6th logo; the bound only keeps a broken run from looping on).
    const client = async () => {
      while (child.exitCode === null && child.signalCode === null && next < MAX_REGISTRATIONS) {
        // A request the killed process never answered fails as a network error.
        const status = await register(next++, logo).catch(() => 'no answer');
        if (status !== 'no answer') expect(status).toBe(200);
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    expect((await exited)[1]).toBe('SIGKILL');

    // Started again, it takes over the dead process's lock; while it runs, a second start is refused.
    const restarted = await startServer({ killBeforePlacing: false });
    const second = spawnServer({ killBeforePlacing: false });
    let refusal = '';
    second.stderr?.on('data', (chunk) => {
      refusal += String(chunk);
    });
    const [code] = await once(second, 'exit');
    expect(code).toBe(1);
    expect(refusal).toContain(`DATA_DIR ${dataDir} is in use by another portal process (pid ${restarted.pid})`);
    restarted.kill('SIGTERM');
    expect((await once(restarted, 'exit'))[0]).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);

    const database = await openDatabase({ dataDir });
    try {
      const logos = (await database.db.select({ path: users.logoPath }).from(users).where(isNotNull(users.logoPath))).map(
        (row) => row.path as string,
      );
      expect(logos.length).toBeGreaterThan(0);
      expect(logos.filter((logoPath) => !fs.existsSync(path.join(dataDir, 'media', logoPath)))).toEqual([]);
      // What the killed process had staged stays until it is an hour old (another instance's upload in
      // flight looks the same), then the sweep takes it.
      const anHourOn = () => new Date(Date.now() + STAGING_MAX_AGE_MS + 60_000);
      await createDiskStorage(path.join(dataDir, 'media'), anHourOn).sweepStaging();
      expect(fs.readdirSync(path.join(dataDir, 'media', 'tmp'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

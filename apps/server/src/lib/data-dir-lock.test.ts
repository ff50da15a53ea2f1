import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let dataDir: string;
let holder: ChildProcess | undefined;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
});
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another process that takes the data folder and keeps running until killed; resolves once it holds the lock. */
async function startHolder() {
  const script = `import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))};
    lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  holder = child;
  const [line] = await once(child.stdout, 'data');
  expect(String(line)).toContain('locked');
  return child;
}

const lockPid = () => Number(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8'));

describe('lockDataDir', () => {
  it('refuses a data folder another running process holds, naming the folder and the pid', async () => {
    const other = await startHolder();
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`DATA_DIR ${dataDir} is in use by another portal process (pid ${other.pid})`);
    expect(lockPid()).toBe(other.pid);
  });

  it('takes over the lock of a process that was killed', async () => {
    const other = await startHolder();
    other.kill('SIGKILL');
    await once(other, 'exit');
    const lock = lockDataDir(dataDir);
    expect(lockPid()).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  });
});

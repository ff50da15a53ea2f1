import fs from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder: two would share one embedded database and empty each other's tmp/. */
export class DataDirInUseError extends Error {}

const LOCK_FILE = 'portal.lock';

/** Whether another process with this id runs (a process we may not signal runs too). Our own id can only be a stale lock of an earlier run. */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock file whole (written aside, then linked, which fails when it exists); false when it exists. */
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Takes `dataDir` for this process: a lock file holding its pid. A lock left by a process that is no
 * longer running (killed, crashed) is taken over; one of a running process is refused with
 * DataDirInUseError. `release` removes the lock (also done on exit); call it before anything else
 * touches the folder.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  while (!tryCreate(lockPath)) {
    const holder = holderOf(lockPath);
    if (holder !== undefined && isRunning(holder)) {
      throw new DataDirInUseError(
        `DATA_DIR ${dataDir} is in use by another portal process (pid ${holder}). Stop it first, or start this one with another DATA_DIR.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  const release = () => {
    if (holderOf(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return { release };
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { RunningReceiver } from './start-receiver.ts';

/**
 * The runtimes the Developer guide's samples are run with. Node is always there; Python with Flask, PHP
 * and Java with the Debian Spring and Jackson jars are skipped where missing, except in CI, which
 * installs them (.ci/run): there a missing runtime fails its test.
 */
const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

export const SPRING_JARS = ['spring3-web', 'spring3-beans', 'spring3-core', 'jackson-databind', 'jackson-core', 'jackson-annotations'].map(
  (name) => `/usr/share/java/${name}.jar`,
);
/** The first Python with Flask: the one on the PATH, or Debian's, where python3-flask installs it. */
export const python = ['python3', '/usr/bin/python3'].find((command) => runs(command, ['-c', 'import flask']));

type Runtime = { found: boolean; packages: string };
export const FLASK: Runtime = { found: python !== undefined, packages: 'python3-flask' };
export const PHP: Runtime = { found: runs('php', ['-r', 'exit(function_exists("mb_strlen") ? 0 : 1);']), packages: 'php-cli php-mbstring' };
export const SPRING: Runtime = {
  found: runs('javac', ['-version']) && SPRING_JARS.every((jar) => existsSync(jar)),
  packages: 'default-jdk-headless libspring-web-java libjackson2-databind-java',
};

/** Starting a runtime and its first answer can take this long on a loaded machine. */
export const SLOW = 60_000;

/** A test that needs `runtime`: skipped without it, but failing in CI, where a missing runtime means a broken image. */
export function itNeeds(runtime: Runtime, name: string, test: () => Promise<void> | void, timeout = SLOW) {
  if (!runtime.found && !process.env.CI) return it.skip(name, test, timeout);
  it(
    name,
    async () => {
      expect(runtime.found, `missing here; Debian installs it with ${runtime.packages}`).toBe(true);
      await test();
    },
    timeout,
  );
}

/**
 * The receiver a test started and the scratch folders it made, stopped and removed after each test:
 * `run(receiver)` keeps the receiver to stop, `scratchFolder()` makes a folder to copy or compile into.
 */
export function receiverSession(prefix: string) {
  let receiver: RunningReceiver | undefined;
  const scratch: string[] = [];
  afterEach(() => {
    receiver?.stop();
    receiver = undefined;
    for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return {
    run(started: RunningReceiver): RunningReceiver {
      receiver = started;
      return started;
    },
    scratchFolder(): string {
      const folder = mkdtempSync(join(tmpdir(), prefix));
      scratch.push(folder);
      return folder;
    },
  };
}

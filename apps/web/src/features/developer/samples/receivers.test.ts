import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contractProblems } from './checks/receiver-contract.ts';
import { type RunningReceiver, startReceiver } from './checks/start-receiver.ts';

/**
 * Each sample receiver of the Developer guide is started and sent the portal's requests. Node is always
 * there; Python with Flask, PHP and Java with the Debian Spring and Jackson jars are skipped where missing,
 * except in CI, which installs them (.ci/run): there a missing runtime fails its test.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const SPRING_JARS = ['spring3-web', 'spring3-beans', 'spring3-core', 'jackson-databind', 'jackson-core', 'jackson-annotations'].map(
  (name) => `/usr/share/java/${name}.jar`,
);
/** The first Python with Flask: the one on the PATH, or Debian's, where python3-flask installs it. */
const python = ['python3', '/usr/bin/python3'].find((command) => runs(command, ['-c', 'import flask']));
const hasPhp = runs('php', ['-r', 'exit(function_exists("mb_strlen") ? 0 : 1);']);
const hasSpring = runs('javac', ['-version']) && SPRING_JARS.every((jar) => existsSync(jar));

type Runtime = { found: boolean; packages: string };
const FLASK: Runtime = { found: python !== undefined, packages: 'python3-flask' };
const PHP: Runtime = { found: hasPhp, packages: 'php-cli php-mbstring' };
const SPRING: Runtime = { found: hasSpring, packages: 'default-jdk-headless libspring-web-java libjackson2-databind-java' };

/** A test that needs `runtime`: skipped without it, but failing in CI, where a missing runtime means a broken image. */
function itNeeds(runtime: Runtime, name: string, test: () => Promise<void> | void, timeout?: number) {
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

const SLOW = 60_000;
let receiver: RunningReceiver | undefined;
const scratch: string[] = [];
const scratchFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'receiver-'));
  scratch.push(folder);
  return folder;
};

afterEach(() => {
  receiver?.stop();
  receiver = undefined;
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('sample receivers keep the client-site contract', () => {
  it(
    'JavaScript (Node, node:http)',
    async () => {
      receiver = await startReceiver(process.execPath, () => [here('./javascript/server.mjs')]);
      expect(await contractProblems(receiver.url)).toEqual([]);
    },
    SLOW,
  );

  itNeeds(
    FLASK,
    'Python (Flask)',
    async () => {
      receiver = await startReceiver(python ?? 'python3', () => [here('./python/app.py')]);
      expect(await contractProblems(receiver.url)).toEqual([]);
    },
    SLOW,
  );

  itNeeds(
    PHP,
    'PHP (plain)',
    async () => {
      const folder = scratchFolder();
      copyFileSync(here('./php/index.php'), join(folder, 'index.php'));
      receiver = await startReceiver('php', (port) => ['-S', `127.0.0.1:${port}`, 'index.php'], folder);
      expect(await contractProblems(receiver.url)).toEqual([]);
      expect(existsSync(join(folder, 'articles.jsonl'))).toBe(true);
    },
    SLOW,
  );

  itNeeds(PHP, 'Laravel files are valid PHP', () => {
    for (const file of ['api.php', 'CheckPortalToken.php', 'PortalController.php', 'services.php']) {
      const lint = spawnSync('php', ['-l', here(`./laravel/${file}`)], { encoding: 'utf8' });
      expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    }
  });

  itNeeds(
    SPRING,
    'Java (Spring controller, bound as Spring MVC binds it)',
    async () => {
      const classes = scratchFolder();
      const classPath = SPRING_JARS.join(':');
      const compile = spawnSync(
        'javac',
        ['-d', classes, '-cp', classPath, here('./java/PortalController.java'), here('./checks/SpringHarness.java')],
        {
          encoding: 'utf8',
        },
      );
      expect(compile.status, compile.stderr).toBe(0);
      receiver = await startReceiver('java', () => ['-cp', `${classes}:${classPath}`, 'com.example.portal.SpringHarness']);
      expect(await contractProblems(receiver.url)).toEqual([]);
    },
    SLOW,
  );
});

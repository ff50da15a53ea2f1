import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractProblems } from './checks/receiver-contract.ts';
import { FLASK, itNeeds, PHP, python, receiverSession, SLOW, SPRING, SPRING_JARS } from './checks/sample-runtimes.ts';
import { startReceiver } from './checks/start-receiver.ts';

/** Each sample receiver of the Developer guide is started with its real runtime and sent the portal's requests. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const session = receiverSession('receiver-');

describe('sample receivers keep the client-site contract', () => {
  it(
    'JavaScript (Node, node:http)',
    async () => {
      const receiver = session.run(await startReceiver(process.execPath, () => [here('./javascript/server.mjs')]));
      expect(await contractProblems(receiver.url)).toEqual([]);
    },
    SLOW,
  );

  itNeeds(FLASK, 'Python (Flask)', async () => {
    const receiver = session.run(await startReceiver(python ?? 'python3', () => [here('./python/app.py')]));
    expect(await contractProblems(receiver.url)).toEqual([]);
  });

  itNeeds(PHP, 'PHP (plain)', async () => {
    const folder = session.scratchFolder();
    copyFileSync(here('./php/index.php'), join(folder, 'index.php'));
    const receiver = session.run(await startReceiver('php', (port) => ['-S', `127.0.0.1:${port}`, 'index.php'], folder));
    expect(await contractProblems(receiver.url)).toEqual([]);
    // What it wrote to its "database": one post for each portal item pushed, whatever the retries.
    const posts = JSON.parse(readFileSync(join(folder, 'posts.json'), 'utf8')) as { item_id: number | null }[];
    expect(posts.filter((post) => post.item_id === 1001)).toEqual([expect.objectContaining({ version: 4, state: 'published' })]);
    expect(posts.filter((post) => post.item_id === 1002)).toHaveLength(1);
  });

  itNeeds(PHP, 'Laravel files are valid PHP', () => {
    for (const file of ['api.php', 'CheckPortalToken.php', 'VerifyPortalSignature.php', 'PortalController.php', 'services.php']) {
      const lint = spawnSync('php', ['-l', here(`./laravel/${file}`)], { encoding: 'utf8' });
      expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    }
  });

  itNeeds(SPRING, 'Java (Spring controller, bound as Spring MVC binds it)', async () => {
    const classes = session.scratchFolder();
    const classPath = SPRING_JARS.join(':');
    const compile = spawnSync(
      'javac',
      ['-d', classes, '-cp', classPath, here('./java/PortalController.java'), here('./checks/SpringHarness.java')],
      {
        encoding: 'utf8',
      },
    );
    expect(compile.status, compile.stderr).toBe(0);
    const receiver = session.run(await startReceiver('java', () => ['-cp', `${classes}:${classPath}`, 'com.example.portal.SpringHarness']));
    expect(await contractProblems(receiver.url)).toEqual([]);
  });
});

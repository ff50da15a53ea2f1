import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningReceiver, startReceiver } from './checks/start-receiver.ts';
import { TEST_WEBHOOK_SECRET, webhookProblems } from './checks/webhook-contract.ts';

/**
 * The webhook signature check of the Feed API page, in each of the five languages, run with its real
 * runtime: a correctly signed delivery is taken, a wrong signature and a stale timestamp are refused.
 * Runtimes missing here are skipped, except in CI, which installs them (.ci/run).
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const SPRING_JARS = ['spring3-web', 'spring3-beans', 'spring3-core'].map((name) => `/usr/share/java/${name}.jar`);
const python = ['python3', '/usr/bin/python3'].find((command) => runs(command, ['-c', 'import flask']));
const hasPhp = runs('php', ['-v']);
const hasSpring = runs('javac', ['-version']) && SPRING_JARS.every((jar) => existsSync(jar));

function itNeeds(found: boolean, name: string, test: () => Promise<void> | void) {
  if (!found && !process.env.CI) return it.skip(name, test, SLOW);
  it(
    name,
    async () => {
      expect(found, 'runtime missing here').toBe(true);
      await test();
    },
    SLOW,
  );
}

const SLOW = 60_000;
// Every receiver started below reads its secret from the environment it inherits.
process.env.PORTAL_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
let receiver: RunningReceiver | undefined;
const scratch: string[] = [];
const scratchFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'webhook-receiver-'));
  scratch.push(folder);
  return folder;
};

afterEach(() => {
  receiver?.stop();
  receiver = undefined;
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('sample webhook receivers check the signature', () => {
  it(
    'JavaScript (Node, node:http)',
    async () => {
      receiver = await startReceiver(process.execPath, () => [here('./webhooks/webhook.mjs')]);
      expect(await webhookProblems(receiver.url)).toEqual([]);
    },
    SLOW,
  );

  itNeeds(python !== undefined, 'Python (Flask)', async () => {
    receiver = await startReceiver(python ?? 'python3', () => [here('./webhooks/webhook.py')]);
    expect(await webhookProblems(receiver.url)).toEqual([]);
  });

  itNeeds(hasPhp, 'PHP (plain)', async () => {
    const folder = scratchFolder();
    copyFileSync(here('./webhooks/webhook.php'), join(folder, 'webhook.php'));
    receiver = await startReceiver('php', (port) => ['-S', `127.0.0.1:${port}`, 'webhook.php'], folder);
    expect(await webhookProblems(receiver.url)).toEqual([]);
  });

  itNeeds(hasPhp, 'Laravel controller is valid PHP', async () => {
    const lint = spawnSync('php', ['-l', here('./webhooks/PortalWebhookController.php')], { encoding: 'utf8' });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  });

  itNeeds(hasSpring, 'Java (Spring controller, bound as Spring MVC binds it)', async () => {
    const classes = scratchFolder();
    const classPath = SPRING_JARS.join(':');
    const compile = spawnSync(
      'javac',
      ['-d', classes, '-cp', classPath, here('./webhooks/PortalWebhookController.java'), here('./checks/WebhookHarness.java')],
      { encoding: 'utf8' },
    );
    expect(compile.status, compile.stderr).toBe(0);
    receiver = await startReceiver('java', () => ['-cp', `${classes}:${classPath}`, 'com.example.portal.WebhookHarness']);
    expect(await webhookProblems(receiver.url)).toEqual([]);
  });
});

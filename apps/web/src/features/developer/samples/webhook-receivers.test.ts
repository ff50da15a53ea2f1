import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLASK, itNeeds, PHP, python, receiverSession, SLOW, SPRING, SPRING_JARS } from './checks/sample-runtimes.ts';
import { startReceiver } from './checks/start-receiver.ts';
import { TEST_WEBHOOK_SECRET, webhookProblems } from './checks/webhook-contract.ts';

/**
 * The webhook signature check of the Feed API page, in each of the five languages, run with its real
 * runtime: a correctly signed delivery is taken, a wrong signature and a stale timestamp are refused.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const session = receiverSession('webhook-receiver-');
// Every receiver started below reads its secret from the environment it inherits.
process.env.PORTAL_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;

describe('sample webhook receivers check the signature', () => {
  it(
    'JavaScript (Node, node:http)',
    async () => {
      const receiver = session.run(await startReceiver(process.execPath, () => [here('./webhooks/webhook.mjs')]));
      expect(await webhookProblems(receiver.url)).toEqual([]);
    },
    SLOW,
  );

  itNeeds(FLASK, 'Python (Flask)', async () => {
    const receiver = session.run(await startReceiver(python ?? 'python3', () => [here('./webhooks/webhook.py')]));
    expect(await webhookProblems(receiver.url)).toEqual([]);
  });

  itNeeds(PHP, 'PHP (plain)', async () => {
    const folder = session.scratchFolder();
    copyFileSync(here('./webhooks/webhook.php'), join(folder, 'webhook.php'));
    const receiver = session.run(await startReceiver('php', (port) => ['-S', `127.0.0.1:${port}`, 'webhook.php'], folder));
    expect(await webhookProblems(receiver.url)).toEqual([]);
  });

  itNeeds(PHP, 'Laravel controller is valid PHP', () => {
    const lint = spawnSync('php', ['-l', here('./webhooks/PortalWebhookController.php')], { encoding: 'utf8' });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  });

  itNeeds(SPRING, 'Java (Spring controller, bound as Spring MVC binds it)', async () => {
    const classes = session.scratchFolder();
    const classPath = SPRING_JARS.join(':');
    const sources = [here('./webhooks/PortalWebhookController.java'), here('./checks/WebhookHarness.java')];
    const compile = spawnSync('javac', ['-d', classes, '-cp', classPath, ...sources], { encoding: 'utf8' });
    expect(compile.status, compile.stderr).toBe(0);
    const receiver = session.run(
      await startReceiver('java', () => ['-cp', `${classes}:${classPath}`, 'com.example.portal.WebhookHarness']),
    );
    expect(await webhookProblems(receiver.url)).toEqual([]);
  });
});

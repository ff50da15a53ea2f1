import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_SIGNING_SECRET, TEST_TOKEN } from './receiver-contract.ts';

/** Test support: a port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the receiver stopped (${child.exitCode}):\n${output()}`);
    try {
      await fetch(`${url}/api/categories`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`the receiver did not answer within 30 s:\n${output()}`);
}

export type RunningReceiver = { url: string; stop: () => void };

/**
 * Test support: starts a sample receiver with PORTAL_TOKEN, PORTAL_SIGNING_SECRET and PORT set (`argsFor` builds its command
 * line from the port) and resolves once it answers HTTP.
 */
export async function startReceiver(command: string, argsFor: (port: number) => string[], cwd?: string): Promise<RunningReceiver> {
  const port = await freePort();
  const child = spawn(command, argsFor(port), {
    cwd,
    env: { ...process.env, PORTAL_TOKEN: TEST_TOKEN, PORTAL_SIGNING_SECRET: TEST_SIGNING_SECRET, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => child.kill();
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

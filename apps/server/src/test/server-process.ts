import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

/**
 * Ports below Linux's ephemeral range (32768–60999), which the kernel never gives an outgoing connection: a port
 * from that range, free when probed, was taken by a connection of another test file before the portal bound it
 * (EADDRINUSE in CI's PostgreSQL pass, three files at once).
 */
const OWN_PORTS = { from: 20_000, to: 32_000 };

/** A port nobody listens on now, picked at random outside the ephemeral range, so test files running together seldom pick the same. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = randomInt(OWN_PORTS.from, OWN_PORTS.to);
    const probe = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) continue;
    probe.close();
    await once(probe, 'close');
    return port;
  }
}

/**
 * The real server (`main.ts`) in a process of its own, with `env` over this process's, DATABASE_URL and REDIS_URL
 * left out unless given. Every portal a test starts answers 127.0.0.1, so with the machine's Redis they would all
 * count against one address's limit: a test sending thousands of calls (the rolling restart) made another's 429.
 */
export function spawnPortal(env: Record<string, string>, nodeOptions: string[] = []) {
  const { DATABASE_URL: _postgres, REDIS_URL: _redis, ...inherited } = process.env;
  return spawn(process.execPath, [...nodeOptions, path.join(import.meta.dirname, '..', 'main.ts')], {
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves once the server prints that it listens; throws with what it printed if it stops first. */
export async function untilListening(child: ChildProcess) {
  let printed = '';
  child.stderr?.on('data', (chunk) => {
    printed += String(chunk);
  });
  if (!child.stdout) throw new Error('the server was spawned without a stdout pipe');
  for await (const chunk of child.stdout) {
    printed += String(chunk);
    if (printed.includes('is ready at')) return child;
  }
  throw new Error(`the server stopped before listening:\n${printed}`);
}

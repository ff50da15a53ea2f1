import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

/** A port nobody listens on now, so two runs of a file (PGlite and PostgreSQL tiers) never collide. */
export async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The real server (`main.ts`) in a process of its own, with `env` over this process's (DATABASE_URL left out unless given). */
export function spawnPortal(env: Record<string, string>, nodeOptions: string[] = []) {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
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

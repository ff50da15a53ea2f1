/**
 * The README's test command (`npm test`): every tier in turn, stopping at the first that fails. Each tier's time
 * is printed when it ends, and all of them again at the close, so a run's log shows where its time went.
 */
import { spawnSync } from 'node:child_process';

const TIERS: [name: string, script: string][] = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit tests: shared', 'test:shared'],
  ['unit, API (PGlite) and system tests: server', 'test:server'],
  ['unit tests: web', 'test:web'],
  ['browser tests', 'test:e2e'],
];

const times: string[] = [];
for (const [name, script] of TIERS) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  times.push(`== ${name}: ${Math.round((performance.now() - started) / 1000)} s`);
  console.log(times.at(-1));
  if (status !== 0) {
    console.log(`\n${times.join('\n')} (failed)`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${times.join('\n')}`);

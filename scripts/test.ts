/**
 * The README's test command (`npm test`): every tier, stopping at the first that fails. Each tier's time is
 * printed when it ends, and all of them again at the close, so a run's log shows where its time went.
 * Typecheck and lint run beside the shared and server tests, which leave part of the two cores idle while
 * they wait on their databases; their output is printed when they end.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

type Outcome = { name: string; seconds: number; ok: boolean };

const TIERS: [name: string, script: string][] = [
  ['unit tests: shared', 'test:shared'],
  ['unit, API (PGlite) and system tests: server', 'test:server'],
  ['unit tests: web', 'test:web'],
  ['browser tests', 'test:e2e'],
];

const secondsSince = (started: number) => Math.round((performance.now() - started) / 1000);
const line = (outcome: Outcome) => `== ${outcome.name}: ${outcome.seconds} s${outcome.ok ? '' : ' (failed)'}`;

// Printed beside the figures: a run on a machine busy with other work is slower, not broken.
const loadAverage = () =>
  os
    .loadavg()
    .map((average) => average.toFixed(2))
    .join(', ');
const loadAtStart = loadAverage();

const outcomes: Outcome[] = [];
function record(outcome: Outcome) {
  outcomes.push(outcome);
  console.log(line(outcome));
}
const failed = () => outcomes.some((outcome) => !outcome.ok);

/**
 * Runs a command and resolves once it ended. `quiet` collects its output and prints it at the end (the static
 * checks, beside a tier that prints its own meanwhile). Never spawnSync: the background run's pipes and clock
 * need the event loop while a tier runs.
 */
function run(name: string, command: string, { quiet = false } = {}): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('sh', ['-c', command], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve({ name, seconds: secondsSince(started), ok: code === 0 });
    });
  });
}

const checks = run('typecheck and lint', 'npm run typecheck && npm run lint', { quiet: true });
let checksRecorded = false;
for (const [name, script] of TIERS) {
  record(await run(name, `npm run ${script}`));
  if (!checksRecorded && (script === 'test:server' || failed())) {
    record(await checks);
    checksRecorded = true;
  }
  if (failed()) break;
}
console.log(`\n${outcomes.map(line).join('\n')}`);
console.log(
  `== load average (1, 5, 15 min) on ${os.availableParallelism()} cores: ${loadAtStart} at the start, ${loadAverage()} at the end`,
);
process.exit(failed() ? 1 : 0);

/**
 * The README's test command (`npm test`): every tier, stopping at the first that fails. Each tier's time is
 * printed when it ends, and all of them again at the close, so a run's log shows where its time went.
 * Typecheck and lint run beside the shared and server tests, which leave part of the two cores idle while
 * they wait on their databases; their output is printed when they end.
 */
import { spawn } from 'node:child_process';

type Outcome = { name: string; seconds: number; ok: boolean };

const TIERS: [name: string, script: string][] = [
  ['unit tests: shared', 'test:shared'],
  ['unit, API (PGlite) and system tests: server', 'test:server'],
  ['unit tests: web', 'test:web'],
  ['browser tests', 'test:e2e'],
];

const secondsSince = (started: number) => Math.round((performance.now() - started) / 1000);
const line = (outcome: Outcome) => `== ${outcome.name}: ${outcome.seconds} s${outcome.ok ? '' : ' (failed)'}`;

const outcomes: Outcome[] = [];
function record(outcome: Outcome) {
  outcomes.push(outcome);
  console.log(line(outcome));
}
const failed = () => outcomes.some((outcome) => !outcome.ok);

/** Typecheck, then lint, in the background; resolves once both ended (or the first failed), having printed their output. */
function staticChecks(): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('sh', ['-c', 'npm run typecheck && npm run lint'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = secondsSince(started);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: 'typecheck and lint', seconds, ok: code === 0 });
    });
  });
}

/** Runs `npm run <script>` in the foreground. Not spawnSync: the static checks' pipes and clock need the event loop meanwhile. */
function runTier(name: string, script: string): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('npm', ['run', script], { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ name, seconds: secondsSince(started), ok: code === 0 }));
  });
}

const checks = staticChecks();
let checksRecorded = false;
for (const [name, script] of TIERS) {
  record(await runTier(name, script));
  if (!checksRecorded && (script === 'test:server' || failed())) {
    record(await checks);
    checksRecorded = true;
  }
  if (failed()) break;
}
console.log(`\n${outcomes.map(line).join('\n')}`);
process.exit(failed() ? 1 : 0);

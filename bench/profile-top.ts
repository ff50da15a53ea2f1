/**
 * The functions a V8 CPU profile (`.cpuprofile`, as BENCH_PROFILE writes) was found in most, by self
 * time. The profiler samples the main thread on the wall clock: a system call that waits, such as
 * the writev that hands a query to PostgreSQL while the other core runs it, shows large here though
 * it costs little CPU; set it against the CPU per request that bench:content prints.
 * Run: node bench/profile-top.ts file.cpuprofile [rows, default 40]
 */
import fs from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, rows = '40'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-top.ts file.cpuprofile [rows]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const NOT_RUNNING = new Set(['(idle)', '(program)', '(garbage collector)']);

const placeOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
};

const selfTime = new Map<string, number>();
let garbageCollection = 0;
for (const [index, id] of profile.samples.entries()) {
  const node = nodes.get(id);
  const time = profile.timeDeltas[index] ?? 0;
  if (!node) continue;
  if (node.callFrame.functionName === '(garbage collector)') garbageCollection += time;
  if (NOT_RUNNING.has(node.callFrame.functionName)) continue;
  selfTime.set(placeOf(node), (selfTime.get(placeOf(node)) ?? 0) + time);
}

const busy = [...selfTime.values()].reduce((sum, time) => sum + time, 0);
console.log(`busy ${(busy / 1000).toFixed(0)} ms, garbage collection ${(garbageCollection / 1000).toFixed(0)} ms`);
for (const [place, time] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
  console.log(`${((time / busy) * 100).toFixed(1).padStart(5)} %  ${place}`);
}

/**
 * What the browser's main thread does in each long task of a signed-in visit, to find what Lighthouse's
 * "long task at … for … ms" lines are made of. One visit on the phone Lighthouse's mobile preset emulates,
 * unthrottled, as the trace Lighthouse's simulation multiplies (by 4 for the CPU): a task over 12 ms here is one
 * over 50 ms there. For each: its wall and CPU time (they part when the machine's kernel or other processes hold
 * the thread: the CPU time is the work), the browser's own steps in it (layout, style, a module's evaluation), and
 * the JavaScript call tree from a sampling profile, named through the build's source maps, React's and the
 * scheduler's inner frames folded away.
 * Run: npm run bench:long-tasks -- [path, /news by default; `item` for the first news item's address] (builds the web
 * app first; --no-build to use the build there is; LONG_TASK_MS=n for another threshold).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { itemWebPath } from '@portal/shared';
import puppeteer, { type Page } from 'puppeteer-core';
import { buildWebApp, demoClientToken, freePort, startPortal, stopPortal } from './portal-process.ts';
import { BENCH_CHROMIUM, emulatePresetPhone, firstNewsId, storeSession } from './signed-in-visit.ts';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
type TraceEvent = { name: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> };
type CallTree = { time: number; children: Map<string, CallTree> };

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-long-tasks-'));
const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
const LONG_TASK_US = Number(process.env.LONG_TASK_MS ?? 12) * 1000;
const SAMPLING_US = 200;
/** Frames of React's and the scheduler's work loop, folded into their callers, but for the phases that name the work. */
const FOLDED = /react-dom-client|scheduler\.production|rolldown-runtime|^\(anonymous\) \S+:0$/;
const KEPT = /renderRootSync|renderRootConcurrent|commitRoot|flushPassiveEffects/;
const ms = (microseconds: number) => `${Math.round(microseconds / 1000)} ms`;

const sourceMaps = new Map<string, TraceMap | undefined>();
function sourceMap(file: string) {
  if (!sourceMaps.has(file)) {
    const mapFile = path.join(assets, `${file}.map`);
    sourceMaps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : undefined);
  }
  return sourceMaps.get(file);
}

/** A frame by its source: `useNewsList features/content/api/get-news.ts:56`, `~/` for a package. */
function frameName({ functionName, url, lineNumber, columnNumber }: CallFrame) {
  const file = /\/assets\/([^?]+\.js)$/.exec(url)?.[1];
  const map = file ? sourceMap(file) : undefined;
  if (!map) return `${functionName || '(anonymous)'} ${url.replace(origin, '')}:${lineNumber + 1}`;
  const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = String(original.source)
    .replace(/^.*node_modules\//, '~/')
    .replace(/^.*apps\/web\/src\//, '');
  return `${original.name ?? (functionName || '(anonymous)')} ${source}:${original.line}`;
}

async function signedInPage(token: string) {
  const browser = await puppeteer.launch({ executablePath: BENCH_CHROMIUM, args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.goto(`${origin}/api/health`);
  await storeSession(page, token);
  await emulatePresetPhone(page);
  return page;
}

/** The trace and the CPU profile of one visit to `url`, until the page has been quiet a while. */
async function record(page: Page, url: string) {
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? []).toString('utf8')) as { traceEvents: TraceEvent[] };
  return { profile, events: trace.traceEvents };
}

/** The page's main thread: the renderer thread that parsed the page's HTML. */
function mainThreadEvents(events: TraceEvent[]) {
  const parse = events.find((event) => event.name === 'ParseHTML');
  return events.filter((event) => event.pid === parse?.pid && event.tid === parse?.tid);
}

/** The longest of each kind of step inside `task` (a layout, a style recalculation, a module's evaluation). */
function stepsOf(task: TraceEvent, thread: TraceEvent[]) {
  const longest = new Map<string, number>();
  for (const event of thread) {
    const inside = event !== task && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0);
    if (!inside || (event.dur ?? 0) < 1000 || event.name === 'ThreadControllerImpl::RunTask') continue;
    const url = (event.args?.data as { url?: string } | undefined)?.url?.replace(origin, '');
    const key = url ? `${event.name} ${url}` : event.name;
    longest.set(key, Math.max(longest.get(key) ?? 0, event.dur ?? 0));
  }
  return [...longest]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, duration]) => `${name} ${ms(duration)}`);
}

/** The samples of [start, end] (profile clock) as a call tree. */
function callTree(profile: Profile, start: number, end: number): CallTree {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const root: CallTree = { time: 0, children: new Map() };
  let clock = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    clock += profile.timeDeltas[index] ?? 0;
    if (clock < start || clock > end) continue;
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      if (node && node.callFrame.functionName !== '(root)') stack.unshift(frameName(node.callFrame));
    }
    const time = profile.timeDeltas[index + 1] ?? SAMPLING_US;
    let branch = root;
    for (const frame of stack.filter((name) => !FOLDED.test(name) || KEPT.test(name))) {
      const child = branch.children.get(frame) ?? { time: 0, children: new Map() };
      branch.children.set(frame, child);
      child.time += time;
      branch = child;
    }
  }
  return root;
}

function printTree(tree: CallTree, depth = 0) {
  const shown = [...tree.children].filter(([, child]) => child.time >= 1500).sort((a, b) => b[1].time - a[1].time);
  for (const [name, child] of shown) {
    console.log(`${'  '.repeat(depth + 2)}${ms(child.time)} ${name}`);
    if (depth < 8) printTree(child, depth + 1);
  }
}

buildWebApp();
const server = await startPortal({ port, dataDir, seedDemo: true });
try {
  const token = await demoClientToken(origin);
  const asked = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? '/news';
  const address = asked === 'item' ? itemWebPath('news', await firstNewsId(origin, token)) : asked;
  const page = await signedInPage(token);
  const { profile, events } = await record(page, `${origin}${address}`);
  await page.browser().close();
  const thread = mainThreadEvents(events);
  const tasks = thread.filter((event) => event.name === 'ThreadControllerImpl::RunTask' && (event.dur ?? 0) >= LONG_TASK_US);
  const navigation = thread.find((event) => event.name === 'ParseHTML')?.ts ?? 0;
  console.log(
    `${address}: ${tasks.length} task(s) of ${ms(LONG_TASK_US)} or more on the main thread, unthrottled (times from the HTML's parse)`,
  );
  const allTasks = thread.filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.ts >= navigation);
  const total = (field: 'dur' | 'tdur', of: TraceEvent[]) => ms(of.reduce((sum, task) => sum + (task[field] ?? 0), 0));
  console.log(
    `all tasks from the parse: ${total('dur', allTasks)} (CPU ${total('tdur', allTasks)}); the long ones: ${total('dur', tasks)} (CPU ${total('tdur', tasks)})`,
  );
  for (const task of tasks) {
    console.log(`\nat ${ms(task.ts - navigation)}: ${ms(task.dur ?? 0)} (CPU ${ms(task.tdur ?? 0)}); ${stepsOf(task, thread).join(', ')}`);
    printTree(callTree(profile, task.ts, task.ts + (task.dur ?? 0)));
  }
} finally {
  await stopPortal(server, dataDir);
}

/**
 * What the change bus adds to a write: the same small transaction (update one row of an ordinary, WAL-logged table, as every portal write is) timed
 * without and with the bus's announce (`pg_notify` inside the transaction), with a second instance
 * listening, on PostgreSQL. Budget: the bus adds ≤ 1 ms at p99. Also how long a message takes to reach
 * the listener (issue: ≤ 100 ms).
 * Run: npm run bench:bus (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/portal_bench).
 */
import pino from 'pino';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createChangeBus } from '../apps/server/src/lib/change-bus.ts';
import { BENCH_DATABASE_URL, ensureDatabase } from './bench-database.ts';

const WRITES = 3_000;
const log = pino({ level: 'silent' });

await ensureDatabase();
const writer = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, dataDir: null });
const listener = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, dataDir: null });
const { sql } = await import('drizzle-orm');
const bus = createChangeBus({ database: writer, log });
const heard = createChangeBus({ database: listener, log });
let lastHeardAt = 0;
heard.on(() => {
  lastHeardAt = performance.now();
});
const stopListening = await heard.start();

await writer.db.execute(sql`create table if not exists bench_bus_row (id int primary key, n int not null)`);
await writer.db.execute(sql`insert into bench_bus_row values (1, 0) on conflict do nothing`);

async function timeWrites(announce: boolean): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    await writer.db.transaction(async (tx) => {
      await tx.execute(sql`update bench_bus_row set n = n + 1 where id = 1`);
      if (announce) await bus.announce(tx, { kind: 'content' });
    });
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function deliveryMs(): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < 200; i++) {
    lastHeardAt = 0;
    const sent = performance.now();
    await bus.announce(writer.db, { kind: 'content' });
    while (lastHeardAt === 0) await new Promise((resolve) => setImmediate(resolve));
    took.push(lastHeardAt - sent);
  }
  return took.sort((a, b) => a - b);
}

await timeWrites(false); // warm-up
const without = await timeWrites(false);
const withBus = await timeWrites(true);
const delivery = await deliveryMs();
await stopListening();
await writer.db.execute(sql`drop table bench_bus_row`);
await writer.close();
await listener.close();

const row = (name: string, sorted: number[]) =>
  `${name.padEnd(22)} p50 ${percentile(sorted, 50).toFixed(3)} ms   p99 ${percentile(sorted, 99).toFixed(3)} ms`;
console.log(`${WRITES} one-row transactions on ${new URL(BENCH_DATABASE_URL).host}:`);
console.log(row('without the bus', without));
console.log(row('with pg_notify', withBus));
const added = percentile(withBus, 99) - percentile(without, 99);
console.log(`the bus adds ${added.toFixed(3)} ms at p99 (budget ≤ 1 ms): ${added <= 1 ? 'met' : 'MISSED'}`);
console.log(row('heard by the listener', delivery));

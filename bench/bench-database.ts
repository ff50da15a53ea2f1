/** The PostgreSQL database the content benchmarks fill and read, and the client account they sign in with. */
import pg from 'pg';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
export const BENCH_CLIENT = { email: 'bench@samachar.bench', password: 'bench#2026' } as const;

/** Creates the benchmark database when missing (never touches any other database). */
export async function ensureDatabase(url = BENCH_DATABASE_URL): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/** The statements of a backup and a restore, written for any table of the schema (they read the catalog, not Drizzle's tables). */

const ROWS_PER_FETCH = 1_000;

/** The tables of the portal's own schema (pg-boss keeps its queue in a schema of its own, which it makes at start). */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  return rows.map((row) => row.name);
}

export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(await db.execute(sql`select count(*) as count from ${sql.identifier(table)}`));
  return Number(row?.count ?? 0);
}

/** The tables of the portal's schema and drizzle's: how many, and the first by name (null when none). */
export async function portalTables(db: Database): Promise<{ count: number; first: string | null }> {
  const [row] = rowsOf<{ count: number | string; first: string | null }>(
    await db.execute(
      sql`select count(*) as count, min(schemaname || '.' || tablename) as first from pg_tables where schemaname in ('public', 'drizzle')`,
    ),
  );
  return { count: Number(row?.count ?? 0), first: row?.first ?? null };
}

/** The created_at drizzle recorded for the last migration it ran (its journal's `when`). */
export async function lastMigrationCreatedAt(db: Database): Promise<number> {
  const [row] = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
  );
  return Number(row?.created_at);
}

export async function sequenceValues(db: Database): Promise<Record<string, number | null>> {
  const rows = rowsOf<{ name: string; last_value: string | number | null }>(
    await db.execute(sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by 1`),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.last_value === null ? null : Number(row.last_value)]));
}

/** Hands the table's rows as JSON texts to `take`, a batch at a time through a cursor (inside a transaction). */
export async function eachRowBatch(tx: Database, table: string, take: (rows: string[]) => Promise<void>) {
  await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
  for (;;) {
    const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`fetch forward ${ROWS_PER_FETCH} from backup_rows`)));
    if (rows.length === 0) break;
    await take(rows.map((row) => row.row));
  }
  await tx.execute(sql`close backup_rows`);
}

type ForeignKey = { table: string; name: string; definition: string };

/**
 * Readies every table of the schema for loading rows in any order: foreign keys dropped (answered, to be added
 * again), user triggers off (the rows hold what the triggers wrote), and the rows migrations put in gone.
 */
export async function openTablesForLoading(tx: Database, tables: string[]): Promise<ForeignKey[]> {
  const foreignKeys = rowsOf<ForeignKey>(
    await tx.execute(sql`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`),
  );
  for (const key of foreignKeys) await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  await tx.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )}`,
  );
  return foreignKeys;
}

/** Triggers on again and the foreign keys back, each checked over the loaded rows. */
export async function closeTablesAfterLoading(tx: Database, tables: string[], foreignKeys: ForeignKey[]) {
  for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
  for (const key of foreignKeys) {
    await tx.execute(sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
  }
}

/** Inserts rows given as JSON texts: generated columns left to the database, identity columns as given. */
export async function rowInserter(tx: Database, table: string) {
  const columns = rowsOf<{ name: string }>(
    await tx.execute(sql`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`),
  ).map((column) => sql.identifier(column.name));
  const list = sql.join(columns, sql`, `);
  return async (rows: string[]) => {
    await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`);
  };
}

/** Each sequence to the larger of its value at the backup and the largest id of the column it feeds. */
export async function moveSequences(tx: Database, saved: Record<string, number | null>) {
  const owned = rowsOf<{ sequence: string; table: string; column: string }>(
    await tx.execute(sql`select s.relname as sequence, t.relname as table, a.attname as column
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`),
  );
  const columnOf = new Map(owned.map((row) => [row.sequence, row]));
  for (const [sequence, value] of Object.entries(saved)) {
    const column = columnOf.get(sequence);
    const largestId = column ? sql`(select max(${sql.identifier(column.column)}) from ${sql.identifier(column.table)})` : sql`null`;
    const next = sql`greatest(coalesce(${value}::bigint, 0), coalesce(${largestId}::bigint, 0))`;
    await tx.execute(sql`select setval(format('%I', ${sequence}::text)::regclass, greatest(${next}, 1), ${next} > 0)`);
  }
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo } from '../../test/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';

const BEFORE_TIMELINE = '0020_nepali-reading';
const DAY = 86_400_000;

let database: TestDatabase;
let before: number;

type Row = { id: number; user_id: number; starts_at: string; expires_at: string; value_amount: number };

const rowsOf = async () =>
  (
    (await database.db.execute(sql`select id, user_id, starts_at, expires_at, value_amount from subscriptions order by id`)) as unknown as {
      rows: Row[];
    }
  ).rows.map((row) => ({ ...row, starts: new Date(row.starts_at).getTime(), ends: new Date(row.expires_at).getTime() }));

/**
 * Data shaped as the portal stored it before the timeline rule: payments stacked after the last expiry, and
 * grants by hand started at once beside whatever ran.
 */
beforeAll(async () => {
  database = await createTestDatabase({ state: 'empty' });
  await migrateUpTo(database, BEFORE_TIMELINE);
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(
    sql`insert into subscription_plans (id, name, monthly_amount) values (1, 'Basic', 150000), (2, 'Standard', 300000), (3, 'Premium', 500000)`,
  );
  await run(sql`insert into users (id, email, full_name, password_hash) values
    (1, 'a@example.com', 'A', 'x'), (2, 'b@example.com', 'B', 'x'), (3, 'c@example.com', 'C', 'x')`);
  before = Date.now();
  const at = (days: number) => new Date(before + days * DAY).toISOString();
  const payment = (id: number, userId: number, planId: number, screen: number, month: number) =>
    run(sql`insert into payments (id, user_id, plan_id, plan_name, channel, status, order_id, no_of_screen, no_of_month, duration_unit, duration,
        screen_amount, month_amount, vat_amount, total_amount)
      values (${id}, ${userId}, ${planId}, 'Plan', 'ESEWA', 'completed', ${`order-${id}`}, 1, 1, 'month', 1, ${screen}, ${month}, 0, ${screen + month})`);
  const subscription = (userId: number, planId: number, from: number, to: number, paymentId: number | null) =>
    run(sql`insert into subscriptions (user_id, plan_id, starts_at, expires_at, payment_id, note)
      values (${userId}, ${planId}, ${at(from)}, ${at(to)}, ${paymentId}, ${paymentId === null ? 'By hand' : null})`);
  // A: Basic bought until day 60; a Premium month granted by hand 10 days ago, beside it.
  await payment(1, 1, 1, 0, 300_000);
  await subscription(1, 1, -5, 60, 1);
  await subscription(1, 3, -10, 20, null);
  // B: Premium bought until day 30, then Basic bought and stacked after it.
  await payment(2, 2, 3, 50_000, 500_000);
  await payment(3, 2, 1, 0, 450_000);
  await subscription(2, 3, -1, 30, 2);
  await subscription(2, 1, 30, 120, 3);
  // C: Premium bought until day 30; a Basic month granted by hand 5 days ago, beside it.
  await payment(4, 3, 3, 0, 500_000);
  await subscription(3, 3, -1, 30, 4);
  await subscription(3, 1, -5, 25, null);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0021 (subscription timeline) on data from before it', () => {
  it('gives each bought subscription the value its payment was priced at before VAT', async () => {
    expect((await rowsOf()).map((row) => row.value_amount)).toEqual([300_000, 0, 550_000, 450_000, 500_000, 0]);
  });

  it('pauses a bought plan under a higher grant for the days the grant has left, so none is lost', async () => {
    const [basic, premium] = (await rowsOf()).filter((row) => row.user_id === 1);
    expect(premium?.ends).toBe(before + 20 * DAY);
    // The grant has about 20 days left at the migration; Basic ends that much later.
    expect((basic?.ends ?? 0) - (before + 60 * DAY)).toBeGreaterThan(20 * DAY - 60_000);
    expect((basic?.ends ?? 0) - (before + 60 * DAY)).toBeLessThanOrEqual(20 * DAY);
  });

  it('leaves payments stacked one after another as they were', async () => {
    const rows = (await rowsOf()).filter((row) => row.user_id === 2);
    expect(rows.map((row) => [row.starts, row.ends])).toEqual([
      [before - DAY, before + 30 * DAY],
      [before + 30 * DAY, before + 120 * DAY],
    ]);
  });

  it('moves what is left of a grant under a higher plan to after it', async () => {
    const [premium, basic] = (await rowsOf()).filter((row) => row.user_id === 3);
    expect(premium?.ends).toBe(before + 30 * DAY);
    expect(basic?.starts).toBe(before + 30 * DAY);
    const left = (basic?.ends ?? 0) - (basic?.starts ?? 0);
    expect(left).toBeGreaterThan(25 * DAY - 60_000);
    expect(left).toBeLessThanOrEqual(25 * DAY);
  });
});

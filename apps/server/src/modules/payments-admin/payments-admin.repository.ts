/** Read model: reads payments and users for the finance console's list of payments, its totals and its CSV; writes nothing. */
import type { PaymentFilters, PaymentsExportQuery } from '@portal/shared';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { startOfNepalDay } from '../../lib/nepal-dates.ts';
import { containsPattern } from '../../lib/search-terms.ts';

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const columns = {
  payment: payments,
  client: { id: users.id, fullName: users.fullName, email: users.email },
};

/** The list's search, filters and order: what the page, the totals and the CSV share. */
export type PaymentsSelection = Pick<PaymentsExportQuery, 'sortBy' | 'descending' | 'query' | 'filters'>;

function conditions(query: string, filters: PaymentFilters): SQL | undefined {
  const pattern = query ? containsPattern(query) : undefined;
  return and(
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.gateway ? eq(payments.channel, filters.gateway) : undefined,
    // Calendar days in Nepal time, both inclusive.
    filters.date_from ? gte(payments.createdAt, startOfNepalDay(filters.date_from)) : undefined,
    filters.date_to ? lt(payments.createdAt, startOfNepalDay(dayAfter(filters.date_to))) : undefined,
    pattern
      ? or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(payments.billNo, pattern), ilike(payments.orderId, pattern))
      : undefined,
  );
}

export function createPaymentsAdminRepository(db: Database) {
  const selected = (selection: PaymentsSelection) => {
    const direction = selection.descending ? desc : asc;
    const column = { created_at: payments.createdAt, amount: payments.totalAmount }[selection.sortBy];
    return db
      .select(columns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(conditions(selection.query, selection.filters))
      .orderBy(direction(column), direction(payments.id));
  };

  return {
    /** One page of payments, newest (or largest) first unless asked otherwise. */
    page: (selection: PaymentsSelection, page: { limit: number; offset: number }) =>
      selected(selection).limit(page.limit).offset(page.offset),

    /** How many payments the search and filters select, and their sums (paisa). */
    async totals(selection: Pick<PaymentsSelection, 'query' | 'filters'>) {
      const [row] = await db
        .select({
          count: count(),
          vat: sum(payments.vatAmount).mapWith(Number),
          total: sum(payments.totalAmount).mapWith(Number),
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(conditions(selection.query, selection.filters));
      const vat = row?.vat ?? 0;
      const total = row?.total ?? 0;
      return { count: row?.count ?? 0, amount: total - vat, vatAmount: vat, totalAmount: total };
    },

    /** The selected payments in the list's order, `size` at a time, for the CSV. */
    async *batches(selection: PaymentsSelection, size = 1_000) {
      for (let offset = 0; ; offset += size) {
        const batch = await selected(selection).limit(size).offset(offset);
        if (batch.length > 0) yield batch;
        if (batch.length < size) return;
      }
    },

    /** One payment with its client. */
    async byId(id: number) {
      const [row] = await db.select(columns).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(eq(payments.id, id));
      return row;
    },
  };
}
export type PaymentsAdminRepository = ReturnType<typeof createPaymentsAdminRepository>;
export type PaymentWithClient = NonNullable<Awaited<ReturnType<PaymentsAdminRepository['byId']>>>;

import type { StaffListQuery, StaffRole } from '@portal/shared';
import { and, arrayContains, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/search-terms.ts';
import { offsetOf } from '../content/content-query.ts';

/** What the staff page shows of a person, with their live sessions (count and last use). */
const staffColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  staffRoles: users.staffRoles,
  joinedAt: users.joinedAt,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};
export type StaffRow = { [Key in keyof typeof staffColumns]: (typeof users.$inferSelect)[Key] };

/** An administrator who can act now: joined and not suspended. */
const activeAdministrator = and(
  eq(users.role, 'staff'),
  arrayContains(users.staffRoles, ['administrator']),
  isNotNull(users.joinedAt),
  isNull(users.suspendedAt),
);

const isActiveAdministrator = (row: Pick<StaffRow, 'staffRoles' | 'joinedAt' | 'suspendedAt'>) =>
  row.staffRoles.includes('administrator') && row.joinedAt !== null && row.suspendedAt === null;

/** The staff's rows of `users` (role staff) as administrators manage them (modules/staff-admin); sessions end through the auth repository. */
export function createStaffRepository(db: Database) {
  function conditions(query: StaffListQuery): SQL | undefined {
    const { role, status } = query.filters;
    return and(
      eq(users.role, 'staff'),
      role ? arrayContains(users.staffRoles, [role]) : undefined,
      status === 'invited' ? isNull(users.joinedAt) : undefined,
      status === 'active' ? and(isNotNull(users.joinedAt), isNull(users.suspendedAt)) : undefined,
      status === 'suspended' ? and(isNotNull(users.joinedAt), isNotNull(users.suspendedAt)) : undefined,
      query.query ? or(ilike(users.fullName, containsPattern(query.query)), ilike(users.email, containsPattern(query.query))) : undefined,
    );
  }

  return {
    /** One page of staff, each with their live sessions at `at`, and how many match in all. */
    async page(query: StaffListQuery, at: Date) {
      const live = db
        .select({
          userId: sessions.userId,
          live: count().as('live'),
          lastUsedAt: sql<Date | null>`max(${sessions.lastUsedAt})`.as('last_used_at'),
        })
        .from(sessions)
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
        .groupBy(sessions.userId)
        .as('live');
      const direction = query.descending ? desc : asc;
      const column = { full_name: users.fullName, created_at: users.createdAt }[query.sortBy];
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...staffColumns, sessions: sql<number>`coalesce(${live.live}, 0)::int`, lastUsedAt: live.lastUsedAt })
          .from(users)
          .leftJoin(live, eq(live.userId, users.id))
          .where(conditions(query))
          .orderBy(direction(column), direction(users.id))
          .limit(query.rowsPerPage)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(users).where(conditions(query)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number): Promise<StaffRow | undefined> {
      const [row] = await db
        .select(staffColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'staff')))
        .limit(1);
      return row;
    },

    /**
     * The person's row and every active administrator's, locked in id order by one statement until `tx` ends: two
     * administrators demoting or suspending each other at once take turns (never each holding what the other
     * waits for), and the second sees who is left.
     */
    async lockForChange(tx: Database, id: number) {
      const rows = await tx
        .select({ ...staffColumns, role: users.role })
        .from(users)
        .where(or(eq(users.id, id), activeAdministrator))
        .orderBy(users.id)
        .for('update');
      const person = rows.find((row) => row.id === id && row.role === 'staff');
      const administrators = rows.filter((row) => row.role === 'staff' && isActiveAdministrator(row)).map((row) => row.id);
      return { person, administrators };
    },

    async setRoles(tx: Database, id: number, staffRoles: StaffRole[]) {
      await tx.update(users).set({ staffRoles }).where(eq(users.id, id));
    },

    async setSuspended(tx: Database, id: number, at: Date | null) {
      await tx.update(users).set({ suspendedAt: at }).where(eq(users.id, id));
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;

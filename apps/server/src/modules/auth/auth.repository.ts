import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeLinks, sessions, users } from '../../db/schema.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type LinkPurpose = (typeof oneTimeLinks.$inferSelect)['purpose'];

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async findUserById(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async insertUser(tx: Database, values: NewUser) {
      const [user] = await tx.insert(users).values(values).returning();
      if (!user) throw new Error('insert into users returned nothing');
      return user;
    },

    async updateUser(tx: Database, id: number, values: Partial<NewUser>) {
      await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    /** The live session behind a token hash, with its user; undefined when revoked or past its absolute end. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touchSession(id: number, now: Date) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    async revokeSession(id: number, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
    },

    async revokeAllSessions(tx: Database, userId: number, now: Date) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async deleteDeadSessions(now: Date) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)));
    },

    async insertLink(tx: Database, values: typeof oneTimeLinks.$inferInsert) {
      await tx.insert(oneTimeLinks).values(values);
    },

    async findUsableLink(tokenHash: string, purpose: LinkPurpose, now: Date) {
      const [link] = await db
        .select()
        .from(oneTimeLinks)
        .where(
          and(
            eq(oneTimeLinks.tokenHash, tokenHash),
            eq(oneTimeLinks.purpose, purpose),
            isNull(oneTimeLinks.usedAt),
            gt(oneTimeLinks.expiresAt, now),
          ),
        )
        .limit(1);
      return link;
    },

    /** Marks a link used; answers false when another request used it first. */
    async consumeLink(tx: Database, id: number, now: Date) {
      const used = await tx
        .update(oneTimeLinks)
        .set({ usedAt: now })
        .where(and(eq(oneTimeLinks.id, id), isNull(oneTimeLinks.usedAt)))
        .returning({ id: oneTimeLinks.id });
      return used.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

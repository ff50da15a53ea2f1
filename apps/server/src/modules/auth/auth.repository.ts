import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeLinks, sessions, users } from '../../db/schema.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type LinkPurpose = (typeof oneTimeLinks.$inferSelect)['purpose'];

/** What a signed-in request needs of its session and user: guards, profile, change password, logout. */
const liveSessionColumns = {
  session: {
    id: sessions.id,
    userId: sessions.userId,
    tokenHash: sessions.tokenHash,
    rememberMe: sessions.rememberMe,
    lastUsedAt: sessions.lastUsedAt,
    expiresAt: sessions.expiresAt,
  },
  user: {
    id: users.id,
    type: users.type,
    role: users.role,
    fullName: users.fullName,
    email: users.email,
    link: users.link,
    mobileNo: users.mobileNo,
    logoPath: users.logoPath,
    passwordHash: users.passwordHash,
    mustChangePassword: users.mustChangePassword,
    suspendedAt: users.suspendedAt,
    notification: users.notification,
  },
};
export type LiveSession = Pick<Session, keyof typeof liveSessionColumns.session>;
export type SignedInUser = Pick<User, keyof typeof liveSessionColumns.user>;

export function createAuthRepository(db: Database) {
  // Built once: assembling this query per request cost more CPU than the database spent answering it.
  const liveSession = db
    .select(liveSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('find_live_session');

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

    /** Marks the address verified; the first verification's time stays. */
    async verifyEmail(id: number, at: Date) {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`, updatedAt: at })
        .where(eq(users.id, id));
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    /** The live session behind a token hash, with its user; undefined when revoked or past its absolute end. */
    async findLiveSession(tokenHash: string, now: Date): Promise<{ session: LiveSession; user: SignedInUser } | undefined> {
      const [row] = await liveSession.execute({ tokenHash, now });
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

    /** Marks every unused link of a user used; answers their ids (a link another request used first is not among them). */
    async endOpenLinks(tx: Database, userId: number, now: Date) {
      const ended = await tx
        .update(oneTimeLinks)
        .set({ usedAt: now })
        .where(and(eq(oneTimeLinks.userId, userId), isNull(oneTimeLinks.usedAt)))
        .returning({ id: oneTimeLinks.id });
      return ended.map((link) => link.id);
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

import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { oneTimeLinks, sessions, users } from '../../db/schema.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type LinkPurpose = (typeof oneTimeLinks.$inferSelect)['purpose'];

/** The account whose row is a member's media house. */
const house = alias(users, 'house');

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
    houseId: sql<number>`coalesce(${users.houseId}, ${users.id})`.as('house_id'),
    teamRole: users.teamRole,
    staffRoles: users.staffRoles,
    calendar: users.calendar,
    homeDistrictId: users.homeDistrictId,
    /** The language the person last chose, which texts written for them unasked (mails, downloads) follow. */
    locale: users.locale,
    removedAt: users.removedAt,
    /** The suspension of a member's whole media house; null for the house's own account. */
    houseSuspendedAt: house.suspendedAt,
  },
};
export type LiveSession = Pick<Session, keyof typeof liveSessionColumns.session>;
type UserColumn = Exclude<keyof typeof liveSessionColumns.user, 'houseId' | 'houseSuspendedAt'>;
/** The person signed in; `houseId` names the media house whose subscription, integrations and uploads they share. */
export type SignedInUser = Pick<User, UserColumn> & { houseId: number; houseSuspendedAt: Date | null };

export function createAuthRepository(db: Database) {
  // Built once: assembling this query per request cost more CPU than the database spent answering it.
  const liveSession = db
    .select(liveSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(house, eq(house.id, users.houseId))
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

    /** Stores a new session and answers its id. */
    async insertSession(tx: Database, values: typeof sessions.$inferInsert): Promise<number> {
      const [row] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
      if (!row) throw new Error('No session stored');
      return row.id;
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

    /** Ends the sessions of an account and, when it is a media house, of every member of it. */
    async revokeHouseSessions(tx: Database, houseId: number, now: Date) {
      const inHouse = tx
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.id, houseId), eq(users.houseId, houseId)));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(sql`${sessions.userId} in ${inHouse}`, isNull(sessions.revokedAt)));
    },

    async deleteDeadSessions(now: Date) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)));
    },

    async insertLink(tx: Database, values: typeof oneTimeLinks.$inferInsert) {
      await tx.insert(oneTimeLinks).values(values);
    },

    async findUsableLink(tokenHash: string, purpose: LinkPurpose | LinkPurpose[], now: Date) {
      const [link] = await db
        .select()
        .from(oneTimeLinks)
        .where(
          and(
            eq(oneTimeLinks.tokenHash, tokenHash),
            inArray(oneTimeLinks.purpose, [purpose].flat()),
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
    /** A link by its token, used, expired or not. */
    async findLink(tokenHash: string) {
      const [link] = await db.select().from(oneTimeLinks).where(eq(oneTimeLinks.tokenHash, tokenHash)).limit(1);
      return link;
    },

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

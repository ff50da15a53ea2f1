import { and, asc, eq, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeLinks, ownershipOffers, sessions, users } from '../../db/schema.ts';

export type TeamUser = typeof users.$inferSelect;

const inHouse = (houseId: number) => or(eq(users.id, houseId), eq(users.houseId, houseId));

/** The people of a media house: the account that registered it and the colleagues it invited. The team module's service calls it; the tables are auth's. */
export function createTeamRepository(db: Database) {
  return {
    /** Members who joined and were not removed, the owner first, with when each was last active. */
    async members(houseId: number) {
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          teamRole: users.teamRole,
          suspendedAt: users.suspendedAt,
          joinedAt: users.joinedAt,
          lastActiveAt: max(sessions.lastUsedAt),
        })
        .from(users)
        .leftJoin(sessions, eq(sessions.userId, users.id))
        .where(and(inHouse(houseId), isNotNull(users.joinedAt), isNull(users.removedAt)))
        .groupBy(users.id)
        .orderBy(sql`${users.teamRole} = 'owner' desc`, asc(users.fullName), asc(users.id));
    },

    /** Invitations waiting to be accepted, with the expiry of each one's newest link. */
    async invitations(houseId: number) {
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          teamRole: users.teamRole,
          invitedAt: users.createdAt,
          expiresAt: max(oneTimeLinks.expiresAt),
        })
        .from(users)
        .leftJoin(oneTimeLinks, and(eq(oneTimeLinks.userId, users.id), eq(oneTimeLinks.purpose, 'invitation')))
        .where(and(eq(users.houseId, houseId), isNull(users.joinedAt), isNull(users.removedAt)))
        .groupBy(users.id)
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    async countPeople(tx: Database, houseId: number) {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(inHouse(houseId), isNull(users.removedAt)));
      return row?.count ?? 0;
    },

    /** A person of the house (joined, invited or removed), or undefined when the id is not of this house. */
    async personOf(houseId: number, userId: number, via: Database = db): Promise<TeamUser | undefined> {
      const [row] = await via
        .select()
        .from(users)
        .where(and(eq(users.id, userId), inHouse(houseId)))
        .limit(1);
      return row;
    },

    async ownerOf(houseId: number, via: Database = db): Promise<TeamUser | undefined> {
      const [row] = await via
        .select()
        .from(users)
        .where(and(inHouse(houseId), eq(users.teamRole, 'owner'), isNull(users.removedAt)))
        .limit(1);
      return row;
    },

    async offerOf(houseId: number, via: Database = db) {
      const [row] = await via
        .select({ toUserId: ownershipOffers.toUserId, fullName: users.fullName, createdAt: ownershipOffers.createdAt })
        .from(ownershipOffers)
        .innerJoin(users, eq(users.id, ownershipOffers.toUserId))
        .where(eq(ownershipOffers.houseId, houseId))
        .limit(1);
      return row;
    },

    async putOffer(tx: Database, values: typeof ownershipOffers.$inferInsert) {
      await tx
        .insert(ownershipOffers)
        .values(values)
        .onConflictDoUpdate({
          target: ownershipOffers.houseId,
          set: { fromUserId: values.fromUserId, toUserId: values.toUserId, createdAt: sql`now()` },
        });
    },

    /** Ends the house's offer; when `toUserId` is given only if it is to that person. Answers whether one ended. */
    async dropOffer(tx: Database, houseId: number, toUserId?: number) {
      const dropped = await tx
        .delete(ownershipOffers)
        .where(and(eq(ownershipOffers.houseId, houseId), toUserId === undefined ? undefined : eq(ownershipOffers.toUserId, toUserId)))
        .returning({ houseId: ownershipOffers.houseId });
      return dropped.length > 0;
    },

    /** Ends the invitation links a person still has (a resend or a cancel). */
    async endInvitationLinks(tx: Database, userId: number, at: Date) {
      await tx
        .update(oneTimeLinks)
        .set({ usedAt: at })
        .where(and(eq(oneTimeLinks.userId, userId), eq(oneTimeLinks.purpose, 'invitation'), isNull(oneTimeLinks.usedAt)));
    },

    /** Deletes a person whose invitation was never accepted; nothing of theirs exists yet. Answers whether one was deleted. */
    async deletePending(tx: Database, houseId: number, userId: number) {
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.id, userId), eq(users.houseId, houseId), isNull(users.joinedAt)))
        .returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;

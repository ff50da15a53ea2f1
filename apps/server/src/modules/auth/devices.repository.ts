import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** When a session stops counting as a signed-in device: its idle limits, as cut-off times. */
export type LiveCutoffs = { now: Date; idleSince: Date; rememberedIdleSince: Date };

/** Which devices to list: one person's, or a whole media house's. */
export type DeviceScope = { userId: number } | { houseId: number };

const houseOf = sql<number>`coalesce(${users.houseId}, ${users.id})`;

function live(cutoffs: LiveCutoffs) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, cutoffs.now),
    or(
      gt(sessions.lastUsedAt, cutoffs.idleSince),
      and(eq(sessions.rememberMe, true), gt(sessions.lastUsedAt, cutoffs.rememberedIdleSince)),
    ),
  );
}

function inScope(scope: DeviceScope) {
  return 'userId' in scope ? eq(sessions.userId, scope.userId) : eq(houseOf, scope.houseId);
}

/** Sessions as the devices that hold a media house's screens. */
export function createDevicesRepository(db: Database) {
  return {
    /** Holds the house's row until the transaction ends, so two sign-ins count its screens one after the other. */
    async lockHouse(tx: Database, houseId: number) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, houseId)).for('update');
    },

    async liveDevices(tx: Database, scope: DeviceScope, cutoffs: LiveCutoffs) {
      return tx
        .select({
          id: sessions.id,
          userId: sessions.userId,
          fullName: users.fullName,
          deviceName: sessions.deviceName,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          tokenHash: sessions.tokenHash,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inScope(scope), live(cutoffs)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
    },

    /** Ends one live session within the scope; answers whose it was, or undefined when it is not there (any more). */
    async revokeDevice(tx: Database, sessionId: number, scope: DeviceScope, at: Date) {
      const inHouse = tx.select({ id: sessions.id }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(inScope(scope));
      const [revoked] = await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), sql`${sessions.id} in ${inHouse}`))
        .returning({ userId: sessions.userId, tokenHash: sessions.tokenHash });
      return revoked;
    },

    /** Names one live session within the scope; answers whether it was there to name. */
    async renameDevice(sessionId: number, scope: DeviceScope, name: string, cutoffs: LiveCutoffs) {
      const inScopeAndLive = db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inScope(scope), live(cutoffs)));
      const renamed = await db
        .update(sessions)
        .set({ deviceName: name })
        .where(and(eq(sessions.id, sessionId), sql`${sessions.id} in ${inScopeAndLive}`))
        .returning({ id: sessions.id });
      return renamed.length > 0;
    },

    async countLiveDevices(scope: DeviceScope, cutoffs: LiveCutoffs) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inScope(scope), live(cutoffs)));
      return row?.count ?? 0;
    },
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;

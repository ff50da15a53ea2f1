import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { houseSecondFactorRules, passkeys, recoveryCodes, secondFactorChallenges, sessionStepUps, totpFactors } from '../../db/schema.ts';

export type Passkey = typeof passkeys.$inferSelect;
export type Challenge = typeof secondFactorChallenges.$inferSelect;
export type StepUpMethod = (typeof sessionStepUps.$inferInsert)['method'];

/** The reads and writes of a person's second factors; each single-use step is one conditional statement. */
export function createSecondFactorRepository(db: Database) {
  return {
    async totpOf(userId: number) {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      return row;
    },

    /** A new unconfirmed secret replaces an unconfirmed one; a confirmed factor stays (answers false). */
    async startTotp(userId: number, secretSealed: string): Promise<boolean> {
      const rows = await db
        .insert(totpFactors)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secretSealed, lastTimeStep: null, createdAt: sql`now()` },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ userId: totpFactors.userId });
      return rows.length === 1;
    },

    /**
     * Accepts a code's time step once: moves `last_time_step` forward only past the last accepted one, in one
     * statement, so of the same code sent twice (or on two instances) exactly one is taken. With `confirm`, it also
     * turns an unconfirmed secret on.
     */
    async takeTimeStep(tx: Database, userId: number, timeStep: number, at: Date, confirm: boolean): Promise<boolean> {
      const rows = await tx
        .update(totpFactors)
        .set({ lastTimeStep: timeStep, lastUsedAt: at, ...(confirm ? { confirmedAt: at } : {}) })
        .where(
          and(
            eq(totpFactors.userId, userId),
            confirm ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
            or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, timeStep)),
          ),
        )
        .returning({ userId: totpFactors.userId });
      return rows.length === 1;
    },

    async deleteTotp(tx: Database, userId: number) {
      const rows = await tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.count ?? 0;
    },

    async replaceRecoveryCodes(tx: Database, userId: number, hashes: string[]) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Spends a recovery code: only an unused one, in one statement, so of two uses of one code exactly one wins. */
    async spendRecoveryCode(tx: Database, userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async passkeysOf(userId: number): Promise<Passkey[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
    },

    async passkeyByCredential(userId: number, credentialId: string): Promise<Passkey | undefined> {
      const [row] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
      return row;
    },

    /** Answers false when the credential is already registered (to anyone). */
    async insertPasskey(tx: Database, values: typeof passkeys.$inferInsert): Promise<boolean> {
      const rows = await tx.insert(passkeys).values(values).onConflictDoNothing().returning({ id: passkeys.id });
      return rows.length === 1;
    },

    /** Moves the signature counter forward only (a cloned authenticator repeats an old one), and marks the use. */
    async usePasskey(tx: Database, id: number, counter: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(passkeys)
        .set({ counter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), or(eq(passkeys.counter, 0), lt(passkeys.counter, counter))))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    async renamePasskey(userId: number, id: number, name: string): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    async deletePasskey(tx: Database, userId: number, id: number): Promise<Passkey | undefined> {
      const [row] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning();
      return row;
    },

    /** Removes every factor and recovery code of a person (an administrator's reset); answers whether any was there. */
    async deleteAll(tx: Database, userId: number): Promise<boolean> {
      const totp = await tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId });
      const keys = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      return totp.length + keys.length > 0;
    },

    /** Whether the person has a confirmed app or a passkey. */
    async hasFactor(userId: number): Promise<boolean> {
      const [totp] = await db
        .select({ userId: totpFactors.userId })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
      if (totp) return true;
      const [key] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
      return Boolean(key);
    },

    /** Whether the media house's owner requires a second factor of every member. */
    async houseRuleOf(houseId: number): Promise<boolean> {
      const [row] = await db
        .select({ houseId: houseSecondFactorRules.houseId })
        .from(houseSecondFactorRules)
        .where(eq(houseSecondFactorRules.houseId, houseId));
      return Boolean(row);
    },

    async setHouseRule(houseId: number, required: boolean, by: number) {
      if (required) await db.insert(houseSecondFactorRules).values({ houseId, requiredBy: by }).onConflictDoNothing();
      else await db.delete(houseSecondFactorRules).where(eq(houseSecondFactorRules.houseId, houseId));
    },

    /** Stores a challenge, and clears the person's expired ones. */
    async insertChallenge(values: typeof secondFactorChallenges.$inferInsert & { expiresAt: Date; createdAt?: Date }) {
      await db
        .delete(secondFactorChallenges)
        .where(and(eq(secondFactorChallenges.userId, values.userId), lt(secondFactorChallenges.expiresAt, sql`now()`)));
      await db.insert(secondFactorChallenges).values(values);
    },

    /** A live challenge of the purpose, by its token hash; it stays until it is answered or expires. */
    async findChallenge(purpose: Challenge['purpose'], tokenHash: string, at: Date): Promise<Challenge | undefined> {
      const [row] = await db
        .select()
        .from(secondFactorChallenges)
        .where(
          and(
            eq(secondFactorChallenges.purpose, purpose),
            eq(secondFactorChallenges.tokenHash, tokenHash),
            gt(secondFactorChallenges.expiresAt, at),
          ),
        );
      return row;
    },

    /** The newest live challenge of a person for a purpose (passkey registration, a session's step-up). */
    async latestChallenge(userId: number, purpose: Challenge['purpose'], at: Date, sessionId?: number): Promise<Challenge | undefined> {
      const [row] = await db
        .select()
        .from(secondFactorChallenges)
        .where(
          and(
            eq(secondFactorChallenges.userId, userId),
            eq(secondFactorChallenges.purpose, purpose),
            gt(secondFactorChallenges.expiresAt, at),
            sessionId === undefined ? undefined : eq(secondFactorChallenges.sessionId, sessionId),
          ),
        )
        .orderBy(sql`${secondFactorChallenges.id} desc`)
        .limit(1);
      return row;
    },

    /** Uses a challenge up: answers false when another request already did. */
    async spendChallenge(tx: Database, id: number): Promise<boolean> {
      const rows = await tx
        .delete(secondFactorChallenges)
        .where(eq(secondFactorChallenges.id, id))
        .returning({ id: secondFactorChallenges.id });
      return rows.length === 1;
    },

    async markStepUp(tx: Database, sessionId: number, at: Date, method: StepUpMethod) {
      await tx
        .insert(sessionStepUps)
        .values({ sessionId, verifiedAt: at, method })
        .onConflictDoUpdate({ target: sessionStepUps.sessionId, set: { verifiedAt: at, method } });
    },

    async stepUpOf(sessionId: number): Promise<Date | undefined> {
      const [row] = await db.select({ at: sessionStepUps.verifiedAt }).from(sessionStepUps).where(eq(sessionStepUps.sessionId, sessionId));
      return row?.at;
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;

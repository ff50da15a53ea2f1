import { messages, RECOVERY_CODE_COUNT, type SecondFactorStatus } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import { newTotpSecret, timeStepOf, totpUri } from '../totp.ts';
import { registrationOptions, verifiedRegistration } from '../webauthn.ts';
import type { Proofs } from './proofs.ts';
import { WrongProofError } from './proofs.ts';
import { type FactorHolder, newRecoveryCode, recoveryCodeHash, type SecondFactorDeps } from './shared.ts';

const REGISTRATION_MS = 5 * 60_000;

/**
 * Setting factors up and taking them away: the app (a secret shown once as a QR code, on once a code of it is
 * entered), passkeys, the 10 recovery codes (given with the first factor, made anew on request), and the rule that
 * a person of whom a factor is required keeps one. `forget` is told of every change of a person's standing.
 */
export function createEnrolment(
  deps: SecondFactorDeps,
  proofs: Proofs,
  standing: {
    requiredOf(user: FactorHolder): Promise<'staff' | 'house' | null>;
    forget(userId: number | undefined): Promise<void>;
  },
) {
  const { repository, box, rp, now, events } = deps;

  /** Ten new codes, stored hashed; the old ones stop working in the same transaction. */
  async function issueRecoveryCodes(tx: Database, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repository.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
    return codes;
  }

  /** The first factor brings recovery codes (`hasCodes` read before the transaction); a later one leaves the person's. */
  async function codesWithFirstFactor(tx: Database, userId: number, hasCodes: boolean): Promise<string[] | null> {
    return hasCodes ? null : issueRecoveryCodes(tx, userId);
  }

  /** Refuses to take away the last factor of a person of whom one is required. */
  async function assertMayRemove(user: FactorHolder) {
    if (!(await standing.requiredOf(user))) return;
    const [totp, keys] = await Promise.all([repository.totpOf(user.id), repository.passkeysOf(user.id)]);
    if ((totp?.confirmedAt ? 1 : 0) + keys.length <= 1) throw new ConflictError(messages.lastFactorRequired);
  }

  return {
    async status(user: FactorHolder, pending: boolean): Promise<SecondFactorStatus> {
      const [totp, keys, left, required, house] = await Promise.all([
        repository.totpOf(user.id),
        repository.passkeysOf(user.id),
        repository.recoveryCodesLeft(user.id),
        standing.requiredOf(user),
        repository.houseRuleOf(user.houseId),
      ]);
      return {
        totp: Boolean(totp?.confirmedAt),
        passkeys: keys.map((key) => ({
          id: key.id,
          name: key.name,
          created_at: key.createdAt.toISOString(),
          last_used_at: key.lastUsedAt?.toISOString() ?? null,
        })),
        recovery_codes_left: left,
        required,
        pending,
        house_requires: user.role === 'client' && house,
      };
    },

    async startTotp(user: FactorHolder) {
      const secret = newTotpSecret();
      if (!(await repository.startTotp(user.id, box.seal(secret)))) throw new ConflictError(messages.totpAlreadyOn);
      return { secret, uri: totpUri(secret, deps.config.agencyName, user.email) };
    },

    /** A right code of the new app turns it on (and counts as this session's fresh factor). */
    async confirmTotp(user: FactorHolder, sessionId: number, code: string) {
      const factor = await repository.totpOf(user.id);
      if (!factor) throw new NotFoundError(messages.totpSetupMissing);
      if (factor.confirmedAt) throw new ConflictError(messages.totpAlreadyOn);
      const attempt = await proofs.countGuess(user, 'totp');
      const at = now();
      const step = await timeStepOf(box.open(factor.secretSealed), code, at);
      if (step === undefined) throw new WrongProofError();
      const hasCodes = (await repository.recoveryCodesLeft(user.id)) > 0;
      const codes = await deps.db.transaction(async (tx) => {
        if (!(await repository.takeTimeStep(tx, user.id, step, at, true))) throw new WrongProofError(messages.secondFactorReplayed);
        const issued = await codesWithFirstFactor(tx, user.id, hasCodes);
        await repository.markStepUp(tx, sessionId, at, 'totp');
        await events({ action: 'auth.factor_enroll', person: user, detail: { method: 'totp' } }, tx);
        return issued;
      });
      await attempt.refund();
      await standing.forget(user.id);
      return codes;
    },

    async disableTotp(user: FactorHolder) {
      await assertMayRemove(user);
      const removed = await deps.db.transaction(async (tx) => {
        const gone = await repository.deleteTotp(tx, user.id);
        if (gone) await events({ action: 'auth.factor_remove', person: user, detail: { method: 'totp' } }, tx);
        return gone;
      });
      if (!removed) throw new NotFoundError();
      await standing.forget(user.id);
    },

    async regenerateRecoveryCodes(user: FactorHolder) {
      if ((await proofs.methodsOf(user.id)).length === 0) throw new ConflictError(messages.secondFactorNeededFirst);
      return deps.db.transaction(async (tx) => {
        const codes = await issueRecoveryCodes(tx, user.id);
        await events({ action: 'auth.recovery_codes_regenerate', person: user, detail: {} }, tx);
        return codes;
      });
    },

    async passkeyOptions(user: FactorHolder) {
      const options = await registrationOptions(rp, user, await repository.passkeysOf(user.id));
      await repository.insertChallenge({
        userId: user.id,
        purpose: 'passkey-registration',
        tokenHash: sha256(randomToken()),
        webauthnChallenge: options.challenge,
        expiresAt: new Date(now().getTime() + REGISTRATION_MS),
      });
      return options as unknown as Record<string, unknown>;
    },

    /** A passkey the browser made for this portal's origin, against the person's latest registration challenge. */
    async addPasskey(user: FactorHolder, sessionId: number, name: string, credential: unknown) {
      const at = now();
      const challenge = await repository.latestChallenge(user.id, 'passkey-registration', at);
      const made = challenge?.webauthnChallenge ? await verifiedRegistration(rp, credential, challenge.webauthnChallenge) : undefined;
      if (!challenge || !made) throw ValidationError.field('credential', messages.passkeyRefused);
      const hasCodes = (await repository.recoveryCodesLeft(user.id)) > 0;
      const codes = await deps.db.transaction(async (tx) => {
        if (!(await repository.spendChallenge(tx, challenge.id))) throw ValidationError.field('credential', messages.passkeyRefused);
        if (!(await repository.insertPasskey(tx, { userId: user.id, name, ...made })))
          throw new ConflictError(messages.passkeyAlreadyAdded);
        const issued = await codesWithFirstFactor(tx, user.id, hasCodes);
        await repository.markStepUp(tx, sessionId, at, 'passkey');
        await events({ action: 'auth.factor_enroll', person: user, detail: { method: 'passkey', name } }, tx);
        return issued;
      });
      await standing.forget(user.id);
      return codes;
    },

    async renamePasskey(user: FactorHolder, id: number, name: string) {
      if (!(await repository.renamePasskey(user.id, id, name))) throw new NotFoundError();
    },

    async removePasskey(user: FactorHolder, id: number) {
      await assertMayRemove(user);
      const removed = await deps.db.transaction(async (tx) => {
        const gone = await repository.deletePasskey(tx, user.id, id);
        if (gone) await events({ action: 'auth.factor_remove', person: user, detail: { method: 'passkey', name: gone.name } }, tx);
        return gone;
      });
      if (!removed) throw new NotFoundError();
      await standing.forget(user.id);
    },

    /** The owner's switch; turning it on needs a factor of their own (else they would lock themselves out of the switch). */
    async setHouseRule(owner: FactorHolder, required: boolean) {
      if (owner.role !== 'client') throw new ForbiddenError();
      if (required && (await proofs.methodsOf(owner.id)).length === 0) throw new ConflictError(messages.secondFactorNeededFirst);
      await repository.setHouseRule(owner.houseId, required, owner.id);
      await standing.forget(undefined);
    },
  };
}

import { messages, type SecondFactorMethod, type SecondFactorProof } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { countAttempt } from '../../../lib/attempt-limiter.ts';
import { AppError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../../lib/errors.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import type { Challenge } from '../second-factor.repository.ts';
import { timeStepOf } from '../totp.ts';
import { authenticationOptions, verifiedAssertion } from '../webauthn.ts';
import { type FactorPerson, recoveryCodeHash, type SecondFactorDeps } from './shared.ts';

const SIGN_IN_CHALLENGE_MS = 5 * 60_000;

/**
 * A proof that did not hold: 422 with the field to mark, counted as a guess. Never 401: at a step-up the session is
 * sound, and a 401 would sign the person out.
 */
export class WrongProofError extends ValidationError {
  constructor(message: string = messages.secondFactorWrong) {
    super({ code: [message] }, message);
  }
}

/**
 * Checking a second factor, the one way for sign-in, step-up and enrolment: each guess is counted before it is
 * checked (5 per person and method in 15 minutes, in the database, so 50 sent at once on any number of instances
 * get at most 5 checked), a right one is refunded; the single-use parts (a code's time step, a recovery code, a
 * challenge) are spent by one conditional statement in the caller's transaction.
 */
export function createProofs(deps: SecondFactorDeps) {
  const { repository, box, rp, now, events } = deps;

  /** Counts a guess of `method` for the person, or refuses (429) while that method is locked. */
  async function countGuess(person: FactorPerson, method: SecondFactorMethod | 'password') {
    const attempt = await countAttempt([[deps.guesses, `${person.id}:${method}`]]);
    if (attempt) return attempt;
    await events({ action: 'auth.factor_use_failed', person, detail: { method, locked: true } });
    throw new TooManyRequestsError(messages.secondFactorLocked);
  }

  /**
   * Checks a proof (reads and cryptography, before any transaction: PGlite has one connection) and answers how to
   * spend its single-use part in the caller's transaction; throws WrongProofError when it does not hold.
   */
  async function check(
    userId: number,
    proof: SecondFactorProof,
    passkeyChallenge: string | undefined,
  ): Promise<(tx: Database) => Promise<boolean>> {
    const at = now();
    if (proof.method === 'totp') {
      const factor = await repository.totpOf(userId);
      if (!factor?.confirmedAt) throw new WrongProofError();
      const step = await timeStepOf(box.open(factor.secretSealed), proof.code, at);
      if (step === undefined) throw new WrongProofError();
      return (tx) => repository.takeTimeStep(tx, userId, step, at, false);
    }
    if (proof.method === 'recovery') {
      const hash = recoveryCodeHash(proof.code);
      return (tx) => repository.spendRecoveryCode(tx, userId, hash, at);
    }
    const key = passkeyChallenge ? await repository.passkeyByCredential(userId, proof.credential.id) : undefined;
    if (!key || !passkeyChallenge) throw new WrongProofError();
    const counter = await verifiedAssertion(rp, proof.credential, passkeyChallenge, key);
    if (counter === undefined) throw new WrongProofError();
    // A counter that did not move forward (an authenticator that keeps one: 0 means it keeps none) is a clone's.
    return (tx) => repository.usePasskey(tx, key.id, counter, at);
  }

  /**
   * Counts the guess, runs `work` in a transaction once the proof held (its single-use part spent in the same
   * transaction), and records the use; a wrong proof is recorded, stays counted, and is thrown.
   */
  async function withProof<T>(
    person: FactorPerson,
    proof: SecondFactorProof,
    passkeyChallenge: string | undefined,
    work: (tx: Database) => Promise<T>,
    purpose: 'sign-in' | 'step-up' | 'enrolment',
  ): Promise<T> {
    const userId = person.id;
    const attempt = await countGuess(person, proof.method);
    try {
      const spend = await check(userId, proof, passkeyChallenge);
      const result = await deps.db.transaction(async (tx) => {
        if (!(await spend(tx)))
          throw new WrongProofError(proof.method === 'totp' ? messages.secondFactorReplayed : messages.secondFactorWrong);
        const done = await work(tx);
        await events(
          {
            action: proof.method === 'recovery' ? 'auth.recovery_use' : 'auth.factor_use',
            person,
            detail: { method: proof.method, purpose },
          },
          tx,
        );
        return done;
      });
      await attempt.refund();
      await deps.guesses.reset(`${userId}:${proof.method}`);
      return result;
    } catch (error) {
      if (error instanceof WrongProofError) {
        await events({ action: 'auth.factor_use_failed', person, detail: { method: proof.method, purpose } });
      } else if (error instanceof AppError) {
        // Refused for another reason (screens in use, a spent challenge): not a guess.
        await attempt.refund();
      }
      throw error;
    }
  }

  /** The methods a person can prove, in the order the sign-in page offers them. */
  async function methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    const [totp, keys, codes] = await Promise.all([
      repository.totpOf(userId),
      repository.passkeysOf(userId),
      repository.recoveryCodesLeft(userId),
    ]);
    const methods: SecondFactorMethod[] = [];
    if (keys.length > 0) methods.push('passkey');
    if (totp?.confirmedAt) methods.push('totp');
    if (methods.length > 0 && codes > 0) methods.push('recovery');
    return methods;
  }

  return {
    countGuess,
    withProof,
    methodsOf,

    /**
     * After a correct password: a challenge for the second step (5 minutes, a token only its hash of is kept), with
     * the sign-in's own choices, and a passkey's options when the person has one. Undefined for a person without a factor.
     */
    async startSignIn(userId: number, choices: { rememberMe: boolean; replaceSession: number | undefined }) {
      const methods = await methodsOf(userId);
      if (methods.length === 0) return undefined;
      const keys = methods.includes('passkey') ? await repository.passkeysOf(userId) : [];
      const options = keys.length > 0 ? await authenticationOptions(rp, keys) : undefined;
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + SIGN_IN_CHALLENGE_MS);
      await repository.insertChallenge({
        userId,
        purpose: 'sign-in',
        tokenHash: sha256(token),
        webauthnChallenge: options?.challenge ?? null,
        rememberMe: choices.rememberMe,
        replaceSession: choices.replaceSession ?? null,
        expiresAt,
      });
      return {
        challenge: token,
        methods,
        expires_at: expiresAt.toISOString(),
        ...(options ? { passkey_options: options as unknown as Record<string, unknown> } : {}),
      };
    },

    /** The live sign-in challenge behind a token, or 401 (it expired or was used: the password again). */
    async signInChallenge(token: string): Promise<Challenge> {
      const found = await repository.findChallenge('sign-in', sha256(token), now());
      if (!found) throw new UnauthorizedError(messages.secondFactorChallengeGone);
      return found;
    },

    /** Spends the challenge in the transaction that starts the session: a second use of it answers 401. */
    async spendChallenge(tx: Database, challenge: Challenge) {
      if (!(await repository.spendChallenge(tx, challenge.id))) throw new UnauthorizedError(messages.secondFactorChallengeGone);
    },

    /** The WebAuthn options a step-up with a passkey signs, kept as the session's step-up challenge. */
    async stepUpPasskeyOptions(userId: number, sessionId: number) {
      const keys = await repository.passkeysOf(userId);
      if (keys.length === 0) throw new NotFoundError();
      const options = await authenticationOptions(rp, keys);
      await repository.insertChallenge({
        userId,
        purpose: 'step-up',
        tokenHash: sha256(randomToken()),
        webauthnChallenge: options.challenge,
        sessionId,
        expiresAt: new Date(now().getTime() + SIGN_IN_CHALLENGE_MS),
      });
      return options as unknown as Record<string, unknown>;
    },
  };
}
export type Proofs = ReturnType<typeof createProofs>;

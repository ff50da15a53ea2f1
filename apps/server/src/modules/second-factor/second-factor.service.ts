import { messages, type SecondFactorMethod, STEP_UP_MAX_AGE_MS, type StepUpProof } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { AppError, ForbiddenError, ValidationError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createEnrolment } from './use-cases/enrolment.ts';
import { createProofs } from './use-cases/proofs.ts';
import type { FactorHolder, FactorPerson, SecondFactorDeps } from './use-cases/shared.ts';

export { WrongProofError } from './use-cases/proofs.ts';
export type { FactorHolder, FactorPerson, SecondFactorDeps, SecurityEvent, SecurityEvents } from './use-cases/shared.ts';

const STANDING_CACHE_MS = 5_000;

/** 403 on a sensitive action without a fresh factor; `data` names what the person can confirm with. */
export class StepUpRequiredError extends AppError {
  constructor(methods: Array<SecondFactorMethod | 'password'>) {
    super(403, messages.stepUpRequired, undefined, { step_up: { methods } });
  }
}

/**
 * Two factors: enrolment, the checks of a proof (sign-in, step-up) and who must have one. Whether a
 * person has a factor and their house requires one is read on every request a member or staff member makes, so it
 * is kept 5 s per instance (like the sessions) and forgotten on every instance when it changes (the change bus).
 */
export function createSecondFactorService(deps: SecondFactorDeps) {
  const { repository, now } = deps;
  const proofs = createProofs(deps);
  const standings = new Map<number, { hasFactor: boolean; houseRequires: boolean; until: number }>();

  async function standingOf(user: FactorHolder) {
    const at = Date.now();
    const kept = standings.get(user.id);
    if (kept && kept.until > at) return kept;
    const [hasFactor, houseRequires] = await Promise.all([
      repository.hasFactor(user.id),
      user.role === 'client' ? repository.houseRuleOf(user.houseId) : Promise.resolve(false),
    ]);
    const fresh = { hasFactor, houseRequires, until: at + STANDING_CACHE_MS };
    standings.set(user.id, fresh);
    return fresh;
  }

  async function requiredOf(user: FactorHolder): Promise<'staff' | 'house' | null> {
    if (user.role === 'staff') return deps.config.staffSecondFactor === 'required' ? 'staff' : null;
    return (await standingOf(user)).houseRequires ? 'house' : null;
  }

  function forgetHere(userId: number | undefined) {
    if (userId === undefined) standings.clear();
    else standings.delete(userId);
  }

  /** A person's standing changed: forgotten here at once, and on every instance through the change bus. */
  async function forget(userId: number | undefined, tx: Database = deps.db) {
    forgetHere(userId);
    await deps.bus.announce(tx, { kind: 'sessions', ...(userId === undefined ? {} : { userId }) });
  }

  const enrolment = createEnrolment(deps, proofs, { requiredOf, forget: (userId) => forget(userId) });

  async function stepUpMethods(userId: number): Promise<Array<SecondFactorMethod | 'password'>> {
    const methods = await proofs.methodsOf(userId);
    return methods.length > 0 ? methods : ['password'];
  }

  return {
    ...enrolment,
    methodsOf: proofs.methodsOf,
    startSignIn: proofs.startSignIn,
    signInChallenge: proofs.signInChallenge,
    spendChallenge: proofs.spendChallenge,
    withProof: proofs.withProof,
    stepUpPasskeyOptions: proofs.stepUpPasskeyOptions,
    markStepUp: repository.markStepUp,
    forgetHere,

    async status(user: FactorHolder) {
      return enrolment.status(user, await this.pending(user));
    },

    /** Whether the person must enrol a factor before anything but enrolment, their profile and signing out. */
    async pending(user: FactorHolder): Promise<boolean> {
      if (!(await requiredOf(user))) return false;
      return !(await standingOf(user)).hasFactor;
    },

    /** Refuses (403, with the methods to confirm with) unless the session proved a factor within 10 minutes. */
    async assertSteppedUp(userId: number, sessionId: number) {
      const at = await repository.stepUpOf(sessionId);
      if (at && now().getTime() - at.getTime() <= STEP_UP_MAX_AGE_MS) return;
      throw new StepUpRequiredError(await stepUpMethods(userId));
    },

    /** A fresh factor for this session; the password only for a person who has no factor at all. */
    async stepUp(user: FactorHolder & { passwordHash: string }, sessionId: number, request: StepUpProof) {
      if (request.method === 'password') {
        if ((await proofs.methodsOf(user.id)).length > 0) throw new ForbiddenError(messages.passwordStepUpOnlyWithoutFactor);
        const attempt = await proofs.countGuess(user, 'password');
        if (!(await verifyPassword(user.passwordHash, request.password))) throw ValidationError.field('password', messages.badCredentials);
        await attempt.refund();
        await repository.markStepUp(deps.db, sessionId, now(), 'password');
      } else {
        const challenge = request.method === 'passkey' ? await repository.latestChallenge(user.id, 'step-up', now(), sessionId) : undefined;
        await proofs.withProof(
          user,
          request,
          challenge?.webauthnChallenge ?? undefined,
          async (tx) => {
            if (challenge) await proofs.spendChallenge(tx, challenge);
            await repository.markStepUp(tx, sessionId, now(), request.method);
          },
          'step-up',
        );
      }
      return new Date(now().getTime() + STEP_UP_MAX_AGE_MS);
    },

    /** An administrator's or the client desk's reset of a person who lost every factor, in the caller's transaction. */
    async removeAll(tx: Database, person: FactorPerson) {
      const had = await repository.deleteAll(tx, person.id);
      await deps.events({ action: 'auth.factor_remove', person, byAnother: true, detail: { method: 'all', reset: true } }, tx);
      await forget(person.id, tx);
      return had;
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;

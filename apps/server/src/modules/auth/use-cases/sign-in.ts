import { type LoginRequest, type LoginSecondFactorProof, messages } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { countAttempt } from '../../../lib/attempt-limiter.ts';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../../lib/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/passwords.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import type { User } from '../auth.repository.ts';
import type { Screens } from '../screens.ts';
import { type AuthParts, auditActorOf, type Client } from './shared.ts';

/** Signing in: the password, the lock-outs of failed attempts, the screens of the plan, then a new session. */
export function createSignIn(
  parts: Pick<AuthParts, 'db' | 'repository' | 'subscriptions' | 'limiters' | 'config' | 'audit' | 'secondFactors' | 'now'> & {
    screens: Screens;
  },
) {
  const { repository, db, config, now, screens } = parts;

  /** Why an account whose password is right may still not sign in, or undefined when it may. */
  async function signInRefusal(user: User): Promise<string | undefined> {
    if (user.removedAt) return messages.memberRemovedSignIn;
    if (!user.emailVerifiedAt) return messages.unverified;
    if (user.suspendedAt) return user.houseId === null ? messages.accountSuspended : messages.memberSuspended;
    if (user.houseId !== null && (await repository.findUserById(user.houseId))?.suspendedAt) return messages.accountSuspended;
    return undefined;
  }

  /** A failed sign-in: the account's own when the address is known, else the address tried. */
  async function failed(user: User | undefined, email: string, reason: 'bad_credentials' | 'refused') {
    await parts.audit.record(db, {
      action: 'auth.sign_in_failed',
      actor: user ? auditActorOf(user) : { id: null, email: email.slice(0, 200), role: null, houseId: null },
      object: { type: 'user', id: user?.id ?? null },
      after: { reason },
    });
  }

  /** A new session in `tx` for a user who proved who they are: a screen of the house claimed, the sign-in recorded. */
  async function openSession(
    tx: Database,
    user: User,
    choices: { rememberMe: boolean; replaceSession: number | undefined },
    client: Client,
    allowed: number,
  ) {
    const holder = { id: user.id, role: user.role, houseId: user.houseId ?? user.id };
    parts.subscriptions.forgetHere(holder.houseId);
    const token = randomToken();
    const started = now();
    const lifetime = choices.rememberMe ? config.session.rememberMeMs : config.session.absoluteMs;
    const expiresAt = new Date(started.getTime() + lifetime);
    await screens.claim(tx, holder, allowed, choices.replaceSession);
    const sessionId = await repository.insertSession(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      rememberMe: choices.rememberMe,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 255),
      lastUsedAt: started,
      expiresAt,
    });
    await parts.audit.record(tx, {
      action: 'auth.sign_in',
      actor: auditActorOf(user),
      object: { type: 'user', id: user.id },
      after: { remember_me: choices.rememberMe },
    });
    const grant = {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_at: expiresAt.toISOString(),
      new_token: user.mustChangePassword ? 0 : 1,
    };
    return { grant, sessionId };
  }

  return {
    async login(body: LoginRequest & { email: string }, client: Client) {
      const accountKey = `${body.email}|${client.ip}`;
      const attempt = await countAttempt([
        [parts.limiters.loginByIp, client.ip],
        [parts.limiters.loginByAccount, accountKey],
      ]);
      if (!attempt) {
        client.log.warn({ ip: client.ip }, 'login rate limit reached');
        throw new TooManyRequestsError();
      }
      const user = await repository.findUserByEmail(body.email);
      const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        client.log.warn({ ip: client.ip, known: Boolean(user) }, 'login failed');
        await failed(user, body.email, 'bad_credentials');
        throw new UnauthorizedError(messages.badCredentials, { email: [messages.badCredentials] });
      }
      // Only failures count, so a newsroom behind one address keeps signing in.
      await attempt.refund();
      const refusal = await signInRefusal(user);
      if (refusal) {
        await failed(user, body.email, 'refused');
        throw new ForbiddenError(refusal);
      }
      await parts.limiters.loginByAccount.reset(accountKey);
      const choices = { rememberMe: Boolean(body.rememberMe), replaceSession: body.replace_session };
      // A person with a second factor gets no session yet: a challenge for the second step.
      const secondFactor = await parts.secondFactors.startSignIn(user.id, choices);
      if (secondFactor) return { second_factor: secondFactor };
      const allowed = await screens.allowed(user.houseId ?? user.id, now());
      return db.transaction(async (tx) => {
        const opened = await openSession(tx, user, choices, client, allowed);
        // The password just given is as fresh a proof as a step-up with it (a person without a factor steps up so):
        // sensitive actions need no second asking for 10 minutes, as GitHub's sudo mode starts at sign-in.
        await parts.secondFactors.markStepUp(tx, opened.sessionId, now(), 'password');
        return opened.grant;
      });
    },

    /**
     * The sign-in's second step: the challenge a correct password gave and a proof of a second factor; the session
     * opens in the transaction that spends the challenge and the proof's single-use part.
     */
    async loginSecondFactor(body: LoginSecondFactorProof, client: Client) {
      const challenge = await parts.secondFactors.signInChallenge(body.challenge);
      const user = await repository.findUserById(challenge.userId);
      const refusal = user ? await signInRefusal(user) : messages.secondFactorChallengeGone;
      if (!user || refusal) throw new ForbiddenError(refusal ?? messages.forbidden);
      const { challenge: _token, ...proof } = body;
      const allowed = await screens.allowed(user.houseId ?? user.id, now());
      const choices = { rememberMe: challenge.rememberMe, replaceSession: challenge.replaceSession ?? undefined };
      return parts.secondFactors.withProof(
        user,
        proof,
        challenge.webauthnChallenge ?? undefined,
        async (tx) => {
          await parts.secondFactors.spendChallenge(tx, challenge);
          const opened = await openSession(tx, user, choices, client, allowed);
          await parts.secondFactors.markStepUp(tx, opened.sessionId, now(), proof.method);
          return opened.grant;
        },
        'sign-in',
      );
    },
  };
}

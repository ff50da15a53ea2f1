import { type LoginRequest, messages } from '@portal/shared';
import { countAttempt } from '../../../lib/attempt-limiter.ts';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../../lib/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/passwords.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import type { User } from '../auth.repository.ts';
import type { Screens } from '../screens.ts';
import type { AuthParts, Client } from './shared.ts';

/** Signing in: the password, the lock-outs of failed attempts, the screens of the plan, then a new session. */
export function createSignIn(
  parts: Pick<AuthParts, 'db' | 'repository' | 'subscriptions' | 'limiters' | 'config' | 'now'> & { screens: Screens },
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
        throw new UnauthorizedError(messages.badCredentials, { email: [messages.badCredentials] });
      }
      // Only failures count, so a newsroom behind one address keeps signing in.
      await attempt.refund();
      const refusal = await signInRefusal(user);
      if (refusal) throw new ForbiddenError(refusal);
      await parts.limiters.loginByAccount.reset(accountKey);
      const holder = { id: user.id, role: user.role, houseId: user.houseId ?? user.id };
      parts.subscriptions.forgetHere(holder.houseId);
      const allowed = await screens.allowed(holder.houseId, now());
      const token = randomToken();
      const started = now();
      const lifetime = body.rememberMe ? config.session.rememberMeMs : config.session.absoluteMs;
      const expiresAt = new Date(started.getTime() + lifetime);
      await db.transaction(async (tx) => {
        await screens.claim(tx, holder, allowed, body.replace_session);
        await repository.insertSession(tx, {
          userId: user.id,
          tokenHash: sha256(token),
          rememberMe: Boolean(body.rememberMe),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 255),
          lastUsedAt: started,
          expiresAt,
        });
      });
      return {
        access_token: token,
        token_type: 'Bearer' as const,
        expires_at: expiresAt.toISOString(),
        new_token: user.mustChangePassword ? 0 : 1,
      };
    },
  };
}

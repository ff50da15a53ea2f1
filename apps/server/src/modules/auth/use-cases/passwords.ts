import { type ChangeClientPasswordRequest, type CreatePasswordRequest, messages } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { countAttempt } from '../../../lib/attempt-limiter.ts';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { sha256 } from '../../../lib/tokens.ts';
import type { NewUser, SignedInUser, User } from '../auth.repository.ts';
import { type AuthParts, auditActorOf, type Client, issueLink, PASSWORD_LINK_TTL_MS } from './shared.ts';

/** Forgot-password work, done off the request so the answer takes as long for an unknown address. */
export const PASSWORD_RESET_QUEUE = 'password-reset';

/** Forgot-password and create-password links, and changing a known password. */
export function createPasswords(
  parts: Pick<AuthParts, 'db' | 'repository' | 'bus' | 'mailer' | 'jobs' | 'limiters' | 'mails' | 'recentSessions' | 'audit' | 'now'>,
) {
  const { repository, db, mails, recentSessions, now } = parts;

  /** Mails a link to set a password; `audited` records who asked (staff resending it), in the same transaction. */
  async function mailPasswordLink(user: User, audited = false) {
    await db.transaction(async (tx) => {
      const link = await issueLink(parts, tx, user.id, 'create_password', PASSWORD_LINK_TTL_MS);
      await parts.mailer.send(mails.passwordReset(user, link.token), tx);
      if (audited) {
        await parts.audit.record(tx, {
          action: 'auth.password_reset_request',
          object: { type: 'user', id: user.id },
          houseId: user.role === 'staff' ? null : (user.houseId ?? user.id),
        });
      }
    });
  }

  /**
   * Stores a new password: every session and every outstanding link of the account (reset, verification)
   * ends with the old one. Answers the ids of the links it ended.
   */
  async function storePassword(tx: Database, userId: number, values: Pick<NewUser, 'passwordHash' | 'emailVerifiedAt'>) {
    const at = now();
    await repository.updateUser(tx, userId, { ...values, mustChangePassword: false, passwordChangedAt: at });
    await repository.revokeAllSessions(tx, userId, at);
    return repository.endOpenLinks(tx, userId, at);
  }

  /** A create-password or invitation link that can still be used; a used or expired invitation is told apart. */
  async function usablePasswordLink(token: string) {
    const tokenHash = sha256(token);
    const link = await repository.findUsableLink(tokenHash, ['create_password', 'invitation'], now());
    if (link) return link;
    const spent = await repository.findLink(tokenHash);
    throw new ValidationError({}, spent?.purpose === 'invitation' ? messages.invitationInvalid : messages.linkInvalid);
  }

  return {
    async checkPasswordLink(token: string): Promise<void> {
      await usablePasswordLink(token);
    },

    /** Sets the password behind a create-password link; an invitation's link also makes its person a member. */
    async createPassword(token: string, body: CreatePasswordRequest): Promise<void> {
      const link = await usablePasswordLink(token);
      const refusal = link.purpose === 'invitation' ? messages.invitationInvalid : messages.linkInvalid;
      const passwordHash = await hashPassword(body.password);
      const user = await repository.findUserById(link.userId);
      const at = now();
      await db.transaction(async (tx) => {
        const ended = await storePassword(tx, link.userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? at });
        if (!ended.includes(link.id)) throw new ValidationError({}, refusal);
        // An invited colleague joins by setting a password, whether through the invitation or a reset link.
        if (user && !user.joinedAt) await repository.updateUser(tx, link.userId, { joinedAt: at });
        if (user) {
          const joined = link.purpose === 'invitation' || !user.joinedAt;
          await parts.audit.record(tx, {
            action: joined && user.houseId !== null ? 'team.join' : 'auth.password_reset',
            actor: auditActorOf(user),
            object: { type: 'user', id: user.id },
            after: { password: 'changed', sessions: 'ended' },
          });
        }
        await parts.bus.announce(tx, { kind: 'sessions', userId: link.userId });
      });
      recentSessions.forgetUser(link.userId);
    },

    /**
     * Answers the same whether or not the address is known; the address is looked up by a job.
     * Only the asking address is refused: past the per-address mail limit the answer stays the same and
     * no mail goes out, so a stranger cannot make the owner's own request fail.
     */
    async requestPasswordReset(email: string, client: Client): Promise<void> {
      if (!(await countAttempt([[parts.limiters.resetByIp, client.ip]]))) throw new TooManyRequestsError();
      if (!(await countAttempt([[parts.limiters.resetMails, email]]))) {
        client.log.info('password reset mail skipped: this address had enough of them this hour');
        return;
      }
      await parts.jobs.enqueue(PASSWORD_RESET_QUEUE, [{ data: { email } }]);
    },

    /** The job of a forgot-password request: a link by mail to an address that has a usable account. */
    async mailResetLinkTo(email: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user || user.suspendedAt || user.removedAt) return;
      await mailPasswordLink(user);
    },

    /** Staff resend the password mail; the per-address mail limit of the reset keeps a mailbox from being flooded. */
    async resendPasswordMail(user: User): Promise<void> {
      if (user.suspendedAt) throw new ConflictError(messages.accountSuspended);
      if (!(await countAttempt([[parts.limiters.resetMails, user.email]]))) throw new TooManyRequestsError();
      await mailPasswordLink(user, true);
    },

    async changePassword(user: SignedInUser, body: ChangeClientPasswordRequest): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, body.current_password))) {
        throw ValidationError.field('current_password', messages.currentPasswordWrong);
      }
      if (body.password === body.current_password) throw ValidationError.field('password', messages.passwordUnchanged);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await storePassword(tx, user.id, { passwordHash });
        await parts.audit.record(tx, {
          action: 'auth.password_change',
          actor: auditActorOf(user),
          object: { type: 'user', id: user.id },
          after: { password: 'changed', sessions: 'ended' },
        });
        await parts.bus.announce(tx, { kind: 'sessions', userId: user.id });
      });
      recentSessions.forgetUser(user.id);
    },
  };
}

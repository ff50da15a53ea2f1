import { INVITATION_TTL_DAYS, messages, type StaffInviteForm, type StaffRole } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { countAttempt } from '../../../lib/attempt-limiter.ts';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../../lib/errors.ts';
import { generatePassword, hashPassword } from '../../../lib/passwords.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { changingStaff, type StaffAdminDeps } from './shared.ts';

const DAY_MS = 86_400_000;

/** Administrators invite staff by mail with their roles, and send a waiting invitation again. */
export function createStaffInvitations(deps: StaffAdminDeps) {
  const { db, repository, users, now } = deps;

  /** Counted before the transaction that sends it: the attempt store is the database, which PGlite serves one call at a time. */
  async function countInvitationMail(email: string) {
    if (!(await countAttempt([[deps.invitationMails, email]]))) throw new TooManyRequestsError(messages.invitationMailsLimited);
  }

  async function mailInvitation(
    tx: Database,
    person: { id: number; email: string; fullName: string; staffRoles: StaffRole[] },
    inviter: string,
  ) {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS);
    await users.insertLink(tx, { userId: person.id, purpose: 'invitation', tokenHash: sha256(token), expiresAt });
    await deps.mailer.send(deps.mails.invitation(person, inviter, token, INVITATION_TTL_DAYS), tx);
  }

  return {
    /** A new staff member with their roles, who joins by creating a password from the mailed link; answers their id. */
    async invite(caller: Authenticated, body: StaffInviteForm): Promise<number> {
      if (await users.findUserByEmail(body.email)) throw ValidationError.field('email', messages.staffEmailTaken);
      await countInvitationMail(body.email);
      const passwordHash = await hashPassword(generatePassword());
      try {
        return await db.transaction(async (tx) => {
          const person = await users.insertUser(tx, {
            role: 'staff',
            type: 1,
            staffRoles: body.staff_roles,
            fullName: body.full_name,
            email: body.email,
            passwordHash,
            mustChangePassword: true,
            joinedAt: null,
            invitedBy: caller.user.id,
          });
          await mailInvitation(tx, person, caller.user.fullName);
          await deps.audit.record(tx, {
            action: 'staff.create',
            object: { type: 'staff', id: person.id },
            after: { full_name: person.fullName, email: person.email, staff_roles: person.staffRoles },
          });
          return person.id;
        });
      } catch (error) {
        // The same address invited twice at the same moment: one row wins.
        if (isUniqueViolation(error)) throw ValidationError.field('email', messages.staffEmailTaken);
        throw error;
      }
    },

    async resendInvitation(caller: Authenticated, id: number): Promise<void> {
      const waiting = await repository.find(id);
      if (!waiting) throw new NotFoundError();
      if (waiting.joinedAt !== null) throw new ConflictError(messages.staffNotInvited);
      await countInvitationMail(waiting.email);
      await changingStaff(deps, id, async (tx, person) => {
        if (person.joinedAt !== null) throw new ConflictError(messages.staffNotInvited);
        await users.endOpenLinks(tx, person.id, now());
        await mailInvitation(tx, person, caller.user.fullName);
        await deps.audit.record(tx, { action: 'staff.invitation_resend', object: { type: 'staff', id } });
      });
    },
  };
}

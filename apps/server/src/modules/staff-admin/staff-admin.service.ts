import {
  INVITATION_TTL_DAYS,
  messages,
  type Paged,
  type StaffInviteForm,
  type StaffListQuery,
  type StaffMember,
  type StaffRole,
  type StaffStatus,
} from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { type AttemptLimiter, countAttempt } from '../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { Authenticated, AuthService } from '../auth/auth.service.ts';
import { pageMeta } from '../content/content-query.ts';
import type { staffMails } from './staff-admin.mails.ts';
import type { StaffAdminRepository, StaffRow } from './staff-admin.repository.ts';

const DAY_MS = 86_400_000;

const statusOf = (row: Pick<StaffRow, 'joinedAt' | 'suspendedAt'>): StaffStatus =>
  row.joinedAt === null ? 'invited' : row.suspendedAt ? 'suspended' : 'active';

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) => a.length === b.length && a.every((role) => b.includes(role));

/**
 * The agency's staff as administrators manage them: invitations by mail, roles, suspension and signing out
 * everywhere, each recorded in the audit trail in its own transaction. The portal always keeps an active
 * administrator: the change that would leave none is refused, even when two administrators make it at once.
 */
export function createStaffAdminService(deps: {
  db: Database;
  repository: StaffAdminRepository;
  users: Pick<AuthRepository, 'findUserByEmail' | 'insertUser' | 'insertLink' | 'revokeAllSessions' | 'endOpenLinks'>;
  auth: Pick<AuthService, 'forgetSessionsHere'>;
  bus: Pick<ChangeBus, 'announce'>;
  mailer: Pick<Mailer, 'send'>;
  mails: ReturnType<typeof staffMails>;
  invitationMails: AttemptLimiter;
  audit: Audit;
  now: () => Date;
}) {
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

  /** Runs `change` on the person's row with every active administrator's locked; a person who is not staff is not found. */
  async function changing<T>(id: number, change: (tx: Database, person: StaffRow, administrators: number[]) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const { person, administrators } = await repository.lockForChange(tx, id);
      if (!person) throw new NotFoundError();
      const outcome = await change(tx, person, administrators);
      await deps.bus.announce(tx, { kind: 'sessions', userId: id });
      return outcome;
    });
    deps.auth.forgetSessionsHere({ userId: id });
    return result;
  }

  /** Refuses a change that takes the last active administrator away. */
  function keepAnAdministrator(person: StaffRow, administrators: number[]) {
    if (administrators.length === 1 && administrators[0] === person.id) throw new ConflictError(messages.staffLastAdministrator);
  }

  return {
    async list(query: StaffListQuery): Promise<Paged<StaffMember>> {
      const { rows, total } = await repository.page(query, now());
      return {
        data: rows.map((row) => ({
          id: row.id,
          full_name: row.fullName,
          email: row.email,
          staff_roles: row.staffRoles,
          status: statusOf(row),
          last_active_at: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
          sessions: row.sessions,
          created_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta(total, query),
      };
    },

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
      await changing(id, async (tx, person) => {
        if (person.joinedAt !== null) throw new ConflictError(messages.staffNotInvited);
        await users.endOpenLinks(tx, person.id, now());
        await mailInvitation(tx, person, caller.user.fullName);
        await deps.audit.record(tx, { action: 'staff.invitation_resend', object: { type: 'staff', id } });
      });
    },

    /** Replaces the roles; they apply to the person's next request (every instance forgets their cached session). */
    async setRoles(id: number, staffRoles: StaffRole[]): Promise<void> {
      await changing(id, async (tx, person, administrators) => {
        if (sameRoles(person.staffRoles, staffRoles)) return;
        if (!staffRoles.includes('administrator')) keepAnAdministrator(person, administrators);
        await repository.setRoles(tx, id, staffRoles);
        await deps.audit.record(tx, {
          action: 'staff.roles_change',
          object: { type: 'staff', id },
          before: { staff_roles: person.staffRoles },
          after: { staff_roles: staffRoles },
        });
      });
    },

    /** Suspends (every session and waiting link ends) or reinstates; nobody suspends themselves. */
    async setSuspended(caller: Authenticated, id: number, suspended: boolean): Promise<void> {
      if (suspended && id === caller.user.id) throw new ConflictError(messages.staffSelfSuspend);
      await changing(id, async (tx, person, administrators) => {
        if ((person.suspendedAt !== null) === suspended) return;
        const at = now();
        if (suspended) {
          keepAnAdministrator(person, administrators);
          await users.revokeAllSessions(tx, id, at);
          await users.endOpenLinks(tx, id, at);
        }
        await repository.setSuspended(tx, id, suspended ? at : null);
        await deps.audit.record(tx, {
          action: suspended ? 'staff.suspend' : 'staff.reinstate',
          object: { type: 'staff', id },
          before: { suspended_at: person.suspendedAt },
          after: { suspended_at: suspended ? at : null },
        });
      });
    },

    async signOutEverywhere(id: number): Promise<void> {
      await changing(id, async (tx) => {
        await users.revokeAllSessions(tx, id, now());
        await deps.audit.record(tx, { action: 'auth.sign_out_everywhere', object: { type: 'staff', id } });
      });
    },
  };
}
export type StaffAdminService = ReturnType<typeof createStaffAdminService>;

import { INVITATION_TTL_DAYS, type InviteMemberRequest, MAX_TEAM_MEMBERS, messages } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { countAttempt } from '../../../lib/attempt-limiter.ts';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../../lib/errors.ts';
import { generatePassword, hashPassword } from '../../../lib/passwords.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { TeamUser } from '../../auth/team.repository.ts';
import { houseName, houseOf, type TeamParts } from './shared.ts';

const DAY_MS = 86_400_000;

/** The owner invites a colleague with a role by mail, sends the invitation again or takes it back. */
export function createInvitations(
  parts: Pick<TeamParts, 'db' | 'repository' | 'users' | 'mailer' | 'invitationMails' | 'mails' | 'audit' | 'now'>,
) {
  const { db, repository, users, now } = parts;

  async function countInvitationMail(email: string) {
    if (!(await countAttempt([[parts.invitationMails, email]]))) throw new TooManyRequestsError(messages.invitationMailsLimited);
  }

  async function mailInvitation(tx: Database, person: TeamUser, inviter: Authenticated, house: TeamUser) {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS);
    await users.insertLink(tx, { userId: person.id, purpose: 'invitation', tokenHash: sha256(token), expiresAt });
    const from = { inviter: inviter.user.fullName, house: houseName(house), role: person.teamRole };
    await parts.mailer.send(parts.mails.invitation(person, from, token, INVITATION_TTL_DAYS), tx);
  }

  async function pendingPerson(caller: Authenticated, userId: number) {
    const person = await repository.personOf(caller.user.houseId, userId);
    if (!person || person.joinedAt || person.removedAt) throw new NotFoundError();
    return person;
  }

  /** An address already in use: a colleague of this house (joined, invited or removed), or someone else's. */
  function refuseTaken(existing: TeamUser, houseId: number) {
    if ((existing.houseId ?? existing.id) !== houseId) throw ValidationError.field('email', messages.invitationOtherHouse);
    if (!existing.joinedAt) throw ValidationError.field('email', messages.invitationAlreadyPending);
    throw ValidationError.field('email', messages.invitationAlreadyMember);
  }

  return {
    async invite(caller: Authenticated, body: InviteMemberRequest): Promise<void> {
      const houseId = caller.user.houseId;
      const house = await houseOf(parts, caller);
      const existing = await users.findUserByEmail(body.email);
      if (existing && !(existing.removedAt && existing.houseId === houseId)) refuseTaken(existing, houseId);
      await countInvitationMail(body.email);
      try {
        await db.transaction(async (tx) => {
          if ((await repository.countPeople(tx, houseId)) >= MAX_TEAM_MEMBERS) {
            throw ValidationError.field('email', messages.teamFull(MAX_TEAM_MEMBERS));
          }
          const values = { fullName: body.full_name, teamRole: body.role, invitedBy: caller.user.id, joinedAt: null, removedAt: null };
          let person: TeamUser;
          if (existing) {
            await users.updateUser(tx, existing.id, values);
            person = { ...existing, ...values };
          } else {
            const unusable = await hashPassword(generatePassword());
            person = await users.insertUser(tx, {
              ...values,
              email: body.email,
              houseId,
              passwordHash: unusable,
              mustChangePassword: true,
            });
          }
          await mailInvitation(tx, person, caller, house);
          await parts.audit.record(tx, {
            action: 'team.invite',
            object: { type: 'member', id: person.id },
            after: { email: body.email, full_name: body.full_name, role: body.role },
          });
        });
      } catch (error) {
        // The same address invited twice at the same moment: one row wins, the other is told it is waiting.
        if (isUniqueViolation(error)) throw ValidationError.field('email', messages.invitationAlreadyPending);
        throw error;
      }
    },

    async resendInvitation(caller: Authenticated, userId: number): Promise<void> {
      const person = await pendingPerson(caller, userId);
      const house = await houseOf(parts, caller);
      await countInvitationMail(person.email);
      await db.transaction(async (tx) => {
        await repository.endInvitationLinks(tx, person.id, now());
        await mailInvitation(tx, person, caller, house);
      });
    },

    async cancelInvitation(caller: Authenticated, userId: number): Promise<void> {
      const person = await pendingPerson(caller, userId);
      await db.transaction(async (tx) => {
        await repository.endInvitationLinks(tx, person.id, now());
        // A former member invited again goes back to removed (their name stays on what they did); a new address leaves no trace.
        if (person.passwordChangedAt) await users.updateUser(tx, person.id, { removedAt: now() });
        else if (!(await repository.deletePending(tx, caller.user.houseId, person.id))) throw new NotFoundError();
        await parts.audit.record(tx, {
          action: 'team.invitation_cancel',
          object: { type: 'member', id: person.id },
          before: { email: person.email },
        });
      });
    },
  };
}

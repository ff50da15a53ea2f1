import { type ChangeRoleRequest, messages } from '@portal/shared';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { announceSessions, type TeamParts } from './shared.ts';

/** The owner changes a member's role or removes them; either reaches the member's sessions at once. */
export function createMembers(parts: Pick<TeamParts, 'db' | 'repository' | 'users' | 'auth' | 'bus' | 'audit' | 'now'>) {
  const { db, repository, users } = parts;

  async function joinedPerson(caller: Authenticated, userId: number) {
    const person = await repository.personOf(caller.user.houseId, userId);
    if (!person?.joinedAt || person.removedAt) throw new NotFoundError();
    return person;
  }

  return {
    async changeRole(caller: Authenticated, userId: number, body: ChangeRoleRequest): Promise<void> {
      const person = await joinedPerson(caller, userId);
      if (person.teamRole === 'owner') throw ValidationError.field('role', messages.ownerRoleFixed);
      await db.transaction(async (tx) => {
        await users.updateUser(tx, person.id, { teamRole: body.role });
        await parts.audit.record(tx, {
          action: 'team.role_change',
          object: { type: 'member', id: person.id },
          before: { role: person.teamRole },
          after: { role: body.role },
        });
        await announceSessions(parts, tx, person.id);
      });
      parts.auth.forgetSessionsHere({ userId: person.id });
    },

    /** The member can no longer sign in and every session of theirs ends now; their name stays on what they did. */
    async remove(caller: Authenticated, userId: number): Promise<void> {
      const person = await joinedPerson(caller, userId);
      if (person.teamRole === 'owner') throw new ConflictError(messages.ownerCannotLeave);
      const at = parts.now();
      await db.transaction(async (tx) => {
        await users.updateUser(tx, person.id, { removedAt: at });
        await parts.audit.record(tx, {
          action: 'team.remove',
          object: { type: 'member', id: person.id },
          before: { email: person.email, role: person.teamRole },
          after: { removed_at: at },
        });
        await users.revokeAllSessions(tx, person.id, at);
        await repository.dropOffer(tx, caller.user.houseId, person.id);
        await announceSessions(parts, tx, person.id);
      });
      parts.auth.forgetSessionsHere({ userId: person.id });
    },
  };
}

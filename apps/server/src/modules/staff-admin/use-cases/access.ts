import { messages, type StaffRole } from '@portal/shared';
import { ConflictError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { StaffRow } from '../../auth/staff.repository.ts';
import { changingStaff, type StaffAdminDeps } from './shared.ts';

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) => a.length === b.length && a.every((role) => b.includes(role));

/** Refuses a change that takes the last active administrator away. */
function keepAnAdministrator(person: StaffRow, administrators: number[]) {
  if (administrators.length === 1 && administrators[0] === person.id) throw new ConflictError(messages.staffLastAdministrator);
}

/**
 * A staff member's roles, suspension and sessions. The portal always keeps an active administrator: the change that
 * would leave none is refused, even when two administrators make it at once (changingStaff locks them all).
 */
export function createStaffAccess(deps: StaffAdminDeps) {
  const { repository, users, now } = deps;
  return {
    /** Replaces the roles; they apply to the person's next request (every instance forgets their cached session). */
    async setRoles(id: number, staffRoles: StaffRole[]): Promise<void> {
      await changingStaff(deps, id, async (tx, person, administrators) => {
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
      await changingStaff(deps, id, async (tx, person, administrators) => {
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
      await changingStaff(deps, id, async (tx) => {
        await users.revokeAllSessions(tx, id, now());
        await deps.audit.record(tx, { action: 'auth.sign_out_everywhere', object: { type: 'staff', id } });
      });
    },
  };
}

import { messages } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import type { AuthParts } from './shared.ts';

/**
 * A person lost every factor (and their recovery codes): the client desk (for a client or member) or an
 * administrator (for staff) removes them, recorded with who did it; the person's sessions end, and they sign in
 * with their password and set up a new factor (at once, where one is required of them).
 */
export function createSecondFactorReset(parts: Pick<AuthParts, 'db' | 'repository' | 'bus' | 'secondFactors' | 'recentSessions' | 'now'>) {
  const { db, repository, now } = parts;
  return {
    async resetSecondFactors(targetId: number, kind: 'client' | 'staff') {
      const target = await repository.findUserById(targetId);
      // The client desk reaches clients only; staff accounts are an administrator's.
      if (!target || target.role !== kind) throw new NotFoundError();
      await db.transaction(async (tx) => {
        await parts.secondFactors.removeAll(tx, target);
        await repository.revokeAllSessions(tx, target.id, now());
        await parts.bus.announce(tx, { kind: 'sessions', userId: target.id });
      });
      parts.recentSessions.forgetUser(target.id);
      return messages.secondFactorsReset;
    },
  };
}

import type { Database } from '../../../db/client.ts';
import type { AttemptLimiter } from '../../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { Audit } from '../../audit/audit.service.ts';
import type { AuthRepository } from '../../auth/auth.repository.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { StaffRepository, StaffRow } from '../../auth/staff.repository.ts';
import type { staffMails } from '../staff-admin.mails.ts';

export type StaffAdminDeps = {
  db: Database;
  repository: StaffRepository;
  users: Pick<AuthRepository, 'findUserByEmail' | 'insertUser' | 'insertLink' | 'revokeAllSessions' | 'endOpenLinks'>;
  auth: Pick<AuthService, 'forgetSessionsHere'>;
  bus: Pick<ChangeBus, 'announce'>;
  mailer: Pick<Mailer, 'send'>;
  mails: ReturnType<typeof staffMails>;
  /** Invitation mails to one address: a resend cannot flood a mailbox. */
  invitationMails: AttemptLimiter;
  audit: Audit;
  now: () => Date;
};

/**
 * Runs `change` on a staff member's row with every active administrator's locked, then has every instance forget the
 * person's cached sessions, so their next request runs with what changed; a person who is not staff is not found.
 */
export async function changingStaff<T>(
  deps: Pick<StaffAdminDeps, 'db' | 'repository' | 'bus' | 'auth'>,
  id: number,
  change: (tx: Database, person: StaffRow, administrators: number[]) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const { person, administrators } = await deps.repository.lockForChange(tx, id);
    if (!person) throw new NotFoundError();
    const outcome = await change(tx, person, administrators);
    await deps.bus.announce(tx, { kind: 'sessions', userId: id });
    return outcome;
  });
  deps.auth.forgetSessionsHere({ userId: id });
  return result;
}

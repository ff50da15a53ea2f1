import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { AttemptLimiter } from '../../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { Audit } from '../../audit/audit.service.ts';
import type { AuthRepository } from '../../auth/auth.repository.ts';
import type { Authenticated, AuthService } from '../../auth/auth.service.ts';
import type { TeamRepository, TeamUser } from '../../auth/team.repository.ts';
import type { teamMails } from '../team.mails.ts';

export type TeamDeps = {
  db: Database;
  repository: TeamRepository;
  users: Pick<AuthRepository, 'findUserByEmail' | 'findUserById' | 'insertUser' | 'updateUser' | 'insertLink' | 'revokeAllSessions'>;
  auth: Pick<AuthService, 'screens' | 'forgetSessionsHere'>;
  bus: Pick<ChangeBus, 'announce'>;
  mailer: Mailer;
  /** Invitation mails to one address: an owner's Resend cannot flood a mailbox. */
  invitationMails: AttemptLimiter;
  config: Pick<Config, 'publicUrl' | 'agencyName'>;
  /** Invitations, roles, removals and hand-overs are security events of the house. */
  audit: Audit;
  now?: () => Date;
};

/** What the use cases share, built once by the service: its dependencies, its clock and the team mails. */
export type TeamParts = Omit<TeamDeps, 'now'> & { now: () => Date; mails: ReturnType<typeof teamMails> };

export const houseName = (house: TeamUser) => house.companyName || house.fullName;

/** The caller's media house, by its own account. */
export async function houseOf({ users }: Pick<TeamParts, 'users'>, caller: Authenticated) {
  const house = await users.findUserById(caller.user.houseId);
  if (!house) throw new NotFoundError();
  return house;
}

/** Tells every instance that a person's sessions changed (role, removal), inside the writing transaction. */
export const announceSessions = ({ bus }: Pick<TeamParts, 'bus'>, tx: Database, userId: number) =>
  bus.announce(tx, { kind: 'sessions', userId });

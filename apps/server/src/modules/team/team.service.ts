import { teamMails } from './team.mails.ts';
import { createInvitations } from './use-cases/invitations.ts';
import { createMembers } from './use-cases/members.ts';
import { createMembership } from './use-cases/membership.ts';
import { createOverview } from './use-cases/overview.ts';
import { createOwnership } from './use-cases/ownership.ts';
import type { TeamDeps, TeamParts } from './use-cases/shared.ts';

export type { TeamDeps } from './use-cases/shared.ts';

/**
 * A media house's team: the owner invites colleagues with a role, changes roles, removes members and
 * hands ownership over; every member sees their own place. The routes give the owner's calls to owners only
 * (plugins/access-policy.ts); each call here still checks that the person named belongs to the caller's house.
 * One use case a file under `use-cases/`.
 */
export function createTeamService(deps: TeamDeps) {
  const parts: TeamParts = { ...deps, now: deps.now ?? (() => new Date()), mails: teamMails(deps.config) };
  return {
    ...createOverview(parts),
    ...createInvitations(parts),
    ...createMembers(parts),
    ...createOwnership(parts),
    ...createMembership(parts),
  };
}
export type TeamService = ReturnType<typeof createTeamService>;

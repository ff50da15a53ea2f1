import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AttemptLimiter, type AttemptStore } from '../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createTeamRepository } from '../auth/team.repository.ts';
import { clientMembersRoutes, membershipRoutes, teamRoutes } from './team.routes.ts';
import { createTeamService } from './team.service.ts';

/** Media-house teams and screens: the owner's Team screen, every member's devices and membership, the console's view. */
export function teamModule(deps: {
  db: Database;
  auth: AuthService;
  users: AuthRepository;
  bus: Pick<ChangeBus, 'announce'>;
  mailer: Mailer;
  attempts: AttemptStore;
  config: Pick<Config, 'publicUrl' | 'agencyName'>;
  now: () => Date;
}) {
  const invitationMails = new AttemptLimiter({ name: 'invitation-mails', max: 5, windowMs: 3_600_000, store: deps.attempts });
  const team = createTeamService({ ...deps, invitationMails, repository: createTeamRepository(deps.db) });
  const screens = deps.auth.screens;
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(teamRoutes({ team, screens }), { prefix: '/api/client/team' });
    await app.register(membershipRoutes({ team, screens }), { prefix: '/api/client' });
    await app.register(clientMembersRoutes({ team }), { prefix: '/api/v1' });
  };
  return { name: 'team', routes, team };
}

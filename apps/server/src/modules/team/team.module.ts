import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createTeamRepository } from '../auth/team.repository.ts';
import { clientMembersRoutes, membershipRoutes, teamRoutes } from './team.routes.ts';
import { createTeamService } from './team.service.ts';

/** Media-house teams and screens: the owner's Team screen, every member's devices and membership, the console's view. */
export const teamModule = defineModule({
  name: 'team',
  needs: ['db', 'auth', 'users', 'bus', 'mailer', 'attempts', 'config', 'audit', 'now'],
  gives: [],
  build: (deps) => {
    const invitationMails = new AttemptLimiter({ name: 'invitation-mails', max: 5, windowMs: 3_600_000, store: deps.attempts });
    const team = createTeamService({ ...deps, invitationMails, repository: createTeamRepository(deps.db) });
    const screens = deps.auth.screens;
    return {
      routes: async (app) => {
        await app.register(teamRoutes({ team, screens }));
        await app.register(membershipRoutes({ team, screens }));
        await app.register(clientMembersRoutes({ team }));
      },
    };
  },
});

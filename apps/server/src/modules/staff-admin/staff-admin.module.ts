import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createStaffRepository } from '../auth/staff.repository.ts';
import { staffMails } from './staff-admin.mails.ts';
import { staffAdminRoutes } from './staff-admin.routes.ts';
import { createStaffAdminService } from './staff-admin.service.ts';

/** The agency's staff accounts, managed by administrators under /api/v1/staff. */
export const staffAdminModule = defineModule({
  name: 'staff-admin',
  needs: ['db', 'auth', 'users', 'bus', 'mailer', 'attempts', 'audit', 'config', 'now'],
  gives: [],
  build: (deps) => {
    const staff = createStaffAdminService({
      ...deps,
      repository: createStaffRepository(deps.db),
      mails: staffMails(deps.config),
      invitationMails: new AttemptLimiter({ name: 'staff-invitation-mails', max: 5, windowMs: 3_600_000, store: deps.attempts }),
    });
    return {
      routes: async (app) => {
        await app.register(staffAdminRoutes({ staff }));
      },
    };
  },
});

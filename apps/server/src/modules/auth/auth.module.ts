import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { type AuthRepository, createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, createAuthService, PASSWORD_RESET_QUEUE } from './auth.service.ts';
import { createDevicesRepository } from './devices.repository.ts';

const MINUTE = 60_000;

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Sign-in, sessions and profiles; it also backs the guards. */
    auth: AuthService;
    /** The users table's reads and writes. */
    users: AuthRepository;
  }
}

/** Registration, sign-in, sessions and passwords, under /api/auth/v2. */
export const authModule = defineModule({
  name: 'auth',
  needs: [
    'db',
    'bus',
    'attempts',
    'config',
    'subscriptions',
    'sociair',
    'mailer',
    'sms',
    'storage',
    'links',
    'jobs',
    'audit',
    'secondFactors',
    'now',
  ],
  gives: ['auth', 'users'],
  build: async ({ attempts, ...deps }) => {
    const limiter = (name: string, max: number, windowMs: number) => new AttemptLimiter({ name, max, windowMs, store: attempts });
    const users = createAuthRepository(deps.db);
    const auth = createAuthService({
      ...deps,
      repository: users,
      devices: createDevicesRepository(deps.db),
      limiters: {
        // Failures only: a newsroom behind one NAT address signs in many times a day.
        loginByIp: limiter('login-ip', 30, 15 * MINUTE),
        loginByAccount: limiter('login-account', 5, 15 * MINUTE),
        resetByIp: limiter('reset-ip', 10, 15 * MINUTE),
        // Mails to one address: past it forgot-password still answers the same and sends nothing.
        resetMails: limiter('reset-mails', 3, 60 * MINUTE),
      },
    });
    await deps.jobs.work<{ email: string }>(PASSWORD_RESET_QUEUE, deps.config.mailRetry, (job) => auth.mailResetLinkTo(job.email));
    deps.bus.on((change) => {
      if (change.kind === 'sessions') auth.forgetSessionsHere(change);
    });
    deps.bus.onGap(() => auth.forgetSessionsHere());
    return {
      gives: { auth, users },
      routes: async (app) => {
        await app.register(authRoutes({ auth, storage: deps.storage }));
      },
    };
  },
});

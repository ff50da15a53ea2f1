import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthDeps, createAuthService } from './auth.service.ts';

const MINUTE = 60_000;

/** Registration, sign-in, sessions and passwords, under /api/auth/v2; `auth` also backs the guards, `users` is its repository. */
export function authModule(deps: Omit<AuthDeps, 'repository' | 'limiters'>) {
  const users = createAuthRepository(deps.db);
  const auth = createAuthService({
    ...deps,
    repository: users,
    limiters: {
      // Failures only: a newsroom behind one NAT address signs in many times a day.
      loginByIp: new AttemptLimiter({ max: 30, windowMs: 15 * MINUTE }),
      loginByAccount: new AttemptLimiter({ max: 5, windowMs: 15 * MINUTE }),
      resetByIp: new AttemptLimiter({ max: 10, windowMs: 15 * MINUTE }),
      // Mails to one address: past it forgot-password still answers the same and sends nothing.
      resetMails: new AttemptLimiter({ max: 3, windowMs: 60 * MINUTE }),
    },
  });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(authRoutes({ auth, storage: deps.storage }), { prefix: '/api/auth/v2' });
  };
  return { name: 'auth', routes, auth, users };
}

import { AttemptLimiter, type AttemptStore } from '../../lib/attempt-limiter.ts';
import type { JobQueue, RetryPolicy } from '../../lib/job-queue.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthDeps, createAuthService, PASSWORD_RESET_QUEUE } from './auth.service.ts';
import { createDevicesRepository } from './devices.repository.ts';

const MINUTE = 60_000;

/** Registration, sign-in, sessions and passwords, under /api/auth/v2; `auth` also backs the guards, `users` is its repository. */
export async function authModule(
  deps: Omit<AuthDeps, 'repository' | 'devices' | 'limiters' | 'jobs'> & { attempts: AttemptStore; jobs: JobQueue; retry: RetryPolicy },
) {
  const limiter = (name: string, max: number, windowMs: number) => new AttemptLimiter({ name, max, windowMs, store: deps.attempts });
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
  await deps.jobs.work<{ email: string }>(PASSWORD_RESET_QUEUE, deps.retry, (job) => auth.mailResetLinkTo(job.email));
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(authRoutes({ auth, storage: deps.storage }), { prefix: '/api/auth/v2' });
  };
  return { name: 'auth', routes, auth, users };
}

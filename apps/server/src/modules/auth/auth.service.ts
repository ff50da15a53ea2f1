import { accountMails } from './auth.mails.ts';
import { createSessionCache } from './session-cache.ts';
import { createDevices } from './use-cases/devices.ts';
import { createPasswords } from './use-cases/passwords.ts';
import { createProfile } from './use-cases/profile.ts';
import { createRegistration } from './use-cases/register.ts';
import { createSecondFactorReset } from './use-cases/second-factor-reset.ts';
import { createSessions } from './use-cases/sessions.ts';
import type { AuthDeps, Authenticated, AuthParts } from './use-cases/shared.ts';
import { createSignIn } from './use-cases/sign-in.ts';

export { PASSWORD_RESET_QUEUE } from './use-cases/passwords.ts';
export type { AuthDeps, Authenticated, Client, ProfileUpdate } from './use-cases/shared.ts';

const SESSION_CACHE_MS = 5_000;

/**
 * Registration, sign-in, sessions, passwords and the profile, one use case a file under `use-cases/`.
 * They share one session cache: whatever ends or changes a session forgets it there for all of them.
 */
export function createAuthService(deps: AuthDeps) {
  const parts: AuthParts = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    mails: accountMails(deps.config),
    recentSessions: createSessionCache<Authenticated>({ ttlMs: SESSION_CACHE_MS }),
  };
  const screens = createDevices(parts);
  return {
    ...createRegistration(parts),
    ...createSignIn({ ...parts, screens }),
    ...createSessions(parts),
    ...createPasswords(parts),
    ...createProfile(parts),
    ...createSecondFactorReset(parts),
    /** The signed-in devices of one person or of a whole media house, and signing one out. */
    screens,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import { messages } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { redactUrl } from '../lib/request-log.ts';
import type { Authenticated, AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

const PASSWORD_CHANGE_PENDING = 'Please change your password before you continue.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** onRequest hooks deciding who reaches a route. */
export function createGuards(auth: AuthService) {
  async function signedIn(request: FastifyRequest) {
    const token = bearerToken(request);
    const found = token ? await auth.authenticate(token) : undefined;
    if (!found) throw new UnauthorizedError();
    request.auth = found;
  }

  return {
    /** Any signed-in user, even one who still has to change a generated password. */
    signedIn,
    /** A client or staff member whose password is their own. */
    async member(request: FastifyRequest) {
      await signedIn(request);
      if (request.auth?.user.mustChangePassword) throw new ForbiddenError(PASSWORD_CHANGE_PENDING);
    },
    async staff(request: FastifyRequest) {
      await signedIn(request);
      if (request.auth?.user.role !== 'staff') {
        request.log.warn({ userId: request.auth?.user.id, url: redactUrl(request.url) }, 'permission denied');
        throw new ForbiddenError(messages.forbidden);
      }
    },
  };
}
export type Guards = ReturnType<typeof createGuards>;

/** The signed-in caller; only valid behind a guard. */
export function caller(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

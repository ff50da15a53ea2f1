import { isServerPath, messages, type OAuthScope, type StaffArea, staffRolesReach, type TeamRole, teamRoleReaches } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { redactUrl } from '../lib/request-log.ts';
import type { Authenticated, AuthService } from '../modules/auth/auth.service.ts';
import type { ApiKeyHolder, ApiKeysService } from '../modules/feed/api-keys.service.ts';
import { looksLikeJwt } from '../modules/oauth/access-tokens.ts';
import { scopeOfFeedPath } from '../modules/oauth/feed-scopes.ts';
import { BearerChallengeError, type TokenCheckService, type TokenHolder } from '../modules/oauth/token-check.service.ts';
import {
  ACCESS_POLICY,
  type Access,
  accessGroupFor,
  type ClientAccess,
  isStaffAccess,
  staffAreaOf,
  TEAM_ROLE_OF_LEVEL,
} from './access-policy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
    /** The media house whose API key or OAuth access token made the call, behind the `api-key` level. */
    apiKey: ApiKeyHolder | TokenHolder | null;
  }
  interface FastifyInstance {
    /** Every server route with the access ACCESS_POLICY gives it, in registration order. */
    routeAccess: RouteAccess[];
  }
}

/**
 * `module` names the feature module registering the route ('app' for app-wide plugins); `group` the access
 * table's group that decided, none where the route's contract did.
 */
export type RouteAccess = { method: string; url: string; access: Access; module: string; group?: string };

export const PASSWORD_CHANGE_PENDING = 'Please change your password before you continue.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** onRequest hooks deciding who reaches a route. */
export function createGuards({
  auth,
  apiKeys,
  feedTokens,
}: {
  auth: AuthService;
  apiKeys: Pick<ApiKeysService, 'authenticate'>;
  feedTokens: Pick<TokenCheckService, 'authenticate'>;
}) {
  async function signedIn(request: FastifyRequest) {
    const token = bearerToken(request);
    const found = token ? await auth.authenticate(token) : undefined;
    if (!found) throw new UnauthorizedError();
    request.auth = found;
  }

  async function member(request: FastifyRequest) {
    await signedIn(request);
    if (request.auth?.user.mustChangePassword) throw new ForbiddenError(PASSWORD_CHANGE_PENDING);
  }

  /** A member of a media house whose role reaches `needed`; staff pass. */
  function team(needed: TeamRole) {
    return async function teamRole(request: FastifyRequest) {
      await member(request);
      const user = request.auth?.user;
      if (!user || user.role === 'staff' || teamRoleReaches(user.teamRole, needed)) return;
      request.log.warn({ userId: user.id, role: user.teamRole, url: redactUrl(request.url) }, 'team role too low');
      throw new ForbiddenError(messages.teamRoleForbidden);
    };
  }

  return {
    /** Any signed-in user, even one who still has to change a generated password. */
    signedIn,
    /** A client or staff member whose password is their own. */
    member,
    reporter: team(TEAM_ROLE_OF_LEVEL.reporter),
    editor: team(TEAM_ROLE_OF_LEVEL.editor),
    owner: team(TEAM_ROLE_OF_LEVEL.owner),
    /**
     * A house's machine: one of its API keys, or an OAuth access token (a JWT, RFC 9068) holding `scope`, refused
     * with RFC 6750's challenge in `WWW-Authenticate`.
     */
    machine(scope: OAuthScope | undefined) {
      return async function machineCaller(request: FastifyRequest, reply: FastifyReply) {
        const credential = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!credential || !looksLikeJwt(credential)) {
          request.apiKey = await apiKeys.authenticate(request.headers.authorization);
          return;
        }
        try {
          request.apiKey = await feedTokens.authenticate(credential, scope);
        } catch (error) {
          if (error instanceof BearerChallengeError) reply.header('www-authenticate', error.challenge);
          throw error;
        }
      };
    },
    /** A staff member; with `area`, one whose roles open that part of the console (an administrator opens all). */
    staff(area?: StaffArea) {
      return async function staffRole(request: FastifyRequest) {
        await signedIn(request);
        const user = request.auth?.user;
        if (user?.role === 'staff' && (!area || staffRolesReach(user.staffRoles, area))) return;
        request.log.warn({ userId: user?.id, staffRoles: user?.staffRoles, area, url: redactUrl(request.url) }, 'permission denied');
        throw new ForbiddenError(messages.forbidden);
      };
    },
  };
}
export type Guards = ReturnType<typeof createGuards>;

/**
 * Who may call a route: its contract's level, or else the access table's group covering it (named, for the
 * route table). Throws for a server route neither covers: a new route is closed until one says who may call it.
 */
function accessOf(method: string, url: string, contractAccess: Access | undefined): Pick<RouteAccess, 'access' | 'group'> {
  if (contractAccess) return { access: contractAccess };
  const group = accessGroupFor(method, url);
  if (!group) throw new Error(`Neither a contract nor an access group covers ${method} ${url}: serve it from its contract`);
  return { access: ACCESS_POLICY[group] as Access, group };
}

/** Puts the guard of each server route's access in front of it, for every route registered from now on. */
export function enforceAccessPolicy(app: FastifyInstance, guards: Guards) {
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKey', null);
  const clientGuards: Record<ClientAccess, ((request: FastifyRequest) => Promise<void>) | undefined> = {
    guest: undefined,
    'signed-in': guards.signedIn,
    member: guards.member,
    reporter: guards.reporter,
    editor: guards.editor,
    owner: guards.owner,
  };
  const guardOf = (access: Exclude<Access, 'api-key'>) =>
    isStaffAccess(access) ? guards.staff(staffAreaOf(access)) : clientGuards[access];
  app.addHook('onRoute', function recordAndGuard(this: FastifyInstance, route: RouteOptions) {
    if (!isServerPath(route.url)) return;
    const [method = 'GET'] = [route.method].flat();
    const { access, group } = accessOf(method, route.url, route.config?.access);
    routeAccess.push({ method, url: route.url, access, module: this.featureModule ?? 'app', ...(group ? { group } : {}) });
    // A machine's token must hold the scope of the Feed API's part the route is in (modules/oauth/feed-scopes.ts).
    const guard = access === 'api-key' ? guards.machine(scopeOfFeedPath(route.url)) : guardOf(access);
    if (!guard) return;
    // An API key is checked after the route's own limit (an onRequest hook), so wrong keys are limited as right
    // ones are, and before the body is read; a session is checked first of all.
    if (access === 'api-key') route.preParsing = [guard, ...[route.preParsing ?? []].flat()];
    else route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}

/** The signed-in caller; only valid behind a guard. */
export function caller(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** The media house whose API key or access token called; only valid behind the `api-key` level. */
export function apiKeyHolder(request: FastifyRequest): ApiKeyHolder | TokenHolder {
  if (!request.apiKey) throw new UnauthorizedError();
  return request.apiKey;
}

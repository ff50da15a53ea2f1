import {
  messages,
  STAFF_AREAS,
  STAFF_ROLES,
  type StaffArea,
  type StaffRole,
  staffRolesReach,
  TEAM_ROLES,
  type TeamRole,
  teamRoleReaches,
} from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_POLICY, type Access, accessGroupFor, TEAM_ROLE_OF_LEVEL } from './plugins/access-policy.ts';
import { PASSWORD_CHANGE_PENDING, type RouteAccess } from './plugins/guards.ts';
import { buildStaff, signedInClient } from './test/content-factories.ts';
import { buildClient, PASSWORD } from './test/factories.ts';
import { bearer } from './test/http.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

type Role = 'guest' | 'pending' | TeamRole | StaffRole | 'api-key' | 'oauth-token';

const CLIENT_LEVELS: Access[] = ['guest', 'signed-in', 'member'];
/**
 * Which access levels each caller passes, read from the policy's own table of team roles: a media
 * house's owner, editor, reporter and viewer each pass the client levels their role reaches. A pending user has
 * yet to change a generated password.
 */
const PASSES: Record<Role, Access[]> = {
  guest: ['guest'],
  pending: ['guest', 'signed-in'],
  ...(Object.fromEntries(
    TEAM_ROLES.map((role) => [
      role,
      [
        ...CLIENT_LEVELS,
        ...Object.entries(TEAM_ROLE_OF_LEVEL)
          .filter(([level, needed]) => level !== 'member' && teamRoleReaches(role, needed))
          .map(([level]) => level as Access),
      ],
    ]),
  ) as Record<TeamRole, Access[]>),
  /** Each staff role: every client level, any staff member's routes, and the console's parts its role opens (all for an administrator). */
  ...(Object.fromEntries(
    STAFF_ROLES.map((role) => [
      role,
      [
        ...CLIENT_LEVELS,
        ...(Object.keys(TEAM_ROLE_OF_LEVEL) as Access[]),
        'staff',
        ...(Object.keys(STAFF_AREAS) as StaffArea[]).filter((area) => staffRolesReach([role], area)).map((area): Access => `staff:${area}`),
      ],
    ]),
  ) as Record<StaffRole, Access[]>),
  /** A media house's machine: a session is no API key, and an API key opens no session's route. */
  'api-key': ['guest', 'api-key'],
  /** An OAuth access token with every scope passes where an API key does, and nowhere else. */
  'oauth-token': ['guest', 'api-key'],
};
/** Who is refused as not signed in (401) rather than not allowed (403). */
const unauthorized = (role: Role, access: Access) =>
  role === 'guest' || role === 'api-key' || role === 'oauth-token' || access === 'api-key';

let t: TestApp;
const headersOf = {} as Record<Role, Record<string, string>>;

async function signIn(email: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password: PASSWORD } });
  return bearer(login.json().data.access_token as string);
}

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  headersOf.guest = {};
  headersOf.pending = await signIn((await buildClient(t.db, { mustChangePassword: true })).email);
  const house = await signedInClient(t.app, t.db, { expiresInDays: 30, screens: TEAM_ROLES.length });
  headersOf.owner = house.headers;
  for (const role of TEAM_ROLES.filter((teamRole) => teamRole !== 'owner')) {
    headersOf[role] = await signIn((await buildClient(t.db, { houseId: house.client.id, teamRole: role })).email);
  }
  for (const role of STAFF_ROLES) headersOf[role] = await signIn((await buildStaff(t.db, [role])).email);
  const key = await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers: house.headers, payload: { name: 'CMS' } });
  headersOf['api-key'] = bearer(key.json().data.key as string);
  const client = await t.app.inject({
    method: 'POST',
    url: '/api/client/oauth-clients',
    headers: house.headers,
    payload: { name: 'CMS', scopes: ['feed:read', 'agenda:read'] },
  });
  const { client_id, client_secret } = client.json().data as { client_id: string; client_secret: string };
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret }).toString(),
  });
  headersOf['oauth-token'] = bearer(token.json().access_token as string);
});
afterAll(() => t.close());

/**
 * Routes whose own answer cannot tell a guard's refusal from the handler's: the simulators check
 * their callers' credentials as the real services do, the generic ingest API checks its staff API key
 * itself, and the live feed never ends for one let in.
 */
const OWN_ANSWERS = ['/sim/', '/api/auth/v2/news/feed', '/api/ingest/'];

/** Every route once (HEAD is GET's twin); signing out last, as it ends the caller's session. */
function routesToCall(role: Role): RouteAccess[] {
  const passed = (route: RouteAccess) => PASSES[role].includes(route.access);
  const routes = t.app.routeAccess.filter(
    (route) => route.method !== 'HEAD' && !(passed(route) && OWN_ANSWERS.some((prefix) => route.url.startsWith(prefix))),
  );
  const isLogout = (route: RouteAccess) => route.url === '/api/auth/v2/logout';
  return [...routes.filter((route) => !isLogout(route)), ...routes.filter(isLogout)];
}

/** A concrete address for a route pattern: ids that match no row, so no call changes anything. */
const concreteUrl = (pattern: string) => pattern.replace(/:\w+/g, '999999').replace(/\*$/, 'nothing');

function refusedBy(response: LightMyRequestResponse): 'unauthorized' | 'forbidden' | undefined {
  if (response.statusCode === 401) return 'unauthorized';
  const message = response.statusCode === 403 ? response.json().message : undefined;
  return [messages.forbidden, messages.teamRoleForbidden, PASSWORD_CHANGE_PENDING].includes(message ?? '') ? 'forbidden' : undefined;
}

describe('the access policy', () => {
  it('covers every server route, and every group covers a route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(100);
    const used = new Set(t.app.routeAccess.map((route) => route.group));
    expect(Object.keys(ACCESS_POLICY).filter((group) => !used.has(group))).toEqual([]);
  });

  it('picks the longest group, a method-led one before the bare path', () => {
    // A table of its own: the portal's shrinks as routes move to their contracts.
    const policy: Record<string, Access> = {
      '/api/v1/client/news': 'reporter',
      '/api/v1/client/news/export': 'editor',
      '/api/v1/promoPopup': 'staff',
      'GET /api/v1/promoPopup': 'signed-in',
    };
    expect(accessGroupFor('GET', '/api/v1/client/news/export', policy)).toBe('/api/v1/client/news/export');
    expect(accessGroupFor('GET', '/api/v1/client/news/3', policy)).toBe('/api/v1/client/news');
    expect(accessGroupFor('HEAD', '/api/v1/promoPopup', policy)).toBe('GET /api/v1/promoPopup');
    expect(accessGroupFor('PUT', '/api/v1/promoPopup', policy)).toBe('/api/v1/promoPopup');
    expect(accessGroupFor('GET', '/api/v1/newsroom', policy)).toBeUndefined();
  });

  it('opens each part of the console to its own staff role and to administrators alone', () => {
    const passing = (area: StaffArea) => STAFF_ROLES.filter((role) => PASSES[role].includes(`staff:${area}`));
    expect(passing('desk')).toEqual(['administrator', 'desk_editor']);
    expect(passing('review')).toEqual(['administrator', 'reviewer']);
    expect(passing('clients')).toEqual(['administrator', 'client_manager']);
    expect(passing('finance')).toEqual(['administrator', 'finance']);
    expect(passing('analytics')).toEqual(['administrator', 'analyst']);
    expect(passing('admin')).toEqual(['administrator']);
  });

  it('gives each team role the levels of the roles below it, and staff every level', () => {
    expect(PASSES.viewer).toEqual(['guest', 'signed-in', 'member']);
    expect(PASSES.reporter).toEqual(['guest', 'signed-in', 'member', 'reporter']);
    expect(PASSES.editor).toEqual(['guest', 'signed-in', 'member', 'reporter', 'editor']);
    expect(PASSES.owner).toEqual(['guest', 'signed-in', 'member', 'reporter', 'editor', 'owner']);
  });

  it.each<Role>(['guest', 'pending', ...TEAM_ROLES, ...STAFF_ROLES, 'api-key', 'oauth-token'])(
    'lets a %s through exactly the routes its level passes',
    async (role) => {
      const wrong: string[] = [];
      for (const route of routesToCall(role)) {
        const response = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url), headers: headersOf[role] });
        const expected = PASSES[role].includes(route.access) ? undefined : unauthorized(role, route.access) ? 'unauthorized' : 'forbidden';
        const refused = refusedBy(response);
        if (refused !== expected)
          wrong.push(`${route.method} ${route.url} (${route.access}): ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

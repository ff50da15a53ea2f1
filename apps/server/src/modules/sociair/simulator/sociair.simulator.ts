import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hideFromApiDocs } from '../../../lib/api-docs.ts';

/**
 * The social-automation service for development and tests, at the paths sociair.client.ts calls:
 * find-tenant, user/login (one account asks for a 2FA code), the account profile, its social profiles
 * and categories, posts and logout. It keeps every post it receives (one per idempotency key), and
 * tests steer it through /control: read the posts, fail the next posts, revoke a tenant's tokens,
 * replace a tenant's profiles. Tokens are signed, so they outlive a restart of the portal.
 */

export type SimulatedAccount = {
  tenantId: string;
  tenantName: string;
  username: string;
  mobile: string;
  password: string;
  /** The code this account asks for after the password; null when it has no 2FA. */
  twofaCode: string | null;
  name: string;
  email: string;
  domain: string;
};

export const SIMULATED_PASSWORD = 'sociair#2026';

export const SIMULATED_ACCOUNTS: readonly SimulatedAccount[] = [
  {
    tenantId: 'ratopati-media',
    tenantName: 'Ratopati Media',
    username: 'newsroom',
    mobile: '9800000001',
    password: SIMULATED_PASSWORD,
    twofaCode: null,
    name: 'Ratopati Newsroom',
    email: 'social@ratopati.example',
    domain: 'ratopati.example',
  },
  {
    tenantId: 'himal-khabar',
    tenantName: 'Himal Khabar',
    username: 'himal-desk',
    mobile: '9800000002',
    password: SIMULATED_PASSWORD,
    twofaCode: '246810',
    name: 'Himal Khabar Desk',
    email: 'desk@himalkhabar.example',
    domain: 'himalkhabar.example',
  },
];

type SimulatedProfile = { id: number; name: string; type: string; logo: string | null; enabled: boolean };

/** Every type the service knows, including some the portal does not show, and one page switched off. */
const defaultProfiles = (account: SimulatedAccount): SimulatedProfile[] => [
  { id: 101, name: `${account.tenantName} Facebook`, type: 'fb_page', logo: null, enabled: true },
  { id: 102, name: `${account.tenantName} Instagram`, type: 'instagram', logo: null, enabled: true },
  { id: 103, name: `${account.tenantName} on X`, type: 'twitter', logo: null, enabled: true },
  { id: 104, name: `${account.tenantName} LinkedIn`, type: 'linkedin', logo: null, enabled: true },
  { id: 105, name: `${account.tenantName} Viber channel`, type: 'viber_channel', logo: null, enabled: true },
  { id: 106, name: `${account.tenantName} YouTube`, type: 'youtube', logo: null, enabled: true },
  { id: 107, name: `${account.tenantName} old Facebook page`, type: 'fb_page', logo: null, enabled: false },
];

export type ReceivedPost = { id: string; tenantId: string; idempotencyKey: string; body: Record<string, unknown>; receivedAt: string };

const SUBSCRIPTION_DAYS = 200;
const DAY_MS = 86_400_000;

export function sociairSimulator(deps: {
  secret: string;
  /** The agency's categories, which the service offers its tenants to follow. */
  categories: () => Promise<{ id: number; name: string; slug: string }[]>;
  now?: () => number;
}): FastifyPluginAsync {
  const now = deps.now ?? Date.now;
  const profiles = new Map<string, SimulatedProfile[]>();
  const received: ReceivedPost[] = [];
  const revokedTokens = new Set<string>();
  const revokedBefore = new Map<string, number>();
  let failuresToCome = 0;

  const sign = (payload: string) => createHmac('sha256', `sociair-simulator:${deps.secret}`).update(payload).digest('base64url');

  function issueToken(account: SimulatedAccount) {
    const payload = Buffer.from(JSON.stringify({ t: account.tenantId, u: account.username, iat: now(), n: randomUUID() })).toString(
      'base64url',
    );
    return `sim.${payload}.${sign(payload)}`;
  }

  /** The account behind the request's bearer token, or a 401 sent. */
  function signedIn(request: FastifyRequest, reply: FastifyReply): SimulatedAccount | undefined {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const [prefix, payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(sign(payload));
    const valid = prefix === 'sim' && Buffer.byteLength(signature) === expected.length && timingSafeEqual(Buffer.from(signature), expected);
    const claims = valid ? (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { t: string; u: string; iat: number }) : undefined;
    const account = claims && SIMULATED_ACCOUNTS.find((entry) => entry.tenantId === claims.t && entry.username === claims.u);
    const revoked = claims && (revokedTokens.has(token) || claims.iat <= (revokedBefore.get(claims.t) ?? -1));
    if (!account || revoked || request.headers['x-tenant'] !== account.tenantId) {
      reply.status(401).send({ message: 'Unauthenticated.' });
      return undefined;
    }
    return account;
  }

  const profilesOf = (account: SimulatedAccount) => profiles.get(account.tenantId) ?? defaultProfiles(account);

  return async (app) => {
    hideFromApiDocs(app);
    app.post<{ Querystring: { username?: string } }>('/central/find-tenant', async (request) => {
      const wanted = (request.query.username ?? '').trim().toLowerCase();
      const account = SIMULATED_ACCOUNTS.find((entry) => entry.username === wanted || entry.mobile === wanted);
      return account ? [{ tenant_id: account.tenantId, name: account.tenantName }] : [];
    });

    app.post<{ Body: { username?: unknown; password?: unknown; twofa_token?: unknown } }>('/user/login', async (request, reply) => {
      const login = request.body?.username;
      const account = SIMULATED_ACCOUNTS.find(
        (entry) => entry.tenantId === request.headers['x-tenant'] && (entry.username === login || entry.mobile === login),
      );
      if (!account || request.body.password !== account.password) return reply.status(401).send({ message: 'Invalid credentials.' });
      if (account.twofaCode) {
        const code = request.body.twofa_token;
        if (!code) return reply.status(422).send({ message: 'Two-factor authentication code required.', twofa_required: true });
        if (code !== account.twofaCode) {
          return reply.status(422).send({ message: 'Invalid code.', errors: { twofa_token: ['The code is invalid.'] } });
        }
      }
      return { data: { access_token: issueToken(account) } };
    });

    app.get('/user/profile', async (request, reply) => {
      const account = signedIn(request, reply);
      if (!account) return reply;
      return {
        data: {
          photo: null,
          username: account.username,
          tenant: account.tenantName,
          name: account.name,
          email: account.email,
          domain: account.domain,
          subscription_end_at: new Date(now() + SUBSCRIPTION_DAYS * DAY_MS).toISOString(),
        },
      };
    });

    app.get('/social-profiles', async (request, reply) => {
      const account = signedIn(request, reply);
      if (!account) return reply;
      return { data: profilesOf(account) };
    });

    app.get('/categories', async (request, reply) => {
      const account = signedIn(request, reply);
      if (!account) return reply;
      const agencyCategories = await deps.categories();
      return { data: agencyCategories.map((category) => ({ id: 500 + category.id, name: category.name, slug: category.slug })) };
    });

    app.post<{ Body: Record<string, unknown> }>('/posts', async (request, reply) => {
      const account = signedIn(request, reply);
      if (!account) return reply;
      if (failuresToCome > 0) {
        failuresToCome -= 1;
        return reply.status(503).send({ message: 'Service temporarily unavailable.' });
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = new Set(profilesOf(account).map((profile) => String(profile.id)));
      const chosen = request.body?.profile_ids;
      if (!key || !Array.isArray(chosen) || chosen.length === 0 || !chosen.every((id) => known.has(String(id)))) {
        return reply.status(422).send({ message: 'Invalid post: an idempotency key and known profile ids are required.' });
      }
      const earlier = received.find((post) => post.tenantId === account.tenantId && post.idempotencyKey === key);
      if (earlier) return { data: { id: earlier.id } };
      const post = {
        id: randomUUID(),
        tenantId: account.tenantId,
        idempotencyKey: key,
        body: request.body,
        receivedAt: new Date(now()).toISOString(),
      };
      received.push(post);
      return reply.status(201).send({ data: { id: post.id } });
    });

    app.post('/user/logout', async (request, reply) => {
      if (!signedIn(request, reply)) return reply;
      revokedTokens.add((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return { message: 'Logged out.' };
    });

    app.get<{ Querystring: { tenant_id?: string } }>('/control/posts', async (request) => ({
      data: received.filter((post) => !request.query.tenant_id || post.tenantId === request.query.tenant_id),
    }));

    app.post<{ Body: { count?: number } }>('/control/fail-next', async (request) => {
      failuresToCome = Math.max(0, Math.trunc(Number(request.body?.count ?? 1)));
      return { message: `The next ${failuresToCome} post(s) fail` };
    });

    app.post<{ Body: { tenant_id?: string } }>('/control/revoke', async (request) => {
      revokedBefore.set(String(request.body?.tenant_id), now());
      return { message: 'Tokens revoked' };
    });

    app.put<{ Body: { tenant_id?: string; profiles?: SimulatedProfile[] } }>('/control/profiles', async (request, reply) => {
      const account = SIMULATED_ACCOUNTS.find((entry) => entry.tenantId === request.body?.tenant_id);
      if (!account || !Array.isArray(request.body.profiles))
        return reply.status(422).send({ message: 'tenant_id and profiles are required' });
      profiles.set(account.tenantId, request.body.profiles);
      return { data: profilesOf(account) };
    });
  };
}

import { messages } from '@portal/shared';
import { z } from 'zod';
import { UpstreamError } from '../../lib/errors.ts';
import { type ServiceAnswer, type ServiceHttp, type ServiceRequest, ServiceUnreachableError } from '../../lib/service-http.ts';

/**
 * The one adapter to the social-automation service (PROTOCOLS.md). Its central API finds the tenant
 * by username and logs in (`X-Tenant` once the tenant is known); the calls after login carry the
 * access token. Profile, profiles, categories, posts and logout are of our own design, answered by
 * the simulator in development and tests.
 */

/** The service could not be reached or failed on its side: worth trying again later. */
export class SociairUnavailableError extends UpstreamError {
  constructor() {
    super(messages.sociairUnavailable);
  }
}

/** The service no longer accepts the access token: the client has to log in again. */
export class SociairTokenRefusedError extends Error {}

/** The service refused the request itself (a 4xx other than 401); trying again changes nothing. */
export class SociairRejectedError extends UpstreamError {}

export type LoginOutcome =
  | { kind: 'signed_in'; accessToken: string }
  | { kind: 'wrong_password' }
  | { kind: 'twofa_required' }
  | { kind: 'twofa_wrong' };

export type SociairSession = { tenantId: string; accessToken: string };

export type PostToSocial = {
  /** The same key for every try of one item and client, so the service publishes it once. */
  idempotencyKey: string;
  newsId: number;
  title: string;
  summary: string;
  image: string | null;
  categories: string[];
  publishedAt: string;
  profileIds: string[];
};

const tenantList = z.array(z.object({ tenant_id: z.coerce.string(), name: z.string() }));
const loginAnswer = z.object({ data: z.object({ access_token: z.string().min(1) }) });
const loginRefusal = z.object({ twofa_required: z.boolean().optional(), errors: z.record(z.string(), z.unknown()).optional() });
const accountAnswer = z.object({
  data: z.object({
    photo: z.string().nullable().catch(null),
    username: z.string(),
    tenant: z.string(),
    name: z.string().catch(''),
    email: z.string().catch(''),
    domain: z.string().catch(''),
    subscription_end_at: z.string().nullable().catch(null),
  }),
});
const profilesAnswer = z.object({
  data: z.array(
    z.object({ id: z.coerce.string(), name: z.string(), type: z.string(), logo: z.string().nullable().catch(null), enabled: z.boolean() }),
  ),
});
const categoriesAnswer = z.object({ data: z.array(z.object({ id: z.coerce.string(), name: z.string(), slug: z.string() })) });
const postAnswer = z.object({ data: z.object({ id: z.coerce.string() }) });

export type ServiceAccount = z.infer<typeof accountAnswer>['data'];
export type ServiceProfile = z.infer<typeof profilesAnswer>['data'][number];
export type ServiceCategory = z.infer<typeof categoriesAnswer>['data'][number];

export function createSociairClient(deps: { baseUrl: string; http: ServiceHttp }) {
  const base = deps.baseUrl.endsWith('/') ? deps.baseUrl : `${deps.baseUrl}/`;
  const url = (path: string) => new URL(path, base).toString();

  async function call(request: ServiceRequest): Promise<ServiceAnswer> {
    let answer: ServiceAnswer;
    try {
      answer = await deps.http(request);
    } catch (error) {
      if (error instanceof ServiceUnreachableError) throw new SociairUnavailableError();
      throw error;
    }
    if (answer.status >= 500 || answer.status === 429) throw new SociairUnavailableError();
    return answer;
  }

  /** A call made with the client's token: 401 means the token is gone, any other refusal is final. */
  async function authorized<T>(session: SociairSession, request: Omit<ServiceRequest, 'headers'>, schema: z.ZodType<T>, headers = {}) {
    const answer = await call({
      ...request,
      headers: { 'x-tenant': session.tenantId, authorization: `Bearer ${session.accessToken}`, ...headers },
    });
    if (answer.status === 401 || answer.status === 403) throw new SociairTokenRefusedError();
    if (answer.status >= 400) throw new SociairRejectedError(refusalText(answer.body));
    return parsed(schema, answer.body);
  }

  return {
    /** The tenant of a username or mobile number; undefined when the service knows none. */
    async findTenant(username: string): Promise<{ tenantId: string; name: string } | undefined> {
      const answer = await call({ method: 'POST', url: url(`central/find-tenant?username=${encodeURIComponent(username)}`) });
      if (answer.status === 404) return undefined;
      if (answer.status >= 400) throw new SociairRejectedError(refusalText(answer.body));
      const [first] = parsed(tenantList, answer.body);
      return first && { tenantId: first.tenant_id, name: first.name };
    },

    async login(tenantId: string, credentials: { username: string; password: string; twofaToken?: string | undefined }) {
      const answer = await call({
        method: 'POST',
        url: url('user/login'),
        headers: { 'x-tenant': tenantId },
        json: { username: credentials.username, password: credentials.password, twofa_token: credentials.twofaToken ?? null },
      });
      if (answer.status < 300) return { kind: 'signed_in', accessToken: parsed(loginAnswer, answer.body).data.access_token } as const;
      if (answer.status === 401) return { kind: 'wrong_password' } as const;
      const refusal = loginRefusal.safeParse(answer.body);
      if (answer.status === 422 && refusal.success) {
        if (refusal.data.twofa_required) return { kind: 'twofa_required' } as const;
        if (refusal.data.errors?.twofa_token) return { kind: 'twofa_wrong' } as const;
      }
      throw new SociairRejectedError(refusalText(answer.body));
    },

    async account(session: SociairSession): Promise<ServiceAccount> {
      return (await authorized(session, { method: 'GET', url: url('user/profile') }, accountAnswer)).data;
    },

    async profiles(session: SociairSession): Promise<ServiceProfile[]> {
      return (await authorized(session, { method: 'GET', url: url('social-profiles') }, profilesAnswer)).data;
    },

    async categories(session: SociairSession): Promise<ServiceCategory[]> {
      return (await authorized(session, { method: 'GET', url: url('categories') }, categoriesAnswer)).data;
    },

    /** Hands one news item to the service for the given profiles; answers the service's post id. */
    async post(session: SociairSession, post: PostToSocial): Promise<string> {
      const json = {
        news_id: post.newsId,
        title: post.title,
        summary: post.summary,
        image: post.image,
        categories: post.categories,
        published_at: post.publishedAt,
        profile_ids: post.profileIds,
      };
      const answer = await authorized(session, { method: 'POST', url: url('posts'), json }, postAnswer, {
        'idempotency-key': post.idempotencyKey,
      });
      return answer.data.id;
    },

    /** Ends the token on the service; a token it already refuses is logged out as well. */
    async logout(session: SociairSession): Promise<void> {
      try {
        await authorized(session, { method: 'POST', url: url('user/logout') }, z.unknown());
      } catch (error) {
        if (!(error instanceof SociairTokenRefusedError)) throw error;
      }
    },
  };
}
export type SociairClient = ReturnType<typeof createSociairClient>;

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new SociairUnavailableError();
  return result.data;
}

function refusalText(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : messages.somethingWrong;
}

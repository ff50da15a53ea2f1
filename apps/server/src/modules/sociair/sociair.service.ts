import {
  FEATURE_SOCIAL_AUTOMATION,
  messages,
  SOCIAL_PROFILE_TYPES,
  type SociairAccount,
  type SociairProfile,
  type SociairSaveAccountRequest,
  type SocialProfileType,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import {
  type ServiceAccount,
  type SociairClient,
  SociairRejectedError,
  type SociairSession,
  SociairTokenRefusedError,
  SociairUnavailableError,
} from './sociair.client.ts';
import type { SociairLinkRow, SociairRepository } from './sociair.repository.ts';

const shownTypes = new Set<string>(SOCIAL_PROFILE_TYPES);

/** What the user object says about the connection (SPEC.md §3 User). */
export type SociairState = { sociair_connected_check: boolean; auto_post: 0 | 1; social_medias: number[] };

/** Linking, logging in, syncing and the client's choices on the social-automation connection. */
export function createSociairService(deps: {
  repository: SociairRepository;
  client: SociairClient;
  box: SecretBox;
  subscriptions: SubscriptionService;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, client, box, now } = deps;

  const sessionOf = (link: SociairLinkRow & { sealedToken: string }): SociairSession => ({
    tenantId: link.tenantId,
    accessToken: box.open(link.sealedToken),
  });

  async function linkOrConflict(userId: number): Promise<SociairLinkRow> {
    const link = await repository.linkOf(userId);
    if (!link) throw new ConflictError(messages.sociairNotLinked);
    return link;
  }

  async function connectedLink(userId: number) {
    const link = await linkOrConflict(userId);
    if (!link.sealedToken) throw new ConflictError(messages.sociairNotLoggedIn);
    return link as SociairLinkRow & { sealedToken: string };
  }

  async function markNeedsLogin(userId: number) {
    await repository.update(userId, { needsLogin: true });
    deps.log.warn({ userId }, 'social-automation token refused; the client has to log in again');
  }

  async function syncWith(userId: number, session: SociairSession, known?: ServiceAccount) {
    const [account, profiles, categories] = await Promise.all([
      known ?? client.account(session),
      client.profiles(session),
      client.categories(session),
    ]);
    await repository.applySync(
      userId,
      {
        account: {
          photo: account.photo,
          username: account.username,
          tenant: account.tenant,
          name: account.name,
          email: account.email,
          domain: account.domain,
          subscriptionEndAt: account.subscription_end_at,
        },
        profiles: profiles
          .filter((profile) => profile.enabled && shownTypes.has(profile.type))
          .map((profile) => ({ externalId: profile.id, name: profile.name, type: profile.type, logo: profile.logo })),
        categories: categories.map((category) => ({ externalId: category.id, name: category.name, slug: category.slug })),
      },
      now(),
    );
  }

  /** Keeps a token the service accepted (sealed), re-linking when it belongs to another tenant, then syncs. */
  async function connect(userId: number, session: SociairSession, account: ServiceAccount) {
    const link = await repository.linkOf(userId);
    if (link?.tenantId !== session.tenantId) {
      await repository.link(userId, { tenantId: session.tenantId, tenantName: account.tenant, username: account.username });
    }
    await repository.update(userId, { sealedToken: box.seal(session.accessToken), needsLogin: false });
    await syncWith(userId, session, account);
    return presentAccount(await linkOrConflict(userId));
  }

  /** Ends the token on the service if it can; the portal forgets it either way. */
  async function endSession(link: SociairLinkRow) {
    if (!link.sealedToken) return;
    try {
      await client.logout({ tenantId: link.tenantId, accessToken: box.open(link.sealedToken) });
    } catch (error) {
      if (!(error instanceof SociairUnavailableError || error instanceof SociairRejectedError)) throw error;
      deps.log.warn({ userId: link.userId }, 'social-automation logout could not reach the service; the token is forgotten anyway');
    }
  }

  return {
    markNeedsLogin,
    sessionOf,

    /** The calls of this module are for clients whose plan has social automation (SPEC.md §2 gating). */
    async assertInPlan(userId: number) {
      const state = await deps.subscriptions.stateOf(userId, now());
      if (!state.subscription?.features.includes(FEATURE_SOCIAL_AUTOMATION)) throw new ForbiddenError(messages.sociairNotInPlan);
    },

    async account(userId: number): Promise<SociairAccount | null> {
      const link = await repository.linkOf(userId);
      return link ? presentAccount(link) : null;
    },

    async findTenant(userId: number, username: string): Promise<SociairAccount> {
      const link = await repository.linkOf(userId);
      if (link?.sealedToken) throw new ConflictError(messages.sociairAlreadyConnected);
      const tenant = await client.findTenant(username);
      if (!tenant) throw ValidationError.field('username', messages.sociairAccountNotFound);
      return presentAccount(await repository.link(userId, { tenantId: tenant.tenantId, tenantName: tenant.name, username }));
    },

    async login(userId: number, form: { password: string; twofa_token?: string | undefined }): Promise<SociairAccount> {
      const link = await linkOrConflict(userId);
      const outcome = await client.login(link.tenantId, { username: link.username, password: form.password, twofaToken: form.twofa_token });
      if (outcome.kind === 'wrong_password') throw ValidationError.field('password', messages.sociairWrongPassword);
      if (outcome.kind === 'twofa_required') throw ValidationError.field('twofa_token', messages.sociairTwofaRequired);
      if (outcome.kind === 'twofa_wrong') throw ValidationError.field('twofa_token', messages.sociairTwofaWrong);
      const session = { tenantId: link.tenantId, accessToken: outcome.accessToken };
      return connect(userId, session, await client.account(session));
    },

    /** SPEC.md §7 save/account: a token the browser got from the service itself, checked with the service first. */
    async saveAccount(userId: number, request: SociairSaveAccountRequest): Promise<SociairAccount> {
      const session = { tenantId: request.tenant_id, accessToken: request.access_token };
      let account: ServiceAccount;
      try {
        account = await client.account(session);
      } catch (error) {
        if (error instanceof SociairTokenRefusedError) throw ValidationError.field('access_token', messages.sociairTokenRefused);
        throw error;
      }
      return connect(userId, session, account);
    },

    async unlink(userId: number): Promise<void> {
      await endSession(await linkOrConflict(userId));
      await repository.unlink(userId);
    },

    async logout(userId: number): Promise<void> {
      await endSession(await connectedLink(userId));
      await repository.update(userId, { sealedToken: null, needsLogin: false });
    },

    async sync(userId: number): Promise<void> {
      const link = await connectedLink(userId);
      try {
        await syncWith(userId, sessionOf(link));
      } catch (error) {
        if (!(error instanceof SociairTokenRefusedError)) throw error;
        await markNeedsLogin(userId);
        throw new ConflictError(messages.sociairNeedsLogin);
      }
      if (link.needsLogin) await repository.update(userId, { needsLogin: false });
    },

    async profile(userId: number): Promise<SociairProfile> {
      const link = await connectedLink(userId);
      const [profiles, categories, recent] = await Promise.all([
        repository.profilesOf(userId),
        repository.categoriesOf(userId),
        repository.recentPosts(userId),
      ]);
      const account = link.account;
      return {
        photo: account?.photo ?? null,
        username: account?.username ?? link.username,
        tenant: account?.tenant ?? link.tenantName,
        tenant_id: link.tenantId,
        name: account?.name ?? '',
        email: account?.email ?? '',
        domain: account?.domain ?? '',
        subscription_end_at: account?.subscriptionEndAt ?? null,
        auto_post: link.autoPost,
        needs_login: link.needsLogin,
        synced_at: link.syncedAt?.toISOString() ?? null,
        profiles: profiles.map((profile) => ({
          id: profile.id,
          name: profile.name,
          type: profile.type as SocialProfileType,
          logo: profile.logo,
          is_subscribed: profile.chosen,
        })),
        categories: categories.map((category) => ({
          id: category.id,
          name: category.name,
          slug: category.slug,
          category_id: category.categoryId,
          is_subscribed: category.chosen,
        })),
        recent_posts: recent.map((post) => ({
          id: post.id,
          news_id: post.newsId,
          title: post.title,
          status: post.status,
          attempts: post.attempts,
          last_error: post.lastError,
          delivered_at: post.deliveredAt?.toISOString() ?? null,
          created_at: post.createdAt.toISOString(),
        })),
      };
    },

    async setAutoPost(userId: number, on: boolean): Promise<void> {
      await connectedLink(userId);
      await repository.update(userId, { autoPost: on });
    },

    async chooseProfile(userId: number, id: number, chosen: boolean): Promise<void> {
      await connectedLink(userId);
      if (!(await repository.chooseProfile(userId, id, chosen))) throw new NotFoundError();
    },

    async chooseCategory(userId: number, id: number, chosen: boolean): Promise<void> {
      await connectedLink(userId);
      if (!(await repository.chooseCategory(userId, id, chosen))) throw new NotFoundError();
    },

    async stateOf(userId: number): Promise<SociairState> {
      const link = await repository.linkOf(userId);
      if (!link?.sealedToken) return { sociair_connected_check: false, auto_post: 0, social_medias: [] };
      return { sociair_connected_check: true, auto_post: link.autoPost ? 1 : 0, social_medias: await repository.chosenProfileIds(userId) };
    },
  };
}
export type SociairService = ReturnType<typeof createSociairService>;

function presentAccount(link: SociairLinkRow): SociairAccount {
  return {
    tenant_id: link.tenantId,
    name: link.tenantName,
    username: link.username,
    connected: link.sealedToken !== null,
    needs_login: link.needsLogin,
  };
}

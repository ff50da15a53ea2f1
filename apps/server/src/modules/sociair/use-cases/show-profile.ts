import type { SociairProfile, SocialProfileType } from '@portal/shared';
import type { SociairDeps } from '../sociair-deps.ts';
import { connectedLink } from '../sociair-link.ts';

/** The connected account as the portal last synced it, the client's choices among its profiles and categories, and recent auto-posts. */
export function createShowProfile(deps: Pick<SociairDeps, 'repository'>) {
  const { repository } = deps;
  return async function profile(userId: number): Promise<SociairProfile> {
    const link = await connectedLink(repository, userId);
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
  };
}

import { messages, NEWS_ACTIONS, type newsPostRequest, type SiteDelivery } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { presentSiteDelivery } from '../integrations.presenters.ts';
import type { PushSitePost } from '../push-site-post.ts';
import type { SitePushDeps } from '../site-push-deps.ts';

/**
 * "Post to my site": an item the caller may open (the subscription gate applies), under one of the site's
 * categories, sent now; the same item posted again updates the site's post rather than making another.
 */
export function createPostToSite(
  deps: Pick<SitePushDeps, 'posts' | 'news' | 'integrations' | 'siteCategories' | 'activity'> & { push: PushSitePost },
) {
  return async function post(
    caller: Authenticated,
    body: z.infer<typeof newsPostRequest>,
    log: FastifyBaseLogger,
  ): Promise<{ delivered: boolean; delivery: SiteDelivery }> {
    const userId = caller.user.houseId;
    if (body.user_id !== undefined && body.user_id !== userId) throw new NotFoundError();
    const item = await deps.news.detail(caller, body.news_id);
    if (!(await deps.integrations.siteOf(userId))) throw new AppError(422, messages.clientApiMissing);
    const category = await deps.siteCategories.categoryOf(userId, body.category);
    if (!category?.enabled) throw ValidationError.field('category', messages.postCategoryRequired);
    const sitePost = await deps.posts.upsertManual({
      userId,
      newsId: item.id,
      siteCategoryExternalId: category.externalId,
      siteCategoryName: category.name,
      title: item.title,
    });
    const pushed = await deps.push(sitePost.id, { automatic: false, attempt: 1, resend: true }, log);
    if (!pushed) throw new NotFoundError();
    if (pushed.delivered) {
      await deps.activity.record({
        userId,
        kind: 'news',
        itemId: item.id,
        type: NEWS_ACTIONS.allCopied.type,
        action: messages.postedAction,
      });
    }
    return { delivered: pushed.delivered, delivery: presentSiteDelivery(pushed.delivery) };
  };
}

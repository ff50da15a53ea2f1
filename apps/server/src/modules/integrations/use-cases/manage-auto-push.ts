import { type AutoPushRequest, type AutoPushSettings, messages } from '@portal/shared';
import { AppError, ValidationError } from '../../../lib/errors.ts';
import type { SitePushDeps } from '../site-push-deps.ts';

/** Auto-push: which portal categories go to which of the site's categories, and the portal categories to choose from. */
export function createManageAutoPush(deps: Pick<SitePushDeps, 'posts' | 'integrations' | 'lookups'>) {
  const { posts } = deps;

  async function autoPush(userId: number): Promise<AutoPushSettings> {
    const rules = await posts.autoPushRules(userId);
    return { rules: rules.map((rule) => ({ category_id: rule.categoryId, site_category_id: rule.siteCategoryExternalId })) };
  }

  return {
    autoPush,

    /** Replaces the rules; every portal category must exist and every site category be one the site listed. */
    async setAutoPush(userId: number, request: AutoPushRequest): Promise<AutoPushSettings> {
      if (request.rules.length > 0 && !(await deps.integrations.siteOf(userId))) throw new AppError(422, messages.clientApiMissing);
      const [categories, site] = await Promise.all([
        deps.lookups.activeCategories(),
        posts.knownSiteCategories(
          userId,
          request.rules.map((rule) => rule.site_category_id),
        ),
      ]);
      const portal = new Set(categories.map((category) => category.id));
      request.rules.forEach((rule, index) => {
        if (!portal.has(rule.category_id)) throw ValidationError.field(`rules.${index}.category_id`, messages.feedCategoryUnknown);
        if (!site.has(rule.site_category_id))
          throw ValidationError.field(`rules.${index}.site_category_id`, messages.autoPushSiteCategoryUnknown);
      });
      await posts.replaceAutoPushRules(
        userId,
        request.rules.map((rule) => ({ categoryId: rule.category_id, siteCategoryExternalId: rule.site_category_id })),
      );
      return autoPush(userId);
    },

    async portalCategories() {
      return (await deps.lookups.activeCategories()).map(({ id, name, slug }) => ({ id, name, slug }));
    },
  };
}

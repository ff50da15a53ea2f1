import { type ContentType, messages } from '@portal/shared';
import { ForbiddenError } from '../../lib/errors.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';

/**
 * Who may list and open the agency's content. Staff see everything; a client lists what its plan's
 * content types include and opens items only while its subscription has days left (SPEC.md §4).
 */
export function createContentPolicy(deps: { subscriptions: SubscriptionService; now: () => Date }) {
  async function clientState(caller: Authenticated) {
    return caller.user.role === 'staff' ? undefined : deps.subscriptions.stateOf(caller.user.houseId, deps.now());
  }

  function assertIncludes(state: Awaited<ReturnType<typeof clientState>>, contentType: ContentType) {
    if (contentType === 'News' || !state) return;
    if (!state.subscription?.content_types.includes(contentType)) throw new ForbiddenError(messages.contentTypeNotInPlan);
  }

  return {
    async assertCanList(caller: Authenticated, contentType: ContentType) {
      assertIncludes(await clientState(caller), contentType);
    },
    async assertCanOpen(caller: Authenticated, contentType: ContentType) {
      const state = await clientState(caller);
      if (state && state.left_subscription_days === 0) throw new ForbiddenError(messages.subscriptionNeeded);
      assertIncludes(state, contentType);
    },
  };
}
export type ContentPolicy = ReturnType<typeof createContentPolicy>;

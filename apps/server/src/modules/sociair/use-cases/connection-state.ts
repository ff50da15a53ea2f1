import { FEATURE_SOCIAL_AUTOMATION, messages } from '@portal/shared';
import { ForbiddenError } from '../../../lib/errors.ts';
import type { SociairDeps } from '../sociair-deps.ts';

/** What the user object says about the connection (SPEC.md §3 User). */
export type SociairState = { sociair_connected_check: boolean; auto_post: 0 | 1; social_medias: number[] };

/** Whether the client may use social automation at all, and where its connection stands for the user object. */
export function createConnectionState(deps: Pick<SociairDeps, 'repository' | 'subscriptions' | 'now'>) {
  const { repository } = deps;
  return {
    /** The calls of this module are for clients whose plan has social automation (SPEC.md §2 gating). */
    async assertInPlan(userId: number) {
      const state = await deps.subscriptions.stateOf(userId, deps.now());
      if (!state.subscription?.features.includes(FEATURE_SOCIAL_AUTOMATION)) throw new ForbiddenError(messages.sociairNotInPlan);
    },

    async stateOf(userId: number): Promise<SociairState> {
      const link = await repository.linkOf(userId);
      if (!link?.sealedToken) return { sociair_connected_check: false, auto_post: 0, social_medias: [] };
      return { sociair_connected_check: true, auto_post: link.autoPost ? 1 : 0, social_medias: await repository.chosenProfileIds(userId) };
    },
  };
}

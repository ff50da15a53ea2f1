import { type ContentType, FEATURE_AGENDA, messages, type TeamRole, teamRoleReaches } from '@portal/shared';
import { ForbiddenError } from '../../lib/errors.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';

/**
 * Who asks for the agency's content: a signed-in person, or a media house's machine (an API key of
 * the Feed API, the secret address of its RSS and Atom), which reaches as far as the house's owner.
 */
export type Reader = { staff: boolean; houseId: number; teamRole: TeamRole };
export const houseMachine = (houseId: number, staff: boolean): Reader => ({ staff, houseId, teamRole: 'owner' });
const readerOf = (asker: Reader | Authenticated): Reader =>
  'user' in asker ? { staff: asker.user.role === 'staff', houseId: asker.user.houseId, teamRole: asker.user.teamRole } : asker;

/** What a reader may have now, by the plan in force for its house at this instant. */
export type Entitlements = {
  /** Items open only while the house's subscription has days left; news is listed even without. */
  open: boolean;
  includes: (contentType: ContentType) => boolean;
  /** Video files come with a plan that includes videos (the Feed API, downloads and webhooks leave them out otherwise). */
  videos: boolean;
  /** The Agenda comes with a plan that has its feature. */
  agenda: boolean;
};
const EVERYTHING: Entitlements = { open: true, includes: () => true, videos: true, agenda: true };

/**
 * The one place that says who may have which item (SPEC.md §4): staff everything; a client lists the content
 * types its plan includes (news always) and opens them while its subscription has days left; a viewer of a
 * media house reads and copies but does not download. The SQL twin for statements over many clients is
 * `planInForce` (subscription.repository.ts).
 */
export function createContentPolicy(deps: { subscriptions: Pick<SubscriptionService, 'stateOf'>; now: () => Date }) {
  async function entitlementsOf(asker: Reader | Authenticated): Promise<Entitlements> {
    const reader = readerOf(asker);
    if (reader.staff) return EVERYTHING;
    const state = await deps.subscriptions.stateOf(reader.houseId, deps.now());
    const types: readonly string[] = state.subscription?.content_types ?? [];
    const includes = (contentType: ContentType) => contentType === 'News' || types.includes(contentType);
    const agenda = state.subscription?.features.includes(FEATURE_AGENDA) ?? false;
    return { open: state.left_subscription_days > 0, includes, videos: includes('Videos'), agenda };
  }

  function assertIncludes(entitlements: Entitlements, contentType: ContentType) {
    if (!entitlements.includes(contentType)) throw new ForbiddenError(messages.contentTypeNotInPlan);
  }

  /** What the reader may open now; refuses one whose subscription has no days left. */
  async function assertCanOpenAny(asker: Reader | Authenticated): Promise<Entitlements> {
    const entitlements = await entitlementsOf(asker);
    if (!entitlements.open) throw new ForbiddenError(messages.subscriptionNeeded);
    return entitlements;
  }

  return {
    entitlementsOf,
    assertCanOpenAny,
    async assertCanList(asker: Reader | Authenticated, contentType: ContentType): Promise<void> {
      assertIncludes(await entitlementsOf(asker), contentType);
    },
    async assertCanOpen(asker: Reader | Authenticated, contentType: ContentType): Promise<Entitlements> {
      const entitlements = await assertCanOpenAny(asker);
      assertIncludes(entitlements, contentType);
      return entitlements;
    },
    /** The Agenda is read while the subscription has days left on a plan with it. */
    async assertCanReadAgenda(asker: Reader | Authenticated): Promise<void> {
      const entitlements = await assertCanOpenAny(asker);
      if (!entitlements.agenda) throw new ForbiddenError(messages.agendaNotInPlan);
    },
    /** A file taken away (a download) asks more than reading: a viewer of a media house reads and copies only. */
    assertMayDownload(asker: Reader | Authenticated): void {
      const reader = readerOf(asker);
      if (!reader.staff && !teamRoleReaches(reader.teamRole, 'reporter')) throw new ForbiddenError(messages.teamRoleForbidden);
    },
  };
}
export type ContentPolicy = ReturnType<typeof createContentPolicy>;

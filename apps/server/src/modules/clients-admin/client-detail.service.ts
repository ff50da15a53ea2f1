import { type ClientDetail, type ClientSubscription, type GrantSubscriptionRequest, messages } from '@portal/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { nepalDay, startOfNepalDay } from '../../lib/nepal-dates.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { IntegrationsRepository } from '../integrations/integrations.repository.ts';
import type { SociairRepository } from '../sociair/sociair.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { inForceAt } from '../subscription/subscription-timeline.ts';
import type { ClientDetailRepository } from './client-detail.repository.ts';
import { subscriptionStateAt } from './clients-admin.service.ts';

type SubscriptionRow = Awaited<ReturnType<ClientDetailRepository['subscriptions']>>[number];

const presentSubscription = ({ subscription, planName, billNo, grantedBy }: SubscriptionRow): ClientSubscription => ({
  id: subscription.id,
  plan_id: subscription.planId,
  plan_name: planName,
  no_of_screen: subscription.noOfScreen,
  no_of_month: subscription.noOfMonth,
  is_trial: subscription.isTrial,
  start_date: subscription.startsAt.toISOString(),
  expire_date: subscription.expiresAt.toISOString(),
  note: subscription.note,
  granted_by: grantedBy,
  bill_no: billNo,
  created_at: subscription.createdAt.toISOString(),
});

/**
 * One client in the console: its page, and the staff actions on it that go beyond
 * the list's: a subscription granted or extended by hand, the radio verified, the password mail sent again.
 */
export function createClientDetailService(deps: {
  repository: ClientDetailRepository;
  integrations: Pick<IntegrationsRepository, 'clientSites' | 'linkApis' | 'radios' | 'verifyRadio'>;
  sociair: Pick<SociairRepository, 'linkOf'>;
  plans: Pick<SubscriptionRepository, 'activePlan' | 'grantByHand'>;
  subscriptions: Pick<SubscriptionService, 'forget'>;
  auth: Pick<AuthService, 'resendPasswordMail'>;
  links: MediaLinks;
  now: () => Date;
}) {
  const { repository } = deps;

  async function clientOrMissing(id: number) {
    const client = await repository.client(id);
    if (!client) throw new NotFoundError();
    return client;
  }

  async function integrationsOf(userId: number): Promise<ClientDetail['integrations']> {
    const [site, link, radio, social] = await Promise.all([
      deps.integrations.clientSites.of(userId),
      deps.integrations.linkApis.of(userId),
      deps.integrations.radios.of(userId),
      deps.sociair.linkOf(userId),
    ]);
    return {
      client_site: site ? { category_url: site.categoryUrl, store_url: site.storeUrl } : null,
      link_api: link ? { category_url: link.categoryUrl, post_url: link.postUrl } : null,
      radio: radio
        ? {
            name: radio.name,
            url: radio.streamUrl,
            web_url: radio.webUrl,
            address: radio.address,
            status: radio.status,
            verified_at: radio.verifiedAt?.toISOString() ?? null,
          }
        : null,
      sociair: social
        ? {
            username: social.username,
            tenant_name: social.tenantName,
            connected: Boolean(social.sealedToken) && !social.needsLogin,
            auto_post: social.autoPost,
          }
        : null,
    };
  }

  return {
    async detail(id: number): Promise<ClientDetail> {
      const client = await clientOrMissing(id);
      const [history, payments, integrations, activity] = await Promise.all([
        repository.subscriptions(id),
        repository.payments(id),
        integrationsOf(id),
        repository.activity(id),
      ]);
      const now = deps.now();
      const inForce = inForceAt(
        history.map((row) => ({ ...row.subscription, rank: row.planRank, row })),
        now,
      )?.row;
      // With none in force, the one that ended last says since when it expired.
      const current =
        inForce ??
        history.reduce<SubscriptionRow | undefined>(
          (best, row) => (!best || row.subscription.expiresAt > best.subscription.expiresAt ? row : best),
          undefined,
        );
      return {
        id: client.id,
        full_name: client.fullName,
        company_name: client.companyName,
        email: client.email,
        mobile_no: client.mobileNo,
        tel_no: client.telNo,
        link: client.link,
        logo: client.logoPath ? deps.links.sign(client.logoPath) : null,
        editor_name: client.editorName,
        contact_person: client.contactPerson,
        registration_no: client.registrationNo,
        category: client.category,
        verified: client.emailVerifiedAt !== null,
        suspended: client.suspendedAt !== null,
        created_at: client.createdAt.toISOString(),
        subscription_state: subscriptionStateAt(current?.subscription, now),
        subscription: current ? presentSubscription(current) : null,
        subscriptions: history.map(presentSubscription),
        transactions: payments.map((payment) => ({
          id: payment.id,
          plan_name: payment.planName,
          channel: payment.channel,
          status: payment.status,
          no_of_screen: payment.noOfScreen,
          no_of_month: payment.noOfMonth,
          amount: payment.totalAmount,
          bill_no: payment.billNo,
          created_at: payment.createdAt.toISOString(),
        })),
        integrations,
        activity: activity.map((action) => ({
          id: action.id,
          kind: action.kind,
          item_id: action.itemId,
          title: action.title,
          action: action.action,
          by: action.by,
          created_at: new Date(action.createdAt).toISOString(),
        })),
      };
    },

    /**
     * Grants a plan by hand by the timeline rule: a higher plan than the one in force starts now (or on the chosen
     * day) and what it overlaps goes on after it; any other queues after the timeline's end. The client's cached
     * subscription is dropped, so its content access follows at once. Answers when it starts.
     */
    async grant(id: number, grant: GrantSubscriptionRequest, staffId: number): Promise<{ starts: 'now' | 'queued' | 'dated' }> {
      await clientOrMissing(id);
      if (!(await deps.plans.activePlan(grant.plan_id))) throw ValidationError.field('plan_id', messages.planUnavailable);
      const now = deps.now();
      const from = grantStart(grant.starts_on, now);
      const row = await deps.plans.grantByHand(
        {
          userId: id,
          planId: grant.plan_id,
          noOfScreen: grant.no_of_screen,
          noOfMonth: grant.duration_unit === 'month' ? grant.duration : 0,
          isTrial: false,
          duration: { unit: grant.duration_unit, count: grant.duration },
          value: 0,
          note: grant.note,
          grantedBy: staffId,
          from,
        },
        now,
      );
      await deps.subscriptions.forget(id);
      if (row.startsAt.getTime() === now.getTime()) return { starts: 'now' };
      return { starts: from && row.startsAt.getTime() === from.getTime() ? 'dated' : 'queued' };
    },

    async verifyRadio(id: number): Promise<void> {
      await clientOrMissing(id);
      if (!(await deps.integrations.verifyRadio(id, deps.now()))) throw new NotFoundError(messages.radioMissing);
    },

    async resendPasswordMail(id: number): Promise<void> {
      await deps.auth.resendPasswordMail(await clientOrMissing(id));
    },
  };
}
/** The instant a grant dated `day` (a Nepal calendar day) starts: undefined for none or today (it starts now). */
function grantStart(day: string | undefined, now: Date): Date | undefined {
  if (!day || day === nepalDay(now)) return undefined;
  const start = startOfNepalDay(day);
  if (start < now) throw ValidationError.field('starts_on', messages.grantStartPast);
  if (start.getTime() - now.getTime() > GRANT_START_WITHIN_MS) throw ValidationError.field('starts_on', messages.grantStartTooLate);
  return start;
}

const GRANT_START_WITHIN_MS = 366 * 86_400_000;

export type ClientDetailService = ReturnType<typeof createClientDetailService>;

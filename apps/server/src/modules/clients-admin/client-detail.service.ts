import { type ClientDetail, type ClientSubscription, type GrantSubscriptionRequest, messages } from '@portal/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { IntegrationsRepository } from '../integrations/integrations.repository.ts';
import type { SociairRepository } from '../sociair/sociair.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
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
 * One client in the console (issue 7 "Clients"): its page, and the staff actions on it that go beyond
 * the list's: a subscription granted or extended by hand, the radio verified, the password mail sent again.
 */
export function createClientDetail(deps: {
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
      const longest = history.reduce<SubscriptionRow | undefined>(
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
        subscription_state: subscriptionStateAt(longest?.subscription, deps.now()),
        subscription: longest ? presentSubscription(longest) : null,
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
     * Grants the plan from now, or extends the client's running subscription of that plan from its
     * expiry. The client's cached subscription is dropped, so its content access follows at once.
     * Answers whether it extended one.
     */
    async grant(id: number, grant: GrantSubscriptionRequest, staffId: number): Promise<{ extended: boolean }> {
      await clientOrMissing(id);
      if (!(await deps.plans.activePlan(grant.plan_id))) throw ValidationError.field('plan_id', messages.planUnavailable);
      const now = deps.now();
      const row = await deps.plans.grantByHand(
        {
          userId: id,
          planId: grant.plan_id,
          noOfScreen: grant.no_of_screen,
          noOfMonth: grant.duration_unit === 'month' ? grant.duration : 0,
          isTrial: false,
          duration: { unit: grant.duration_unit, count: grant.duration },
          note: grant.note,
          grantedBy: staffId,
          samePlanOnly: true,
        },
        now,
      );
      await deps.subscriptions.forget(id);
      return { extended: row.startsAt.getTime() !== now.getTime() };
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
export type ClientDetailService = ReturnType<typeof createClientDetail>;

import type { ClientDetail, ClientSubscription } from '@portal/shared';
import { inForceAt } from '../../subscription/subscription-timeline.ts';
import type { ClientDetailRepository } from '../client-detail.repository.ts';
import { type ClientDetailDeps, clientOrMissing } from '../client-detail-deps.ts';
import { subscriptionStateAt } from '../clients-admin.service.ts';

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

/** One client's page in the console: its details, subscriptions, payments, integrations and recent activity. */
export function clientPage(deps: Pick<ClientDetailDeps, 'repository' | 'integrations' | 'sociair' | 'links' | 'now'>) {
  const { repository } = deps;

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

  return async (id: number): Promise<ClientDetail> => {
    const client = await clientOrMissing(deps, id);
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
  };
}

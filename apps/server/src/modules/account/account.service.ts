import {
  type Account,
  type Paged,
  type PagingMeta,
  type SubscriptionHistoryQuery,
  type SubscriptionHistoryRow,
  subscriptionHistoryQuery,
} from '@portal/shared';
import { NotFoundError } from '../../lib/errors.ts';
import { normalizeLogo } from '../../lib/images.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Authenticated, AuthService, ProfileUpdate } from '../auth/auth.service.ts';
import type { IntegrationsService } from '../integrations/integrations.service.ts';
import { daysLeft, type SubscriptionService } from '../subscription/subscription.service.ts';

const FIRST_HISTORY_PAGE = subscriptionHistoryQuery.parse({});

/** My Account (SPEC.md §2): the profile, the running plan and the three integrations of the signed-in client. */
export function createAccountService(deps: {
  auth: Pick<AuthService, 'findUser' | 'updateProfile'>;
  subscriptions: Pick<SubscriptionService, 'stateOf'>;
  integrations: Pick<IntegrationsService, 'configsOf'>;
  history: (userId: number, page: SubscriptionHistoryQuery) => Promise<Paged<SubscriptionHistoryRow>>;
  links: MediaLinks;
  storage: Storage;
  now: () => Date;
}) {
  async function accountOf(userId: number, historyPage: SubscriptionHistoryQuery): Promise<{ data: Account; meta: PagingMeta }> {
    const [user, state, cards, history] = await Promise.all([
      deps.auth.findUser(userId),
      deps.subscriptions.stateOf(userId, deps.now()),
      deps.integrations.configsOf(userId),
      deps.history(userId, historyPage),
    ]);
    if (!user) throw new NotFoundError();
    const plan = state.subscription;
    const data: Account = {
      id: user.id,
      full_name: user.fullName,
      company_name: user.companyName,
      email: user.email,
      mobile_no: user.mobileNo,
      link: user.link,
      logo: user.logoPath ? deps.links.sign(user.logoPath) : null,
      editor_name: user.editorName,
      contact_person: user.contactPerson,
      registration_no: user.registrationNo,
      tel_no: user.telNo,
      category: user.category,
      subPlan: plan
        ? {
            name: plan.name,
            name_ne: plan.name_ne,
            no_of_screen: plan.no_of_screen,
            no_of_month: plan.no_of_month,
            expire_in: daysLeft(new Date(plan.expire_date), deps.now()),
            start_date: plan.start_date,
            expire_date: plan.expire_date,
            is_trial: plan.is_trial,
            upcoming: state.upcoming.map((next) => ({
              name: next.name,
              name_ne: next.name_ne,
              no_of_screen: next.no_of_screen,
              start_date: next.start_date,
              expire_date: next.expire_date,
            })),
          }
        : null,
      ...cards,
      subHistory: history.data,
    };
    return { data, meta: history.meta };
  }

  return {
    account: (caller: Authenticated, historyPage: SubscriptionHistoryQuery) => accountOf(caller.user.houseId, historyPage),

    /** Only the caller's own account (another id is a 404); the logo is checked by its bytes and re-encoded, as at registration. */
    async updateProfile(caller: Authenticated, id: number, fields: ProfileUpdate, logo: Buffer | undefined): Promise<Account> {
      if (id !== caller.user.houseId) throw new NotFoundError();
      const normalized = logo ? await normalizeLogo(logo) : undefined;
      const staged = normalized ? await deps.storage.stage('logos', normalized.extension, normalized.data) : undefined;
      await deps.auth.updateProfile(id, fields, staged);
      return (await accountOf(id, FIRST_HISTORY_PAGE)).data;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

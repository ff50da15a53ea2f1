import type { ClientDetail, ClientRow, SubscriptionPlan, TeamMember, TeamOverview } from '@portal/shared';
import { json } from '../../../test/fake-api.ts';

export const clientRow = (overrides: Partial<ClientRow> = {}): ClientRow => ({
  id: 7,
  full_name: 'Himal Times',
  email: 'desk@himaltimes.example',
  mobile_no: '9801234567',
  category: 'news_paper',
  verified: true,
  suspended: false,
  plan_name: 'Premium',
  expires_at: '2026-12-31T00:00:00Z',
  subscription: 'active',
  created_at: '2026-01-05T08:00:00Z',
  ...overrides,
});

export const clientDetail = (overrides: Partial<ClientDetail> = {}): ClientDetail => ({
  id: 7,
  full_name: 'Himal Times',
  company_name: 'Himal Media Pvt. Ltd.',
  email: 'desk@himaltimes.example',
  mobile_no: '9801234567',
  tel_no: '014412345',
  link: 'https://himaltimes.example',
  logo: null,
  editor_name: 'Sita Sharma',
  contact_person: 'Ram Thapa',
  registration_no: 'DOI-1234',
  category: 'radio/fm',
  verified: true,
  suspended: false,
  created_at: '2026-01-05T08:00:00Z',
  subscription_state: 'expired',
  subscription: {
    id: 3,
    plan_id: 1,
    plan_name: 'Basic',
    no_of_screen: 1,
    no_of_month: 1,
    is_trial: false,
    start_date: '2026-01-05T08:00:00Z',
    expire_date: '2026-02-05T08:00:00Z',
    note: null,
    granted_by: null,
    bill_no: '082/83-0001',
    created_at: '2026-01-05T08:00:00Z',
  },
  subscriptions: [],
  transactions: [
    {
      id: 11,
      plan_name: 'Basic',
      channel: 'ESEWA',
      status: 'completed',
      no_of_screen: 1,
      no_of_month: 1,
      amount: 113_000,
      bill_no: '082/83-0001',
      created_at: '2026-01-05T08:00:00Z',
    },
  ],
  integrations: {
    client_site: null,
    link_api: null,
    radio: {
      name: 'Radio Himal',
      url: 'https://stream.example/himal',
      web_url: 'https://himal.example',
      address: 'Kathmandu',
      status: 'not_verified',
      verified_at: null,
    },
    sociair: null,
  },
  activity: [
    { id: 1, kind: 'news', item_id: 5, title: 'Budget passed', action: 'Copied', by: 'Sita Sharma', created_at: '2026-01-06T08:00:00Z' },
  ],
  ...overrides,
});

export const teamMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 7,
  full_name: 'Himal Times',
  email: 'desk@himaltimes.example',
  role: 'owner',
  suspended: false,
  joined_at: '2026-01-05T08:00:00Z',
  last_active_at: '2026-03-02T09:30:00Z',
  devices: 1,
  ...overrides,
});

/** Himal Times' media house: the owner, an editor signed in on two devices, a suspended reporter who never signed in, one invitation. */
export const teamOverview = (overrides: Partial<TeamOverview> = {}): TeamOverview => ({
  members: [
    teamMember(),
    teamMember({ id: 21, full_name: 'Gita Rai', email: 'gita@himaltimes.example', role: 'editor', devices: 2 }),
    teamMember({
      id: 22,
      full_name: 'Hari KC',
      email: 'hari@himaltimes.example',
      role: 'reporter',
      suspended: true,
      last_active_at: null,
      devices: 0,
    }),
  ],
  invitations: [
    {
      id: 5,
      full_name: 'Maya Tamang',
      email: 'maya@himaltimes.example',
      role: 'viewer',
      invited_at: '2026-03-01T08:00:00Z',
      expires_at: '2026-03-08T08:00:00Z',
      expired: false,
    },
  ],
  screens: { allowed: 5, in_use: 3 },
  ownership_offer: null,
  ...overrides,
});

const plan = (id: number, name: string, isTrial = false): SubscriptionPlan => ({
  id,
  name,
  name_ne: null,
  icon: 'star',
  description: '',
  description_ne: null,
  monthly_amount: 100_000,
  is_trial: isTrial,
  trial_days: isTrial ? 7 : null,
  content_types: ['News'],
  features: [],
  screen_setup: { screen: [] },
  monthly_setup: { monthly: [] },
});

/** The setup values and plans the console's client screens load. */
export function lookups(path: string) {
  if (path === '/api/v1/setupValues/all') {
    return json(200, {
      data: [
        { id: 1, key: 'register_category', value: { label: 'Newspaper', label_ne: 'पत्रिका', value: 'news_paper' } },
        { id: 2, key: 'register_category', value: { label: 'Radio/FM', label_ne: '', value: 'radio/fm' } },
      ],
    });
  }
  if (path === '/api/auth/v2/client/subscription/plan') {
    const plans = [plan(1, 'Basic'), plan(3, 'Premium'), plan(4, 'Free trial', true)];
    return json(200, { data: plans, meta: { total: 3, current_page: 1, last_page: 1 } });
  }
  return undefined;
}

import type { Invoice, SubscriptionPlan } from '@portal/shared';

/** Amounts in paisa: 2 screens Rs 1,500, 3 months Rs 1,200. */
export const standardPlan: SubscriptionPlan = {
  id: 2,
  name: 'Standard',
  name_ne: 'मानक',
  icon: 'article',
  description: 'News and photos for one newsroom',
  description_ne: 'एउटा न्युजरुमका लागि समाचार र फोटो',
  monthly_amount: 150_000,
  is_trial: false,
  trial_days: null,
  content_types: ['News', 'Photos'],
  features: [],
  screen_setup: {
    screen: [
      { screen: 1, amount: 100_000, label: '1 screen' },
      { screen: 2, amount: 150_000, label: '2 screens' },
    ],
  },
  monthly_setup: {
    monthly: [
      { month: 1, amount: 50_000 },
      { month: 3, amount: 120_000 },
    ],
  },
};

export const trialPlan: SubscriptionPlan = {
  ...standardPlan,
  id: 4,
  name: 'Free Trial',
  icon: 'gift',
  monthly_amount: 0,
  is_trial: true,
  trial_days: 15,
  screen_setup: { screen: [{ screen: 1, amount: 0, label: '1 screen' }] },
  monthly_setup: { monthly: [{ month: 1, amount: 0 }] },
};

/** The Standard plan with 2 screens for 3 months, paid with Khalti; the client's name needs escaping. */
export const paidInvoice: Invoice = {
  sid: 31,
  bill_no: 'RSS-2083-000042',
  client_transaction_channel: 'KHALTI',
  gateway_reference: 'KX7Yd2',
  created_at: '2026-11-23T10:00:00Z',
  subscription_name: 'Standard',
  subscription_name_ne: 'मानक',
  subscription_duration: { unit: 'month', count: 3 },
  start_date: '2026-11-23',
  expire_date: '2027-02-23',
  no_of_screen: 2,
  no_of_month: 3,
  screen_amount: 150_000,
  month_amount: 120_000,
  subtotal: 270_000,
  credit_amount: 0,
  vat_percent: 13,
  vat_amount: 35_100,
  amount: 305_100,
  seller: {
    name: 'Rastriya Samachar Sewa Pvt. Ltd.',
    address: 'Kathmandu',
    phone: '01-4000000',
    email: 'billing@agency.example',
    pan: '600000000',
  },
  bill_to: { full_name: 'Kantipur <Daily>', mobile_no: '9800000000', email: 'desk@kantipur.example', link: 'https://kantipur.example' },
};

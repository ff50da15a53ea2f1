import type { SociairAccount, SociairProfile, UserProfile } from '@portal/shared';

export const linkedAccount: SociairAccount = {
  tenant_id: 'kantipur',
  name: 'Kantipur Publications',
  username: 'kantipur.desk',
  connected: false,
  needs_login: false,
};

/** A client whose plan includes social automation, not yet connected. */
export const signedInUser: UserProfile = {
  id: 7,
  full_name: 'Kantipur Daily',
  email: 'desk@kantipur.example',
  mobile_no: '9800000000',
  link: 'https://kantipur.example',
  logo: null,
  role: 'client',
  roles: ['client'],
  team_role: 'owner',
  staff_roles: [],
  house_id: 7,
  type: 3,
  has_subscription: true,
  ever_subscribed: true,
  left_subscription_days: 30,
  is_trial: false,
  auto_post: 0,
  notification: 1,
  new_token: 1,
  is_changed: true,
  sociair_connected_check: false,
  social_medias: [],
  subscription: null,
  calendar: null,
  home_district: null,
};

/** Facebook chosen, Instagram not; Politics chosen, Sports not; one post delivered and one failed. */
export const connectedProfile: SociairProfile = {
  photo: null,
  username: 'kantipur.desk',
  tenant: 'Kantipur Publications',
  tenant_id: 'kantipur',
  name: 'Kantipur Desk',
  email: 'social@kantipur.example',
  domain: 'kantipur.sociair.example',
  subscription_end_at: '2026-12-31T12:00:00Z',
  auto_post: true,
  needs_login: false,
  synced_at: '2026-11-20T09:30:00Z',
  profiles: [
    { id: 11, name: 'Kantipur Daily Page', type: 'fb_page', logo: null, is_subscribed: true },
    { id: 12, name: 'Kantipur Photos', type: 'instagram', logo: null, is_subscribed: false },
  ],
  categories: [
    { id: 21, name: 'Politics', slug: 'politics', category_id: 3, is_subscribed: true },
    { id: 22, name: 'Sports', slug: 'sports', category_id: null, is_subscribed: false },
  ],
  recent_posts: [
    {
      id: 31,
      news_id: 501,
      title: 'Budget passed by the House',
      status: 'delivered',
      attempts: 1,
      last_error: null,
      delivered_at: '2026-11-21T12:00:00Z',
      created_at: '2026-11-21T11:59:00Z',
    },
    {
      id: 32,
      news_id: 502,
      title: 'Storm warning for the east',
      status: 'failed',
      attempts: 3,
      last_error: 'The page refused the post',
      delivered_at: null,
      created_at: '2026-11-21T09:00:00Z',
    },
  ],
};

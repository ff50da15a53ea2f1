import type { OwnNewsRow, StaffNewsDetail, UserProfile } from '@portal/shared';
import { NO_PLACE } from '../../../lib/place-value.ts';
import { json } from '../../../test/fake-api.ts';

export const staffUser: UserProfile = {
  id: 1,
  full_name: 'Desk Editor',
  email: 'editor@rss.example',
  mobile_no: '9800000001',
  link: null,
  logo: null,
  role: 'staff',
  roles: ['staff'],
  team_role: 'owner',
  staff_roles: ['administrator'],
  house_id: 1,
  type: 1,
  has_subscription: false,
  ever_subscribed: false,
  left_subscription_days: 0,
  is_trial: false,
  auto_post: 0,
  notification: 0,
  new_token: 1,
  is_changed: true,
  sociair_connected_check: false,
  social_medias: [],
  subscription: null,
  calendar: null,
  home_district: null,
};

export const clientUser: UserProfile = { ...staffUser, id: 7, house_id: 7, full_name: 'Kantipur Daily', role: 'client', roles: ['client'] };

/** The languages and categories the forms and filters load. */
export function lookup(path: string) {
  if (path === '/api/auth/v2/languages/all') {
    return json(200, {
      data: [
        { id: 1, name: 'Nepali', name_ne: 'नेपाली', code: 'ne' },
        { id: 2, name: 'English', name_ne: 'अङ्ग्रेजी', code: 'en' },
      ],
    });
  }
  if (path === '/api/auth/v2/categories/all') {
    return json(200, {
      data: [
        { id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' },
        { id: 4, name: 'Sports', name_ne: 'खेलकुद', slug: 'sports' },
      ],
    });
  }
  return undefined;
}

export const deskRow = (overrides: Partial<OwnNewsRow> = {}): OwnNewsRow => ({
  id: 5,
  title: 'Budget passed',
  language_id: 2,
  categories_name: [{ id: 1, name: 'Politics' }],
  publish_at: '2026-01-10T09:00:00Z',
  label: '',
  user_name: 'Desk Editor',
  status: 'published',
  created_at: '2026-01-10T08:00:00Z',
  ...overrides,
});

export const staffDetail: StaffNewsDetail = {
  id: 5,
  title: 'Budget passed',
  content: '<p>The house passed the budget.</p>',
  meta_description: 'The budget',
  language_id: 2,
  category_ids: [1],
  pin: false,
  breaking: false,
  urgent: false,
  usage_terms: '',
  editor_note: '',
  status: 'published',
  publish_at: '2026-01-10T09:00:00Z',
  user_name: 'Desk Editor',
  created_at: '2026-01-10T08:00:00Z',
  revised_at: '2026-01-11T08:00:00Z',
  ...NO_PLACE,
  media: [
    {
      id: 41,
      path: '/media/news/a.jpg',
      thumbnail: null,
      renditions: [],
      extension: 'jpg',
      aggregate_type: 'image',
      size: 1000,
      width: 10,
      height: 10,
      download_name: '41.jpg',
      caption: 'Speaker',
    },
  ],
  versions: [
    {
      id: 9,
      editor_name: 'Chief Editor',
      changes: {
        title: { from: 'Budget pased', to: 'Budget passed' },
        content: { from: `<p>${'Long old text. '.repeat(20)}</p>`, to: '<p>The house passed the budget.</p>' },
      },
      created_at: '2026-01-11T08:00:00Z',
    },
  ],
};

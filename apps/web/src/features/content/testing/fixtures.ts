import type { MediaFile, NewsDetail, TeamRole, UserProfile, VideoDetail } from '@portal/shared';
import { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../lib/auth.ts';

/** A member (id 31) of the media house 7 with the given role; the owner is the house's own account. */
export const houseMember = (teamRole: TeamRole, overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: teamRole === 'owner' ? 7 : 31,
  full_name: 'Gita Rai',
  email: 'gita@himaltimes.example',
  mobile_no: '9800000000',
  link: null,
  logo: null,
  role: 'client',
  roles: ['client'],
  team_role: teamRole,
  house_id: 7,
  type: 3,
  has_subscription: true,
  left_subscription_days: 30,
  is_trial: false,
  auto_post: 0,
  notification: 1,
  new_token: 0,
  is_changed: true,
  sociair_connected_check: false,
  social_medias: [],
  subscription: null,
  ...overrides,
});

/** A query cache that knows who is signed in, as the app's guards leave it before a content screen shows. */
export function signedInAs(profile: UserProfile) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery().queryKey, profile);
  return queryClient;
}

const dates = {
  publish_at: '2026-11-20T06:00:00.000Z',
  parsed_publish_at: '2026-11-20T06:00:00.000Z',
  format_parsed_publish_at: '',
  format_parsed_created_at: '',
  created_at: '2026-11-20T06:00:00.000Z',
  updated_at: '2026-11-20T06:00:00.000Z',
};

export const mediaFile = (overrides: Partial<MediaFile> = {}): MediaFile => ({
  id: 51,
  path: 'https://files.example/51.jpg',
  thumbnail: null,
  renditions: [],
  extension: 'jpg',
  aggregate_type: 'image',
  size: 120_000,
  width: 1200,
  height: 800,
  download_name: '51.jpg',
  ...overrides,
});

/** A news item with one picture. */
export const newsDetail = (overrides: Partial<NewsDetail> = {}): NewsDetail => ({
  id: 5,
  title: 'Budget passed',
  meta_description: 'The house passed the budget.',
  images_count: 1,
  thumbnail: null,
  thumbnail_renditions: [],
  categories: [{ id: 1, name: 'Economy' }],
  language_id: 1,
  pin: false,
  breaking: false,
  auto_post: false,
  revised_at: null,
  content: '<p>The house passed the budget.</p>',
  status: 'published',
  user_id: 1,
  category_ids: [1],
  images: [mediaFile()],
  videos: [],
  pdfs: [],
  latest_media_url: null,
  source_name: null,
  ...dates,
  ...overrides,
});

export const videoDetail = (overrides: Partial<VideoDetail> = {}): VideoDetail => ({
  id: 9,
  title: 'Flood in Koshi',
  meta_description: 'Water rises.',
  thumbnail: null,
  thumbnail_renditions: [],
  categories: [{ id: 1, name: 'Nation' }],
  language_id: 1,
  duration_seconds: 60,
  description: '<p>Water rises.</p>',
  category_ids: [1],
  video: 'https://files.example/9.mp4',
  extension: 'mp4',
  size: 5_000_000,
  download_name: '9.mp4',
  ...dates,
  ...overrides,
});

/** An empty page of a list, for the lists a screen shows beside the item under test. */
export const emptyPage = { data: [], meta: { total: 0, current_page: 1, last_page: 1 } };

import type { GalleryDetail, MediaFile, NewsDetail, VideoDetail } from '@portal/shared';

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
  caption: '',
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
  urgent: false,
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
  usage_terms: '',
  editor_note: '',
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
  usage_terms: '',
  editor_note: '',
  ...dates,
  ...overrides,
});

/** A feature-photo gallery with one picture. */
export const galleryDetail = (overrides: Partial<GalleryDetail> = {}): GalleryDetail => ({
  id: 12,
  title: 'Phewa at dawn',
  description: '<p>Boats wait for the light.</p>',
  images: [mediaFile()],
  images_count: 1,
  thumbnail: null,
  thumbnail_renditions: [],
  usage_terms: '',
  editor_note: '',
  ...dates,
  ...overrides,
});

/** An empty page of a list, for the lists a screen shows beside the item under test. */
export const emptyPage = { data: [], meta: { total: 0, current_page: 1, last_page: 1 } };

import type { DeskMediaFile, DeskMediaRow, GalleryDeskDetail, VideoDeskDetail } from '@portal/shared';
import { NO_PLACE } from '../../../lib/place-value.ts';
import { json } from '../../../test/fake-api.ts';

/** The languages and categories the video editor offers. */
export function lookup(path: string) {
  if (path === '/api/auth/v2/languages/all') return json(200, { data: [{ id: 2, name: 'English', name_ne: 'अङ्ग्रेजी', code: 'en' }] });
  if (path === '/api/auth/v2/categories/all') {
    return json(200, {
      data: [
        { id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' },
        { id: 8, name: 'Society', name_ne: 'समाज', slug: 'society' },
      ],
    });
  }
  return undefined;
}

export const deskRow = (overrides: Partial<DeskMediaRow> = {}): DeskMediaRow => ({
  id: 5,
  title: 'Holi in Basantapur',
  status: 'published',
  publish_at: '2026-01-10T09:00:00Z',
  thumbnail: '/media/gallery/thumbnails/5.jpg',
  images_count: 3,
  created_at: '2026-01-10T08:00:00Z',
  ...overrides,
});

export const savedFile = (id: number, overrides: Partial<DeskMediaFile> = {}): DeskMediaFile => ({
  id,
  path: `/media/gallery/${id}.jpg`,
  thumbnail: null,
  renditions: [],
  extension: 'jpg',
  aggregate_type: 'image',
  size: 2048,
  width: 640,
  height: 360,
  download_name: `${id}.jpg`,
  caption: '',
  ...overrides,
});

export const galleryDetail: GalleryDeskDetail = {
  id: 5,
  title: 'Holi in Basantapur',
  description: 'Colours at the square.',
  status: 'published',
  publish_at: '2026-01-10T09:00:00Z',
  usage_terms: '',
  editor_note: '',
  images: [savedFile(41, { caption: 'The crowd' }), savedFile(42)],
  ...NO_PLACE,
};

export const videoDetail: VideoDeskDetail = {
  id: 9,
  title: 'Flood relief in Saptari',
  meta_description: 'Boats reach the villages.',
  description: '<p>Relief arrives.</p>',
  language_id: 2,
  category_ids: [1],
  status: 'published',
  publish_at: '2026-01-10T09:00:00Z',
  duration_seconds: 12.5,
  usage_terms: '',
  editor_note: '',
  video: savedFile(70, {
    path: '/media/videos/70.mp4',
    extension: 'mp4',
    aggregate_type: 'video',
    size: 5_000_000,
    download_name: '70.mp4',
  }),
  poster: savedFile(71, { path: '/media/videos/71.jpg' }),
  ...NO_PLACE,
};

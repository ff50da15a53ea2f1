import { z } from 'zod';
import { galleryItem, newsCard, videoCard } from './content.schema.ts';

/** "More like this" under an item's detail: at most this many items of its kind, the same story's first. */
export const RELATED_ITEMS_LIMIT = 6;

/** GET /api/client/news/:id/related: news cards as the news list shows them. */
export const relatedNews = z.object({ data: z.array(newsCard) });
export type RelatedNews = z.infer<typeof relatedNews>;

/** GET /api/client/gallery/:id/related: galleries as the photo list shows them. */
export const relatedGalleries = z.object({ data: z.array(galleryItem) });
export type RelatedGalleries = z.infer<typeof relatedGalleries>;

/** GET /api/client/videos/:id/related: video cards as the video list shows them. */
export const relatedVideos = z.object({ data: z.array(videoCard) });
export type RelatedVideos = z.infer<typeof relatedVideos>;

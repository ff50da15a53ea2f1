import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText } from './rules.ts';
import { newsUploadFields } from './uploads.schema.ts';

/** POST api/v1/news: the agency publishes a news item (now, or at `publish_at`). */
export const publishNewsRequest = newsUploadFields.pick({ title: true, content: true, language_id: true, category_ids: true }).extend({
  meta_description: optionalText(500),
  pin: z.boolean().default(false),
  publish_at: z.iso.datetime({ offset: true, error: messages.dateInvalid }).optional(),
});
export type PublishNewsRequest = z.input<typeof publishNewsRequest>;

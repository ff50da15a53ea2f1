import { z } from 'zod';
import { messages } from './messages.ts';
import { requiredText } from './rules.ts';
import { ownNewsDetail, ownNewsRow } from './uploads.schema.ts';

/** The agency's review of the news clients upload: a queue, and approve, request changes or reject. */

export const MAX_REVIEW_NOTE_LENGTH = 1000;

/** GET api/v1/reviews/all: a row of the queue, with the organisation that sent it. */
export const reviewRow = ownNewsRow.extend({ user_id: z.number().int(), company_name: z.string() });
export type ReviewRow = z.infer<typeof reviewRow>;

/** GET api/v1/reviews/{id}: the upload as its author sent it, who sent it, and where its review stands. */
export const reviewDetail = ownNewsDetail.extend({
  client: z.object({ id: z.number().int(), full_name: z.string(), company_name: z.string(), email: z.string() }),
  source_name: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

/** POST api/v1/reviews/{id}/approve: publish as agency content (now, or at `publish_at`), crediting the source. */
export const approveUploadRequest = z.object({
  source_name: requiredText('Source', 200),
  publish_at: z.iso.datetime({ offset: true, error: messages.dateTimeInvalid }).optional(),
});
export type ApproveUploadRequest = z.input<typeof approveUploadRequest>;

/** POST api/v1/reviews/{id}/request-changes and /reject: what the client is told. */
export const reviewNoteRequest = z.object({ note: requiredText('Note', MAX_REVIEW_NOTE_LENGTH) });
export type ReviewNoteRequest = z.input<typeof reviewNoteRequest>;

export const REVIEW_DECISIONS = ['approve', 'request-changes', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

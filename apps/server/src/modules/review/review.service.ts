import type { ApproveUploadRequest, OwnNewsQuery, Paged, ReviewDecision, ReviewDetail, ReviewRow } from '@portal/shared';
import { messages } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { ContentCache } from '../content/content-cache.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { NewsAuthorsRepository } from '../news/news-authors.repository.ts';
import { presentOwnDetail, presentOwnRow } from '../uploads/own-news-presenter.ts';
import type { ReviewedUpload, UploadAuthor } from './review.mails.ts';

export type Verdict = { decision: 'approve'; body: ApproveUploadRequest } | { decision: Exclude<ReviewDecision, 'approve'>; note: string };

/**
 * The agency's review of what clients upload: a queue of their items, and one decision per
 * pending item — publish it as agency content crediting the source, send it back for changes (the client
 * edits it and it is pending again), or reject it with a reason. The client is mailed the outcome.
 */
const REVIEW_ACTIONS = { approve: 'review.approve', reject: 'review.reject', 'request-changes': 'review.request_changes' } as const;

export function createReviewService(deps: {
  db: Database;
  lists: NewsAuthorsRepository;
  newsRepository: NewsRepository;
  media: MediaRepository;
  lookups: LookupsRepository;
  links: MediaLinks;
  cache: ContentCache;
  mailer: Mailer;
  mail: (to: UploadAuthor, upload: ReviewedUpload, decision: ReviewDecision) => Mail;
  audit: Audit;
  now: () => Date;
}) {
  const { db, now } = deps;

  async function clientUpload(id: number) {
    const found = await deps.lists.findClientUpload(id);
    if (!found) throw new NotFoundError();
    return found;
  }

  function columnsOf(verdict: Verdict, at: Date) {
    if (verdict.decision === 'approve') {
      const { source_name: sourceName, publish_at: publishAt } = verdict.body;
      return { status: 'published' as const, sourceName, reviewNote: null, publishAt: publishAt ? new Date(publishAt) : at };
    }
    return { status: verdict.decision === 'reject' ? ('rejected' as const) : ('changes_requested' as const), reviewNote: verdict.note };
  }

  return {
    async list(query: OwnNewsQuery): Promise<Paged<ReviewRow>> {
      const [rows, total, names] = await Promise.all([
        deps.lists.list('clients', query, { offset: offsetOf(query), limit: query.rowsPerPage }, now()),
        deps.lists.count('clients', query, now()),
        deps.lookups.categoryNames(),
      ]);
      return {
        data: rows.map((row) => ({ ...presentOwnRow(row, names), user_id: row.userId, company_name: row.companyName })),
        meta: pageMeta(total, query),
      };
    },

    async detail(id: number): Promise<ReviewDetail> {
      const found = await clientUpload(id);
      const [files, names] = await Promise.all([deps.media.ofOwners('newsId', [id]), deps.lookups.categoryNames()]);
      const { row } = found;
      return {
        ...presentOwnDetail(row, files.get(id) ?? [], names, deps.links),
        review_note: row.reviewNote,
        client: {
          id: found.author.id,
          full_name: found.author.fullName,
          company_name: found.author.companyName,
          email: found.author.email,
        },
        source_name: row.sourceName,
        reviewer_name: found.reviewerName,
        reviewed_at: row.reviewedAt?.toISOString() ?? null,
      };
    },

    /** Decides on a pending upload once: a second decision, or one on an item no longer pending, is refused. */
    async decide(staffId: number, id: number, verdict: Verdict): Promise<void> {
      const { author: client } = await clientUpload(id);
      const at = now();
      await db.transaction(async (tx) => {
        const row = await deps.newsRepository.decidePending(
          id,
          { ...columnsOf(verdict, at), reviewedBy: staffId, reviewedAt: at, updatedAt: at },
          tx,
        );
        if (!row) throw new ConflictError(messages.uploadAlreadyReviewed);
        await deps.audit.record(tx, {
          action: REVIEW_ACTIONS[verdict.decision],
          object: { type: 'news', id },
          houseId: client.houseId ?? client.id,
          before: { status: 'pending' },
          after: { status: row.status, review_note: row.reviewNote },
        });
        await deps.mailer.send(deps.mail(client, { id, title: row.title, note: row.reviewNote }, verdict.decision), tx);
        await deps.cache.announceIn(tx);
      });
      deps.cache.forgetHere();
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;

import {
  MAX_WEBHOOKS,
  messages,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookValues,
  type WebhookWithSecret,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type HttpOut, OutboundError, type OutboundFailure } from '../../lib/http-out.ts';
import type { JobQueue, JobTry } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { newSigningSecret, signatureHeader } from '../../lib/push-signature.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { readingsTsQuery } from '../content/nepali-readings.ts';
import type { FeedDocuments } from '../feed/feed-documents.ts';
import type { FeedEventsRepository } from '../feed/feed-events.repository.ts';
import type { ItemChange } from '../item-changes/item-changes.repository.ts';
import { checkedWebhookUrl } from './webhook-url.ts';
import type { WebhookDeliveryRow, WebhookRow, WebhooksRepository } from './webhooks.repository.ts';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/** A hook whose deliveries have all failed for this long is paused and its client mailed. */
export const PAUSE_AFTER_MS = 24 * 3_600_000;
const MESSAGE_LENGTH = 200;

/** One delivery of one item change to one hook; `seq` is the event id receivers dedupe by. */
export type WebhookJob = { webhookId: number; seq: number; newsId: number; version: number; pubstatus: ItemChange['pubstatus'] };

const FAILURE_TEXTS: Record<OutboundFailure, string> = {
  address: messages.outboundRefused,
  scheme: 'The address is not an https URL',
  redirect: 'The receiver answered with a redirect, which the portal does not follow',
  timeout: 'The receiver did not answer in time',
  too_large: 'The receiver answered with too much data',
  network: 'The receiver could not be reached',
  bad_response: 'The receiver answered something unreadable',
};

const clip = (text: string) => (text.length > MESSAGE_LENGTH ? `${text.slice(0, MESSAGE_LENGTH - 1)}…` : text);

const present = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  language_id: row.languageId,
  category_ids: row.categoryIds,
  query: row.query,
  status: row.status,
  failing_since: row.failingSince?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** A change's first version is an item new to the receiver; a later usable one a correction (or the item out again). */
function eventOf(row: WebhookDeliveryRow, version: number | undefined): WebhookEvent {
  if (row.pubstatus === 'canceled') return 'canceled';
  return version === 1 ? 'new' : 'corrected';
}

const presentDelivery = (row: WebhookDeliveryRow, version: number | undefined): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event: eventOf(row, version),
  news_id: row.newsId,
  pubstatus: row.pubstatus,
  attempt: row.attempt,
  http_status: row.httpStatus,
  outcome: row.outcome,
  message: row.message,
  duration_ms: row.durationMs,
  created_at: row.createdAt.toISOString(),
});

/**
 * Webhooks of My Account: registration with the outbound address rules of "Post to my site",
 * the fan-out of item changes to matching hooks (pg-boss jobs queued in the dispatching transaction),
 * and the signed delivery, retried for 24 h, every attempt logged, a hook failing that long paused.
 */
export function createWebhooksService(deps: {
  db: Database;
  repository: WebhooksRepository;
  box: SecretBox;
  jobs: Pick<JobQueue, 'enqueue'>;
  mailer: Mailer;
  httpOut: HttpOut;
  documents: FeedDocuments;
  events: FeedEventsRepository;
  allowLoopback: boolean;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository } = deps;

  async function valuesOf(form: WebhookValues) {
    return {
      url: await checkedWebhookUrl(form.url, { allowLoopback: deps.allowLoopback }),
      query: form.query,
      matchQuery: await readingsTsQuery(deps.db, form.query),
      languageId: form.language_id,
      categoryIds: form.category_ids,
    };
  }

  async function owned(userId: number, id: number) {
    const row = await repository.find(userId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  const withSecret = (row: WebhookRow, secret: string): WebhookWithSecret => ({ ...present(row), secret });

  /** Answers the attempt's log row fields for a call that failed before or without a 2xx. */
  function failureOf(error: unknown): { httpStatus: number | null; message: string } {
    if (error instanceof OutboundError) return { httpStatus: null, message: FAILURE_TEXTS[error.reason] };
    throw error;
  }

  /** The event's version as ninjs, or undefined when the item can no longer be read (its cancellation is on its way). */
  async function body(job: WebhookJob, hook: { videos: boolean }): Promise<string | undefined> {
    const event = await deps.events.bySeq(job.seq);
    if (!event) return undefined;
    const [text] = await deps.documents.texts([event], { videos: hook.videos });
    return text;
  }

  return {
    async list(userId: number): Promise<Webhook[]> {
      return (await repository.list(userId)).map(present);
    },

    async create(userId: number, form: WebhookValues): Promise<WebhookWithSecret> {
      const values = await valuesOf(form);
      const secret = newSigningSecret();
      const row = await repository.create(userId, { ...values, sealedSecret: deps.box.seal(secret) }, MAX_WEBHOOKS);
      if (!row) throw ValidationError.field('url', messages.webhookLimit(MAX_WEBHOOKS));
      return withSecret(row, secret);
    },

    async update(userId: number, id: number, form: WebhookValues): Promise<Webhook> {
      await owned(userId, id);
      const row = await repository.update(userId, id, await valuesOf(form));
      if (!row) throw new NotFoundError();
      return present(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.remove(userId, id))) throw new NotFoundError();
    },

    async resume(userId: number, id: number): Promise<Webhook> {
      const row = await repository.resume(userId, id);
      if (!row) throw new NotFoundError();
      return present(row);
    },

    async rotateSecret(userId: number, id: number): Promise<WebhookWithSecret> {
      const secret = newSigningSecret();
      const row = await repository.update(userId, id, { sealedSecret: deps.box.seal(secret) });
      if (!row) throw new NotFoundError();
      return withSecret(row, secret);
    },

    async deliveries(userId: number, id: number, page: number, perPage: number) {
      await owned(userId, id);
      const { rows, total } = await repository.deliveries(id, page, perPage);
      const versions = await deps.events.versionsBySeq(rows.map((row) => Number(row.eventId)));
      return {
        data: rows.map((row) => presentDelivery(row, versions.get(Number(row.eventId)))),
        meta: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total_relation: 'exact' as const },
      };
    },

    /** The item-change consumer: one statement per change finds its hooks; one job per hook and change, queued in `tx`. */
    async fanOut(changes: ItemChange[], tx: Database): Promise<void> {
      const now = deps.now();
      const jobs: { data: WebhookJob }[] = [];
      for (const change of changes) {
        for (const webhookId of await repository.matching(change, now, tx)) {
          jobs.push({ data: { webhookId, seq: change.seq, newsId: change.newsId, version: change.version, pubstatus: change.pubstatus } });
        }
      }
      await deps.jobs.enqueue(WEBHOOK_QUEUE, jobs, tx);
    },

    /**
     * One try of a delivery, as pg-boss runs it: POST the signed ninjs; a 2xx is delivered. Anything else
     * is logged and thrown, so pg-boss tries again (with back-off, for 24 h), unless that failure paused the
     * hook or it was the last try. A hook deleted or paused meanwhile gets nothing.
     */
    async deliver(job: WebhookJob, attempt: JobTry): Promise<void> {
      const hook = await repository.forDelivery(job.webhookId, deps.now());
      if (hook?.status !== 'active') return;
      const payload = await body(job, hook);
      if (payload === undefined) return;
      const eventId = String(job.seq);
      const sentAt = deps.now();
      const started = performance.now();
      let outcome: { httpStatus: number | null; message: string; delivered: boolean };
      try {
        const answer = await deps.httpOut.send({
          method: 'POST',
          url: hook.url,
          headers: {
            'content-type': 'application/json',
            'x-portal-signature': signatureHeader(deps.box.open(hook.sealedSecret), Math.floor(sentAt.getTime() / 1000), payload),
            'x-portal-event-id': eventId,
            'idempotency-key': eventId,
          },
          body: payload,
        });
        const delivered = answer.status >= 200 && answer.status < 300;
        outcome = { httpStatus: answer.status, message: delivered ? 'Delivered' : `The receiver answered ${answer.status}`, delivered };
      } catch (error) {
        outcome = { ...failureOf(error), delivered: false };
      }
      const row = {
        webhookId: hook.id,
        eventId,
        newsId: job.newsId,
        pubstatus: job.pubstatus,
        attempt: attempt.retryCount + 1,
        httpStatus: outcome.httpStatus,
        outcome: outcome.delivered ? ('delivered' as const) : ('failed' as const),
        message: clip(outcome.message),
        durationMs: Math.round(performance.now() - started),
        createdAt: sentAt,
      };
      const paused = await deps.db.transaction(async (tx) => {
        await repository.logAttempt(row, tx);
        if (outcome.delivered) {
          await repository.markDelivered(hook.id, tx);
          return false;
        }
        const failing = await repository.markFailed(hook.id, sentAt, PAUSE_AFTER_MS, tx);
        if (!failing?.paused) return !failing;
        const texts = messages.webhookPausedMail[hook.locale];
        await deps.mailer.send(
          {
            to: hook.email,
            subject: texts.subject(hook.url),
            text: texts.text(hook.fullName, hook.url, failing.failingSince.toISOString(), deps.publicUrl),
          },
          tx,
        );
        deps.log.warn({ webhookId: hook.id }, 'webhook paused after 24 h of failed deliveries');
        return true;
      });
      if (outcome.delivered || paused || attempt.retryCount >= attempt.retryLimit) return;
      throw new Error(`webhook ${hook.id} not delivered (${row.message}); pg-boss tries again`);
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;

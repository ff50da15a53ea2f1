import { messages, type NinjsVersion, ninjsSchemaUri, type WebhookFormat } from '@portal/shared';
import { OutboundError, type OutboundFailure } from '../../../lib/http-out.ts';
import type { JobTry } from '../../../lib/job-queue.ts';
import { signatureHeader } from '../../../lib/push-signature.ts';
import { feedEventOf } from '../../agenda-machines/agenda-feed.service.ts';
import type { FeedEvent } from '../../feed/feed-events.repository.ts';
import { FEED_G2_TYPE } from '../../feed/feed-g2.ts';
import type { VideoEntitlement } from '../../feed/ninjs.ts';
import { isAgendaJob, type WebhookJob } from './fan-out-item-changes.ts';
import type { WebhooksDeps } from './shared.ts';

/** A hook whose deliveries have all failed for this long is paused and its client mailed. */
export const PAUSE_AFTER_MS = 24 * 3_600_000;
const MESSAGE_LENGTH = 200;

const FAILURE_TEXTS: Record<OutboundFailure, string> = {
  address: messages.outboundRefused,
  scheme: 'The address is not an https URL',
  redirect: 'The receiver answered with a redirect, which the portal does not follow',
  timeout: 'The receiver did not answer in time',
  too_large: 'The receiver answered with too much data',
  network: 'The receiver could not be reached',
  bad_response: 'The receiver answered something unreadable',
};

/** A news item's change as one body format writes it; undefined when the item can no longer be read (its cancellation follows). */
type NewsBody = { contentType: string; write: (event: FeedEvent, entitlements: VideoEntitlement) => Promise<string | undefined> };

/**
 * How each body format writes a news item: ninjs in its version (2.1 plain `application/json`, as before; the others
 * name their IPTC schema as the profile), or the item's NewsML-G2 News Message, as the Feed API answers it.
 */
function newsBodies({ documents, g2 }: Pick<WebhooksDeps, 'documents' | 'g2'>): Record<WebhookFormat, NewsBody> {
  const ninjs = (version: NinjsVersion, contentType: string): NewsBody => ({
    contentType,
    write: async (event, entitlements) => (await documents.texts([event], entitlements, version))[0],
  });
  return {
    'ninjs-2.1': ninjs('2.1', 'application/json'),
    'ninjs-2.3': ninjs('2.3', `application/json; profile="${ninjsSchemaUri('2.3')}"`),
    'ninjs-3.2': ninjs('3.2', `application/json; profile="${ninjsSchemaUri('3.2')}"`),
    'newsml-g2': { contentType: FEED_G2_TYPE, write: (event, entitlements) => g2.item(event, entitlements) },
  };
}

const clip = (text: string) => (text.length > MESSAGE_LENGTH ? `${text.slice(0, MESSAGE_LENGTH - 1)}…` : text);

/** Answers the attempt's log row fields for a call that failed before or without a 2xx. */
function failureOf(error: unknown): { httpStatus: number | null; message: string } {
  if (error instanceof OutboundError) return { httpStatus: null, message: FAILURE_TEXTS[error.reason] };
  throw error;
}

/**
 * One try of a delivery, as pg-boss runs it: POST the signed body (in the hook's format); a 2xx is delivered. Anything else
 * is logged and thrown, so pg-boss tries again (with back-off, for 24 h), unless that failure paused the
 * hook or it was the last try. A hook deleted or paused meanwhile gets nothing.
 */
export function createDeliverWebhook(
  deps: Pick<
    WebhooksDeps,
    'db' | 'repository' | 'box' | 'mailer' | 'httpOut' | 'documents' | 'g2' | 'events' | 'agendaChanges' | 'publicUrl' | 'now' | 'log'
  >,
) {
  const { repository } = deps;
  const newsBody = newsBodies(deps);

  /**
   * The change's version as it goes out: an item's in the hook's format, or undefined when the item can no longer be read (its
   * cancellation is on its way); an Agenda event's save as the Feed API's event, or undefined when the plan no
   * longer has the Agenda.
   */
  async function body(
    job: WebhookJob,
    hook: { videos: boolean; agenda: boolean; format: WebhookFormat },
  ): Promise<{ text: string; contentType: string } | undefined> {
    if (isAgendaJob(job)) {
      const change = hook.agenda ? await deps.agendaChanges.bySeq(job.agendaSeq) : undefined;
      return change && { text: JSON.stringify(feedEventOf(deps.publicUrl, change)), contentType: 'application/json' };
    }
    const event = await deps.events.bySeq(job.seq);
    if (!event) return undefined;
    const { write, contentType } = newsBody[hook.format];
    const text = await write(event, { videos: hook.videos });
    return text === undefined ? undefined : { text, contentType };
  }

  /** What the log row and the headers name: the idempotency id and type, the item or event, and its pubstatus. */
  const subjectOf = (job: WebhookJob) =>
    isAgendaJob(job)
      ? {
          eventId: `agenda-${job.agendaSeq}`,
          type: 'agenda.event',
          newsId: null,
          agendaEventId: job.eventId,
          pubstatus: job.cancelled ? ('canceled' as const) : ('usable' as const),
        }
      : { eventId: String(job.seq), type: 'news.item', newsId: job.newsId, agendaEventId: null, pubstatus: job.pubstatus };

  return async function deliver(job: WebhookJob, attempt: JobTry): Promise<void> {
    const hook = await repository.forDelivery(job.webhookId, deps.now());
    if (hook?.status !== 'active') return;
    const sent = await body(job, hook);
    if (sent === undefined) return;
    const payload = sent.text;
    const { eventId, type, ...subject } = subjectOf(job);
    const sentAt = deps.now();
    const started = performance.now();
    let outcome: { httpStatus: number | null; message: string; delivered: boolean };
    try {
      const answer = await deps.httpOut.send({
        method: 'POST',
        url: hook.url,
        headers: {
          'content-type': sent.contentType,
          'x-portal-signature': signatureHeader(deps.box.open(hook.sealedSecret), Math.floor(sentAt.getTime() / 1000), payload),
          'x-portal-event-id': eventId,
          'x-portal-event-type': type,
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
      ...subject,
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
  };
}

import { createHmac } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { OutboundError } from '../../../lib/http-out.ts';
import type { JobTry } from '../../../lib/job-queue.ts';
import { FEED_CONTENT_TYPES, feedLinkHeader, parseFeedUrl } from '../../feed/syndication-addresses.ts';
import type { ItemChange } from '../../item-changes/item-changes.repository.ts';
import { type DeliveryJob, isSuccess, WEBSUB_DELIVERY_QUEUE, type WebsubDeps } from './shared.ts';

/** `X-Hub-Signature` (§7.1): the HMAC-SHA256 of the body, keyed with the subscriber's `hub.secret`, in hex. */
export const hubSignature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * The item-change consumer: one statement per change finds the live subscriptions whose feed it touches; one
 * `websub-delivery` job per subscription and change, queued in the dispatching transaction (under its lock), so a
 * change reaches each subscriber once whatever the number of instances, and a rolled-back change reaches no one.
 */
export function createFanOut(deps: Pick<WebsubDeps, 'repository' | 'jobs' | 'now'>) {
  return async function fanOut(changes: ItemChange[], tx: Database): Promise<void> {
    const now = deps.now();
    const jobs: { data: DeliveryJob }[] = [];
    for (const change of changes) {
      for (const subscriptionId of await deps.repository.matching(change, now, tx))
        jobs.push({ data: { subscriptionId, seq: change.seq } });
    }
    await deps.jobs.enqueue(WEBSUB_DELIVERY_QUEUE, jobs, tx);
  };
}

/**
 * One try of a content distribution (§7): POST the feed's whole document as it stands now (not only the new entries:
 * a subscriber that missed a notification is whole again with the next), with the feed's content type, `Link` to the
 * hub and the topic, and `X-Hub-Signature` when the subscriber gave a secret. A 2xx is delivered; a 410 ends the
 * subscription; anything else is thrown for pg-boss to try again with back-off until its last try, after which this
 * notification is dropped and the subscription lives on to its lease's end, as §7 asks. A subscription ended
 * meanwhile (lease, rotated token, unsubscribed) gets nothing; a feed the house may not read now is not sent.
 */
export function createDeliver(deps: Pick<WebsubDeps, 'repository' | 'syndication' | 'box' | 'httpOut' | 'publicUrl' | 'now' | 'log'>) {
  async function documentOf(topic: string): Promise<string | 'gone' | 'refused'> {
    const address = parseFeedUrl(deps.publicUrl, topic);
    if (!address) return 'gone';
    try {
      return await deps.syndication.document(address.token, address.scope, address.format);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return 'gone';
      if (error instanceof AppError && error.statusCode === 403) return 'refused';
      throw error;
    }
  }

  return async function deliver(job: DeliveryJob, attempt: JobTry): Promise<void> {
    const subscription = await deps.repository.forDelivery(job.subscriptionId, deps.now());
    if (!subscription) return;
    const topic = deps.box.open(subscription.sealedTopic);
    const body = await documentOf(topic);
    if (body === 'gone') return deps.repository.removeById(subscription.id);
    if (body === 'refused') return;
    const format = parseFeedUrl(deps.publicUrl, topic)?.format ?? 'rss';
    const headers: Record<string, string> = {
      'content-type': FEED_CONTENT_TYPES[format],
      link: feedLinkHeader(deps.publicUrl, topic),
      ...(subscription.sealedSecret ? { 'x-hub-signature': hubSignature(deps.box.open(subscription.sealedSecret), body) } : {}),
    };
    let status: number | undefined;
    try {
      status = (await deps.httpOut.send({ method: 'POST', url: subscription.callback, headers, body })).status;
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
    }
    if (status !== undefined && isSuccess(status)) return;
    if (status === 410) return deps.repository.removeById(subscription.id);
    const where = { subscriptionId: subscription.id, seq: job.seq, status, attempt: attempt.retryCount + 1 };
    if (attempt.retryCount >= attempt.retryLimit) {
      deps.log.warn(where, 'WebSub notification not delivered after its last try: dropped');
      return;
    }
    throw new Error(`WebSub notification to subscription ${subscription.id} not delivered (${status ?? 'no answer'}); pg-boss tries again`);
  };
}

import { WEBSUB_LEASE_SECONDS, type WebsubRequest } from '@portal/shared';
import { AppError, ValidationError } from '../../../lib/errors.ts';
import { parseFeedUrl } from '../../feed/syndication-addresses.ts';
import { checkedWebhookUrl } from '../../webhooks/webhook-url.ts';
import { type PendingRequest, type VerifyJob, WEBSUB_VERIFY_QUEUE, type WebsubDeps } from './shared.ts';

/** Percent-escapes of unreserved characters (letters, digits, `-._~`) decoded, as hubs must for topic URLs (§5.1.1). */
export const decodeUnreserved = (url: string) =>
  url.replace(/%([0-9A-Fa-f]{2})/g, (percentEscape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(character) ? character : percentEscape;
  });

/** The lease the hub grants: the one asked for, within the hub's bounds, or the default. */
export const grantedLease = (asked: number | undefined) =>
  asked === undefined ? WEBSUB_LEASE_SECONDS.default : Math.min(Math.max(asked, WEBSUB_LEASE_SECONDS.min), WEBSUB_LEASE_SECONDS.max);

/**
 * A subscription request (WebSub §5.1): the callback passes the webhooks' address rules (https; no address the portal
 * never calls), the topic must be one of the portal's feed addresses; anything else is a 422 naming the parameter.
 * Whether the topic opens a feed, and whether the subscriber meant it, is found afterwards (the answer must not
 * depend on it, §5.1.2): a `websub-verify` job is queued and the request answered 202.
 */
export function createRequestSubscription(deps: Pick<WebsubDeps, 'box' | 'jobs' | 'allowLoopback' | 'publicUrl'>) {
  return async function request(body: WebsubRequest): Promise<void> {
    const topic = decodeUnreserved(body['hub.topic']);
    if (!parseFeedUrl(deps.publicUrl, topic)) {
      throw ValidationError.field('hub.topic', 'hub.topic must be one of your feed addresses, as its rel="self" link gives it');
    }
    let callback: string;
    try {
      callback = await checkedWebhookUrl(body['hub.callback'], { allowLoopback: deps.allowLoopback });
    } catch (error) {
      const message = error instanceof AppError ? Object.values(error.errors ?? {}).flat()[0] : undefined;
      if (!message) throw error;
      throw ValidationError.field('hub.callback', message.replace('A webhook address', 'hub.callback'));
    }
    const pending: PendingRequest = {
      mode: body['hub.mode'],
      topic,
      callback,
      leaseSeconds: grantedLease(body['hub.lease_seconds']),
      ...(body['hub.mode'] === 'subscribe' && body['hub.secret'] ? { secret: body['hub.secret'] } : {}),
    };
    await deps.jobs.enqueue<VerifyJob>(WEBSUB_VERIFY_QUEUE, [{ data: { sealed: deps.box.seal(JSON.stringify(pending)) } }]);
  };
}

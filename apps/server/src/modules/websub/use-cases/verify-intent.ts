import { MAX_WEBSUB_SUBSCRIPTIONS } from '@portal/shared';
import { AppError } from '../../../lib/errors.ts';
import { OutboundError } from '../../../lib/http-out.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import type { FeedReader } from '../../feed/syndication.service.ts';
import { type FeedAddress, parseFeedUrl } from '../../feed/syndication-addresses.ts';
import { isSuccess, type PendingRequest, type VerifyJob, type WebsubDeps } from './shared.ts';

/** Why a subscription is denied (`hub.reason`). */
const REFUSED_TOPIC = 'The topic is not a feed this address opens now (unknown or rotated address, or no news in the plan)';
const TOO_MANY = `A media house may hold ${MAX_WEBSUB_SUBSCRIPTIONS} subscriptions at once`;
const ROTATED = 'The feed address was rotated: subscribe to the new one';

/** The callback with the hub's parameters appended to its own query, which stays as it was (§5.1.1). */
export function callbackWith(callback: string, parameters: Record<string, string>): string {
  const url = new URL(callback);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.append(name, value);
  return url.toString();
}

/**
 * One `websub-verify` job. A subscribe to a topic the hub refuses is denied (§5.2: a GET with `hub.mode=denied`);
 * otherwise the hub GETs the callback with a fresh single-use challenge (§5.3) and acts only on a 2xx whose body is
 * the challenge: a subscribe then activates or renews the subscription (the lease counted from the GET), an
 * unsubscribe ends it. Any other answer, or none, leaves everything as it was. Tried once. A `denied` job tells the
 * subscriber of a subscription the hub ended because the feed's address was rotated (§5.2: at any point).
 */
export function createVerifyIntent(deps: Pick<WebsubDeps, 'repository' | 'syndication' | 'box' | 'httpOut' | 'publicUrl' | 'now' | 'log'>) {
  async function deny(request: PendingRequest, reason: string) {
    const url = callbackWith(request.callback, { 'hub.mode': 'denied', 'hub.topic': request.topic, 'hub.reason': reason });
    await deps.httpOut.send({ method: 'GET', url, headers: { accept: '*/*' } }).catch(() => undefined);
  }

  /** The feed the topic opens, or undefined when it opens none now (404 or 403 on its address). */
  async function readerOf(address: FeedAddress): Promise<FeedReader | undefined> {
    try {
      return await deps.syndication.readerOf(address.token, address.scope);
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 403)) return undefined;
      throw error;
    }
  }

  /** Whether the subscriber echoed the challenge (§5.3.1: a 2xx whose body is exactly it). */
  async function confirmed(request: PendingRequest, leaseSeconds: number): Promise<boolean> {
    const challenge = randomToken();
    const url = callbackWith(request.callback, {
      'hub.mode': request.mode,
      'hub.topic': request.topic,
      'hub.challenge': challenge,
      ...(request.mode === 'subscribe' ? { 'hub.lease_seconds': String(leaseSeconds) } : {}),
    });
    try {
      const answer = await deps.httpOut.send({ method: 'GET', url, headers: { accept: '*/*' } });
      return isSuccess(answer.status) && answer.body.toString('utf8') === challenge;
    } catch (error) {
      if (error instanceof OutboundError) return false;
      throw error;
    }
  }

  return async function verify(job: VerifyJob): Promise<void> {
    const request = JSON.parse(deps.box.open(job.sealed)) as PendingRequest;
    if (request.mode === 'denied') return deny(request, ROTATED);
    const topicHash = sha256(request.topic);
    if (request.mode === 'unsubscribe') {
      if (await confirmed(request, request.leaseSeconds)) await deps.repository.remove(topicHash, request.callback);
      return;
    }
    const address = parseFeedUrl(deps.publicUrl, request.topic);
    const reader = address && (await readerOf(address));
    if (!reader || !address) return deny(request, REFUSED_TOPIC);
    if ((await deps.repository.heldBesides(reader.userId, topicHash, request.callback, deps.now())) >= MAX_WEBSUB_SUBSCRIPTIONS) {
      return deny(request, TOO_MANY);
    }
    const verifiedAt = deps.now();
    if (!(await confirmed(request, request.leaseSeconds))) {
      deps.log.info({ callback: new URL(request.callback).origin }, 'WebSub verification of intent failed: nothing changed');
      return;
    }
    const saved = await deps.repository.save(
      {
        userId: reader.userId,
        topicHash,
        sealedTopic: deps.box.seal(request.topic),
        tokenHash: sha256(address.token),
        scope: address.scope.kind,
        categoryId: reader.categoryId ?? null,
        searchId: reader.searchId ?? null,
        callback: request.callback,
        sealedSecret: request.secret ? deps.box.seal(request.secret) : null,
        leaseSeconds: request.leaseSeconds,
        expiresAt: new Date(verifiedAt.getTime() + request.leaseSeconds * 1000),
        renewedAt: verifiedAt,
      },
      MAX_WEBSUB_SUBSCRIPTIONS,
      verifiedAt,
    );
    if (!saved) await deny(request, TOO_MANY);
  };
}

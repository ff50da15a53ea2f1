import { route } from '../api-contract.ts';
import { WEBSUB_HUB_PATH, websubRequest } from '../websub.schema.ts';

/** The WebSub hub of the RSS and Atom feeds (W3C WebSub; the Developer guide's "WebSub" section). */
export const websubContract = {
  /** Answers 202 (plain text) once the request is read; the intent is verified afterwards, at the callback. */
  hub: route({
    method: 'POST',
    path: WEBSUB_HUB_PATH,
    access: 'guest',
    summary: 'Subscribe to, or unsubscribe from, an RSS or Atom feed (WebSub hub)',
    description: [
      'A form (`application/x-www-form-urlencoded`) with `hub.mode` (subscribe or unsubscribe), `hub.topic` (one of your',
      'secret feed addresses, exactly as its `rel="self"` link gives it), `hub.callback` (https), and optionally',
      '`hub.lease_seconds` (1 hour to 30 days; 10 days when left out) and `hub.secret` (under 200 bytes).',
      'Answers 202; the hub then GETs the callback with `hub.mode`, `hub.topic`, `hub.challenge` and `hub.lease_seconds`',
      'and activates the subscription only when the answer is a 2xx whose body is the challenge. A topic the hub refuses',
      '(an unknown or rotated address, a plan without news, too many subscriptions) is told with `hub.mode=denied`.',
      'Each change of an item in the feed then POSTs the whole feed document to the callback, signed with',
      '`X-Hub-Signature: sha256=<HMAC of the body>` when a secret was given.',
    ].join(' '),
    body: websubRequest,
  }),
};

import { createHmac, randomBytes } from 'node:crypto';

/**
 * How the portal signs what it pushes to clients' servers (webhooks of the Feed API, pushes to client
 * sites: docs/SITE-PUSH.md). A new secret is what receivers key their HMAC with, as the characters shown.
 */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `X-Portal-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as payment providers sign their events. */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

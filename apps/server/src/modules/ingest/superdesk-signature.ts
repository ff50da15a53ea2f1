import { createHmac, timingSafeEqual } from 'node:crypto';
import { ingestMessages } from '@portal/shared';
import { ForbiddenError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { IngestRepository } from './ingest.repository.ts';

/** The header Superdesk signs its HTTP push with. */
export const SIGNATURE_HEADER = 'x-superdesk-signature';

/** `sha1=<hex HMAC-SHA1 of body>` with `key`, as Superdesk computes it. */
export const superdeskSignature = (key: string, body: Buffer | string) => `sha1=${createHmac('sha1', key).update(body).digest('hex')}`;

/**
 * Checks a push's signature over its raw body, in constant time, with the key staff set; answers the staff member
 * items go out in the name of. Unlike Newshub, a portal without a key refuses every push instead of taking it unsigned.
 */
export function createSuperdeskSignature(deps: { repository: IngestRepository; box: SecretBox }) {
  return async function verify(body: Buffer, header: string | string[] | undefined): Promise<number> {
    const settings = await deps.repository.settings('superdesk');
    if (!settings || settings.authorId === null) throw new ForbiddenError(ingestMessages.notConfigured);
    const expected = Buffer.from(superdeskSignature(deps.box.open(settings.sealedKey), body));
    const sent = Buffer.from(typeof header === 'string' ? header : '');
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new ForbiddenError(ingestMessages.signatureInvalid);
    return settings.authorId;
  };
}
export type SuperdeskSignature = ReturnType<typeof createSuperdeskSignature>;

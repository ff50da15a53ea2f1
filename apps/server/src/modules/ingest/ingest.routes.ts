import { contracts } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { checkRequestData } from '../../lib/request-data-check.ts';
import { served } from '../../plugins/contract-routes.ts';
import type { IngestService } from './ingest.service.ts';
import { type IngestFiles, MEDIA_ID } from './ingest-files.ts';
import { parseNewsMlG2 } from './ingest-g2.ts';
import { parseNinjs } from './ingest-parse.ts';
import type { StaffKeysService } from './staff-keys.service.ts';
import { SIGNATURE_HEADER, type SuperdeskSignature } from './superdesk-signature.ts';

const { ingest: contract } = contracts;
const tags = ['ingest'];
/** An item's JSON, and a pushed binary (a picture or a video still). */
const ITEM_BYTES = 5 * 1024 * 1024;
const BINARY_BYTES = 50 * 1024 * 1024;

type Deps = { ingest: IngestService; files: IngestFiles; signature: SuperdeskSignature; staffKeys: StaffKeysService };

/** The item read from the raw body, held to the checks every parsed body passes (request-data-check.ts: nesting, NUL). */
function jsonOf(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new BadRequestError('Send the item as a JSON body.');
  let item: unknown;
  try {
    item = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadRequestError('The body is not JSON.');
  }
  checkRequestData({ body: item });
  return item;
}

/** The `media_id` and `media` parts of a pushed binary, read from the raw body the signature was checked over. */
async function binaryOf(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body))
    throw new BadRequestError('Send a multipart form with media_id and media.');
  const form = await new Request('http://ingest.invalid/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(request.body),
  }).formData();
  const mediaId = form.get('media_id');
  const media = form.get('media');
  if (typeof mediaId !== 'string' || !MEDIA_ID.test(mediaId)) throw ValidationError.field('media_id', 'A media_id is needed.');
  if (!media || typeof media === 'string') throw ValidationError.field('media', 'The file goes in the media part.');
  return { mediaId, data: Buffer.from(await media.arrayBuffer()), mime: media.type || 'application/octet-stream' };
}

/**
 * Superdesk's HTTP push at the root, as Newshub has it, and the generic ingest API. Every body is read raw (the
 * signature is over the bytes sent), so this plugin keeps no other body parser.
 */
export function ingestRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BINARY_BYTES }, (_request, body, done) => done(null, body));

    app.route({
      ...served(contract.push, tags, { bodyLimit: ITEM_BYTES }),
      handler: async (request) => {
        const raw = request.body as unknown as Buffer;
        const authorId = await deps.signature(raw, request.headers[SIGNATURE_HEADER]);
        const payload = jsonOf(raw);
        return deps.ingest.ingest('superdesk', parseNinjs(payload), payload, authorId, request.log);
      },
    });

    app.route({
      ...served(contract.pushBinary, tags, { bodyLimit: BINARY_BYTES }),
      handler: async (request, reply) => {
        const authorId = await deps.signature(request.body as unknown as Buffer, request.headers[SIGNATURE_HEADER]);
        const { mediaId, data, mime } = await binaryOf(request);
        await deps.files.store(mediaId, data, mime);
        await deps.ingest.attachLate(mediaId, authorId, request.log);
        return reply.code(201).send({ status: 'OK' });
      },
    });

    app.route({
      ...served(contract.binaryExists, tags),
      handler: async (request) => {
        if (!(await deps.files.has(request.params.mediaId))) throw new NotFoundError();
        return {};
      },
    });

    app.route({
      ...served(contract.ingestItem, tags, { bodyLimit: ITEM_BYTES }),
      handler: async (request) => {
        const { staffId } = await deps.staffKeys.authenticate(request.headers.authorization, 'ingest');
        if (/xml/.test(request.headers['content-type'] ?? '')) {
          // NewsML-G2: the document itself is kept, as text, for a held item to be read again.
          const xml = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
          return deps.ingest.ingest('api', parseNewsMlG2(xml), xml, staffId, request.log);
        }
        const payload = jsonOf(request.body);
        return deps.ingest.ingest('api', parseNinjs(payload), payload, staffId, request.log);
      },
    });
  };
}

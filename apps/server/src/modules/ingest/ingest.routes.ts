import { contracts, ingestMessages, type RouteContract } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
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

type Deps = {
  ingest: IngestService;
  files: IngestFiles;
  signature: SuperdeskSignature;
  staffKeys: StaffKeysService;
  /** Calls a minute each sender may make to each route (config INGEST_CALLS_PER_MINUTE). */
  callsPerMinute: number;
};

/** Who sent a request: the rate limit counts each sender on its own, and the handler acts in the author's name. */
type Sender = { key: string; authorId: number };

/** Finds a request's sender once: the limit's key and the handler's author come from the same check. */
function oncePerRequest(find: (request: FastifyRequest) => Promise<Sender>) {
  const found = new WeakMap<FastifyRequest, Promise<Sender>>();
  return (request: FastifyRequest) => {
    let sender = found.get(request);
    if (!sender) {
      sender = find(request);
      found.set(request, sender);
    }
    return sender;
  };
}

/**
 * An ingest route's limit: `callsPerMinute` for each sender — Superdesk once its signature is checked, a staff API
 * key once recognised — and for each address when the request proves no sender, so a forged or missing signature
 * never spends Superdesk's count. The signature is over the body, so the count is taken once the body is read
 * (`preHandler`), not as the request arrives; the app-wide allow-list (everything outside /api/) is not this limit's.
 */
function limitOf(callsPerMinute: number, senderOf?: (request: FastifyRequest) => Promise<Sender>) {
  return {
    max: callsPerMinute,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    allowList: () => false,
    keyGenerator: async (request: FastifyRequest) => {
      const sender = await senderOf?.(request).catch(() => undefined);
      return sender ? `ingest:${sender.key}` : `ingest-ip:${request.ip}`;
    },
    errorResponseBuilder: () => new TooManyRequestsError(ingestMessages.rateLimited(callsPerMinute)),
  };
}

/** The route's description with its limit, as the OpenAPI document says it. */
const withLimitNote = (contract: RouteContract, callsPerMinute: number) =>
  [
    contract.description,
    `Each sender may make ${callsPerMinute} calls a minute; past that the answer is 429 with a Retry-After header (seconds).`,
  ]
    .filter(Boolean)
    .join(' ');

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
    const superdesk = oncePerRequest(async (request) => ({
      key: 'superdesk',
      authorId: await deps.signature(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers[SIGNATURE_HEADER]),
    }));
    const staffKey = oncePerRequest(async (request) => {
      const { keyId, staffId } = await deps.staffKeys.authenticate(request.headers.authorization, 'ingest');
      return { key: `staff-key:${keyId}`, authorId: staffId };
    });
    const limited = (route: RouteContract, senderOf?: (request: FastifyRequest) => Promise<Sender>) => ({
      config: { rateLimit: limitOf(deps.callsPerMinute, senderOf) },
      schema: { description: withLimitNote(route, deps.callsPerMinute) },
    });

    app.route({
      ...served(contract.push, tags, { bodyLimit: ITEM_BYTES, ...limited(contract.push, superdesk) }),
      handler: async (request) => {
        const { authorId } = await superdesk(request);
        const payload = jsonOf(request.body);
        return deps.ingest.ingest('superdesk', parseNinjs(payload), payload, authorId, request.log);
      },
    });

    app.route({
      ...served(contract.pushBinary, tags, { bodyLimit: BINARY_BYTES, ...limited(contract.pushBinary, superdesk) }),
      handler: async (request, reply) => {
        const { authorId } = await superdesk(request);
        const { mediaId, data, mime } = await binaryOf(request);
        await deps.files.store(mediaId, data, mime);
        await deps.ingest.attachLate(mediaId, authorId, request.log);
        return reply.code(201).send({ status: 'OK' });
      },
    });

    app.route({
      ...served(contract.binaryExists, tags, limited(contract.binaryExists)),
      handler: async (request) => {
        if (!(await deps.files.has(request.params.mediaId))) throw new NotFoundError();
        return {};
      },
    });

    app.route({
      ...served(contract.ingestItem, tags, { bodyLimit: ITEM_BYTES, ...limited(contract.ingestItem, staffKey) }),
      handler: async (request) => {
        const { authorId } = await staffKey(request);
        if (/xml/.test(request.headers['content-type'] ?? '')) {
          // NewsML-G2: the document itself is kept, as text, for a held item to be read again.
          const xml = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
          return deps.ingest.ingest('api', parseNewsMlG2(xml), xml, authorId, request.log);
        }
        const payload = jsonOf(request.body);
        return deps.ingest.ingest('api', parseNinjs(payload), payload, authorId, request.log);
      },
    });
  };
}

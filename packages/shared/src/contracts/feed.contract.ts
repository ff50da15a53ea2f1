import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, withMessage } from '../envelopes.ts';
import {
  apiKey,
  createApiKeyRequest,
  createdApiKey,
  feedItemParams,
  feedItemQuery,
  feedItemsPage,
  feedItemsQuery,
  feedToken,
  ninjsDocument,
  syndicationFileParams,
} from '../feed.schema.ts';
import { DEFAULT_NINJS_VERSION, NINJS_VERSIONS, ninjsSchemaUri } from '../ninjs-versions.ts';

/** How a client chooses its ninjs version, as both Feed API routes say it. */
const VERSIONS_NOTE = [
  `Answers in IPTC ninjs ${DEFAULT_NINJS_VERSION} unless another version is asked for: \`?ninjs=\` one of ${NINJS_VERSIONS.join(', ')},`,
  `or \`Accept: application/json; profile="${ninjsSchemaUri('3.2')}"\` (the version's IPTC schema address; the parameter wins).`,
  'ninjs 3.2 uses the 3.x names (`versionCreated`, `pubStatus`, `contentType`, `sizeInBytes`…). An answer in a version asked for',
  'names it in `standard` and in its Content-Type profile; an unknown version is a 400 naming the versions.',
].join(' ');

const syndicationNote = 'The newest 50 readable items, newest first. The token in the address is the client’s secret (My Account → Feeds).';

/** A feed's address: RSS or Atom XML, no JSON; the token in the path is the secret. */
const syndication = <const Path extends string>(path: Path) =>
  route({ method: 'GET', path, access: 'guest', description: syndicationNote, params: syndicationFileParams });

/**
 * The machine feed: the owner's Feed API keys and secret RSS/Atom addresses, the Feed API itself (a media house's
 * systems, with one of its API keys) and the feeds.
 */
export const feedContract = {
  apiKeys: route({ method: 'GET', path: '/api/client/api-keys', access: 'owner', response: z.object({ data: z.array(apiKey) }) }),
  /** Answers 201, with the key shown this once. */
  createApiKey: route({
    method: 'POST',
    path: '/api/client/api-keys',
    access: 'owner',
    stepUp: true,
    body: createApiKeyRequest,
    response: withMessage(createdApiKey),
  }),
  revokeApiKey: route({
    method: 'DELETE',
    path: '/api/client/api-keys/:id',
    access: 'owner',
    stepUp: true,
    params: idParams,
    response: messageResponse,
  }),
  items: route({
    method: 'GET',
    path: '/api/feed/v1/items',
    access: 'api-key',
    summary: 'News items as IPTC ninjs 2.1, 2.3 or 3.2, newest state of each, paged by cursor',
    description: [
      'Send your API key (My Account → API keys), or an OAuth access token with the `feed:read` scope (`POST /api/oauth/token`), as `Authorization: Bearer <key>`.',
      'Without `since`: the newest `limit` usable items, newest first, and `next_cursor` to poll from.',
      'With `since` (a `next_cursor` you were given): every change after it, oldest first — new items, corrections',
      '(the same `uri` again with a higher `version`) and withdrawn items (`pubstatus: "canceled"`: take them down).',
      'Each item comes once per page, in its latest version (a version is the same every time it is sent). Keep the `next_cursor` of each answer and send it as `since`',
      'next time; an empty `items` means nothing changed. Videos come only with a plan that includes videos.',
      'Items carry their IPTC Media Topics as `subjects` with `rel: "about"` (`literal` the `medtop:` qcode, `uri` IPTC’s address of the topic);',
      '`topic=medtop:…` narrows to items whose categories map to that topic or any narrower one.',
      VERSIONS_NOTE,
    ].join(' '),
    query: feedItemsQuery,
    response: feedItemsPage,
  }),
  item: route({
    method: 'GET',
    path: '/api/feed/v1/items/:id',
    access: 'api-key',
    summary: 'One news item as IPTC ninjs 2.1, 2.3 or 3.2 (canceled when withdrawn)',
    description: VERSIONS_NOTE,
    params: feedItemParams,
    query: feedItemQuery,
    response: ninjsDocument,
  }),
  feedToken: route({ method: 'GET', path: '/api/client/feed-token', access: 'owner', response: z.object({ data: feedToken }) }),
  rotateFeedToken: route({ method: 'POST', path: '/api/client/feed-token/rotate', access: 'owner', response: withMessage(feedToken) }),
  newsFeed: syndication('/api/feed/rss/:token/:file'),
  categoryFeed: syndication('/api/feed/rss/:token/categories/:file'),
  searchFeed: syndication('/api/feed/rss/:token/searches/:file'),
};

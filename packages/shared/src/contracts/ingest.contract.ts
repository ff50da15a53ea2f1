import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, single } from '../envelopes.ts';
import {
  createdStaffApiKey,
  createStaffApiKeyRequest,
  INGEST_API_PATH,
  INGEST_BINARY_PATH,
  INGEST_PUSH_PATH,
  ingestItemRow,
  ingestMapping,
  ingestMappingForm,
  ingestOutcome,
  ingestSettings,
  ingestSettingsForm,
  staffApiKey,
} from '../ingest.schema.ts';

const signed =
  'Signed as Superdesk signs its HTTP push: `x-superdesk-signature: sha1=<hex HMAC-SHA1 of the raw body>` with the key staff set in the console; a missing or wrong signature is 403.';

/** Superdesk's HTTP push (as Newshub takes it), the generic ingest API, and the staff's ingest console. */
export const ingestContract = {
  push: route({
    method: 'POST',
    path: INGEST_PUSH_PATH,
    access: 'guest',
    summary: 'Superdesk pushes a ninjs item',
    description: [
      'One Superdesk ninjs item (`guid`, `version`, `type` text, `headline`, `body_html`, `subject`, `place`, `language`,',
      '`urgency`, `embargoed`, `pubstatus`, `evolvedfrom`, `associations` whose `renditions` name pushed binaries by `media`).',
      'A new guid publishes; a higher version corrects; `pubstatus: canceled` withdraws; a lower or equal version changes',
      'nothing. Values no staff mapping covers hold the item for staff (`outcome: held`, `unmapped`).',
      signed,
    ].join(' '),
    response: ingestOutcome,
  }),
  pushBinary: route({
    method: 'POST',
    path: INGEST_BINARY_PATH,
    access: 'guest',
    multipart: true,
    summary: 'Superdesk pushes a binary (a picture) by its media id',
    description: `A multipart form with \`media_id\` and the file in \`media\`; answers 201. ${signed}`,
  }),
  binaryExists: route({
    method: 'GET',
    path: `${INGEST_BINARY_PATH}/:mediaId`,
    access: 'guest',
    params: z.object({ mediaId: z.string().min(1).max(200) }),
    summary: 'Whether a binary is already stored (200) or not (404)',
  }),
  ingestItem: route({
    method: 'POST',
    path: INGEST_API_PATH,
    access: 'guest',
    summary: 'An editorial system sends one item (ninjs 2.x or 3.x, Superdesk ninjs, or NewsML-G2)',
    description: [
      'Authorization: Bearer <staff API key with the ingest scope>. The body is one ninjs item as JSON, or a NewsML-G2',
      '`newsItem` (or a `newsMessage` holding one) with an XML content type. Idempotent by',
      'guid (or uri) and version: the same version again, or a lower one, is `unchanged`; a higher one corrects;',
      '`pubstatus`/`pubStatus` canceled withdraws; unmapped values hold the item for staff.',
    ].join(' '),
    response: ingestOutcome,
  }),
  settings: route({ method: 'GET', path: '/api/v1/ingest/settings', access: 'staff:admin', response: single(ingestSettings) }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/v1/ingest/settings',
    access: 'staff:admin',
    body: ingestSettingsForm,
    response: messageResponse,
  }),
  mappings: route({
    method: 'GET',
    path: '/api/v1/ingest/mappings',
    access: 'staff:desk',
    response: z.object({ data: z.array(ingestMapping) }),
  }),
  saveMapping: route({
    method: 'PUT',
    path: '/api/v1/ingest/mappings',
    access: 'staff:desk',
    body: ingestMappingForm,
    response: single(ingestMapping),
  }),
  removeMapping: route({
    method: 'DELETE',
    path: '/api/v1/ingest/mappings/:id',
    access: 'staff:desk',
    params: idParams,
    response: messageResponse,
  }),
  items: route({ method: 'GET', path: '/api/v1/ingest/items', access: 'staff:desk', response: z.object({ data: z.array(ingestItemRow) }) }),
  retryItem: route({
    method: 'POST',
    path: '/api/v1/ingest/items/:id/retry',
    access: 'staff:desk',
    params: idParams,
    summary: 'Apply a held item again once its values are mapped',
    response: ingestOutcome,
  }),
  staffKeys: route({
    method: 'GET',
    path: '/api/v1/staff-api-keys',
    access: 'staff:admin',
    response: z.object({ data: z.array(staffApiKey) }),
  }),
  createStaffKey: route({
    method: 'POST',
    path: '/api/v1/staff-api-keys',
    access: 'staff:admin',
    stepUp: true,
    body: createStaffApiKeyRequest,
    summary: 'A staff API key (shown once)',
    response: single(createdStaffApiKey),
  }),
  revokeStaffKey: route({
    method: 'DELETE',
    path: '/api/v1/staff-api-keys/:id',
    access: 'staff:admin',
    stepUp: true,
    params: idParams,
    response: messageResponse,
  }),
};

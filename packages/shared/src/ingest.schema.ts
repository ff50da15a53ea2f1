import { z } from 'zod';
import { apiKey, createApiKeyRequest } from './feed.schema.ts';
import { messages } from './messages.ts';

/**
 * Ingest: the agency's editorial systems publish into the portal. Superdesk pushes as it pushes to Newshub
 * (`POST /push`, `POST /push_binary`, signed `x-superdesk-signature: sha1=<HMAC of the body>`); any other system
 * calls the generic ingest API with a staff API key holding the `ingest` scope.
 */
/** The answers and refusals of ingest (kept here, beside the routes that send them). */
export const ingestMessages = {
  targetInvalid: 'A category or language is its id; a place is province:<id>, district:<id> or local:<id>.',
  signatureInvalid: 'The x-superdesk-signature header is missing or does not match the body.',
  notConfigured: 'Superdesk push is not set up: staff set its key in the console first.',
  keyRefused: 'Send a staff API key with the ingest scope as Authorization: Bearer <key>.',
  rateLimited: (perMinute: number) => `More than ${perMinute} calls to this route in a minute from this sender; wait as Retry-After says.`,
  settingsSaved: 'Superdesk push key saved',
  mappingSaved: 'Mapping saved',
  mappingRemoved: 'Mapping removed',
} as const;

export const INGEST_PUSH_PATH = '/push';
export const INGEST_BINARY_PATH = '/push_binary';
export const INGEST_API_PATH = '/api/ingest/v1/items';

export const INGEST_OUTCOMES = ['published', 'corrected', 'withdrawn', 'held', 'unchanged'] as const;
export const INGEST_STATES = ['published', 'withdrawn', 'held', 'applying'] as const;
export const INGEST_MAPPING_KINDS = ['category', 'language', 'place'] as const;
export type IngestMappingKind = (typeof INGEST_MAPPING_KINDS)[number];
export const STAFF_KEY_SCOPES = ['ingest'] as const;

/** What a push or an ingest call did: a lower or equal version is `unchanged`; `held` names the unmapped values. */
export const ingestOutcome = z.object({
  outcome: z.enum(INGEST_OUTCOMES),
  guid: z.string(),
  version: z.number().int(),
  news_id: z.number().int().nullable(),
  unmapped: z.array(z.string()),
});
export type IngestOutcome = z.infer<typeof ingestOutcome>;

export const INGEST_KEY_MIN = 16;
export const INGEST_KEY_MAX = 200;

/** The Superdesk push settings as the console shows them: never the key, whether one is set. */
export const ingestSettings = z.object({
  key_set: z.boolean(),
  author_id: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export type IngestSettings = z.infer<typeof ingestSettings>;

/** PUT: the key Superdesk signs its pushes with (its subscriber's "secret token"); items go out in the saver's name. */
export const ingestSettingsForm = z.object({
  key: z
    .string()
    .trim()
    .min(INGEST_KEY_MIN, messages.minLength('Key', INGEST_KEY_MIN))
    .max(INGEST_KEY_MAX, messages.maxLength(INGEST_KEY_MAX)),
});
export type IngestSettingsForm = z.infer<typeof ingestSettingsForm>;

/** A place target: `province:3`, `district:27` or `local:301`. */
export const INGEST_PLACE_TARGET = /^(province|district|local):[1-9]\d{0,5}$/;

/**
 * One staff mapping: an incoming value (a subject's `scheme:code` or uri, a language code, a place's code or name)
 * and the portal's category id, language id or place it becomes; `target` null ignores the value.
 */
export const ingestMappingForm = z
  .object({
    kind: z.enum(INGEST_MAPPING_KINDS),
    value: z.string().trim().min(1, messages.required).max(300, messages.maxLength(300)),
    /** Left empty (or null): the value is ignored on purpose. */
    target: z
      .string()
      .trim()
      .max(40)
      .nullable()
      .transform((target) => (target === '' ? null : target)),
  })
  .check((context) => {
    const { kind, target } = context.value;
    if (target === null) return;
    const valid = kind === 'place' ? INGEST_PLACE_TARGET.test(target) : /^[1-9]\d{0,8}$/.test(target);
    if (!valid) context.issues.push({ code: 'custom', input: target, path: ['target'], message: ingestMessages.targetInvalid });
  });
export type IngestMappingForm = z.input<typeof ingestMappingForm>;
export type IngestMappingFields = z.output<typeof ingestMappingForm>;

export const ingestMapping = z.object({
  id: z.number().int(),
  kind: z.enum(INGEST_MAPPING_KINDS),
  value: z.string(),
  target: z.string().nullable(),
});
export type IngestMapping = z.infer<typeof ingestMapping>;

/** An ingested item as the console lists it; held ones first, with what keeps them out. */
export const ingestItemRow = z.object({
  id: z.number().int(),
  source: z.enum(['superdesk', 'api']),
  guid: z.string(),
  version: z.number().int(),
  state: z.enum(INGEST_STATES),
  news_id: z.number().int().nullable(),
  headline: z.string(),
  unmapped: z.array(z.string()),
  updated_at: z.string(),
});
export type IngestItemRow = z.infer<typeof ingestItemRow>;

/** A staff API key: a Feed API key's view with its scopes. */
export const staffApiKey = apiKey.extend({ scopes: z.array(z.enum(STAFF_KEY_SCOPES)) });
export type StaffApiKey = z.infer<typeof staffApiKey>;
export const createStaffApiKeyRequest = createApiKeyRequest.extend({
  scopes: z.array(z.enum(STAFF_KEY_SCOPES)).min(1, messages.atLeastOne).default(['ingest']),
});
export type CreateStaffApiKeyRequest = z.input<typeof createStaffApiKeyRequest>;
export const createdStaffApiKey = staffApiKey.extend({ key: z.string() });
export type CreatedStaffApiKey = z.infer<typeof createdStaffApiKey>;

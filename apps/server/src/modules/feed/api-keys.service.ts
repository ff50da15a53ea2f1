import { createHash, randomBytes } from 'node:crypto';
import { MAX_API_KEYS, messages } from '@portal/shared';
import type { Change } from '../../lib/change-bus.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import type { Audit } from '../audit/audit.service.ts';
import { houseMachine, type Reader } from '../content/content.policy.ts';
import type { ApiKeyRow, ApiKeysRepository, KeyHolder } from './api-keys.repository.ts';

/** `rss_` and 43 characters: 32 random bytes as base64url. */
const KEY_PREFIX = 'rss_';
/** What My Account shows of a key to tell keys apart. */
const SHOWN_CHARACTERS = 12;
/** A key's last use is written at most this often, so a busy key costs no write per call. */
const TOUCH_EVERY_MS = 60_000;
/**
 * A key's holder is kept this long (on a monotonic clock), so a busy key costs no query per call.
 * Revoking a key or suspending its client forgets it on every instance at once (the change bus); the
 * age bounds what an instance that missed the message can keep.
 */
const HOLDER_CACHE_MS = 5_000;

export const hashOfKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const apiKeyView = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/** The client a Feed API call is made for. */
export type ApiKeyHolder = Reader & { keyId: number };

/** A client's Feed API keys: made, listed, revoked on My Account; checked on every Feed API call. */
export function createApiKeysService(deps: {
  repository: ApiKeysRepository;
  announce: (change: Change) => Promise<void>;
  audit: Audit;
  now: () => Date;
  clock?: () => number;
}) {
  const clock = deps.clock ?? (() => performance.now());
  const touchedAt = new Map<number, number>();
  const holders = new Map<string, { holder: KeyHolder; storedAt: number }>();
  let generation = 0;

  /** A client's keys, or every key when `userId` is not given. */
  function forgetHere(userId?: number) {
    generation += 1;
    for (const [hash, entry] of holders) if (userId === undefined || entry.holder.userId === userId) holders.delete(hash);
  }

  async function holderOf(hash: string): Promise<KeyHolder | undefined> {
    const at = clock();
    const kept = holders.get(hash);
    if (kept && at - kept.storedAt < HOLDER_CACHE_MS) return kept.holder;
    const lookedUpIn = generation;
    const holder = await deps.repository.holderOf(hash);
    // Anything forgotten while the query ran may have changed what it read.
    if (holder && lookedUpIn === generation) {
      for (const [key, entry] of holders) if (at - entry.storedAt >= HOLDER_CACHE_MS) holders.delete(key);
      holders.set(hash, { holder, storedAt: at });
    }
    return holder;
  }

  return {
    list: async (userId: number) => (await deps.repository.list(userId)).map(apiKeyView),

    async create(userId: number, name: string) {
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await deps.repository.createWithin(
        userId,
        MAX_API_KEYS,
        {
          name,
          prefix: key.slice(0, SHOWN_CHARACTERS),
          hash: hashOfKey(key),
        },
        (tx, created) =>
          deps.audit.record(tx, {
            action: 'api_key.create',
            object: { type: 'api_key', id: created.id },
            after: { name, prefix: created.prefix },
          }),
      );
      if (!row) throw ValidationError.field('name', messages.apiKeyLimit(MAX_API_KEYS));
      return { ...apiKeyView(row), key };
    },

    async revoke(userId: number, id: number) {
      const revoked = await deps.repository.revoke(userId, id, deps.now(), (tx) =>
        deps.audit.record(tx, { action: 'api_key.revoke', object: { type: 'api_key', id } }),
      );
      if (!revoked) throw new NotFoundError();
      forgetHere(userId);
      await deps.announce({ kind: 'api-keys', userId });
    },

    forgetHere,

    /** The `Authorization: Bearer` header of a Feed API call → its client; 401 for no, unknown or revoked keys, 403 when suspended. */
    async authenticate(authorization: string | undefined): Promise<ApiKeyHolder> {
      const key = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!key) throw new UnauthorizedError(messages.apiKeyMissing);
      const holder = await holderOf(hashOfKey(key));
      if (!holder || holder.revoked) throw new UnauthorizedError(messages.apiKeyUnknown);
      if (holder.suspended) throw new ForbiddenError(messages.accountSuspended);
      const at = deps.now();
      const last = Math.max(touchedAt.get(holder.keyId) ?? 0, holder.lastUsedAt?.getTime() ?? 0);
      if (at.getTime() - last >= TOUCH_EVERY_MS) {
        touchedAt.set(holder.keyId, at.getTime());
        await deps.repository.touch(holder.keyId, at);
      }
      return { keyId: holder.keyId, ...houseMachine(holder.userId, holder.role === 'staff') };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;

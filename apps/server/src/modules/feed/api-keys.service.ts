import { createHash, randomBytes } from 'node:crypto';
import { MAX_API_KEYS, messages } from '@portal/shared';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.ts';

/** `rss_` and 43 characters: 32 random bytes as base64url. */
const KEY_PREFIX = 'rss_';
/** What My Account shows of a key to tell keys apart. */
const SHOWN_CHARACTERS = 12;
/** A key's last use is written at most this often, so a busy key costs no write per call. */
const TOUCH_EVERY_MS = 60_000;

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
export type FeedCaller = { keyId: number; userId: number; staff: boolean };

/** A client's Feed API keys: made, listed, revoked on My Account; checked on every Feed API call. */
export function createApiKeysService(deps: { repository: ApiKeysRepository; now: () => Date }) {
  const touchedAt = new Map<number, number>();

  return {
    list: async (userId: number) => (await deps.repository.list(userId)).map(apiKeyView),

    async create(userId: number, name: string) {
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await deps.repository.createWithin(userId, MAX_API_KEYS, {
        name,
        prefix: key.slice(0, SHOWN_CHARACTERS),
        hash: hashOfKey(key),
      });
      if (!row) throw ValidationError.field('name', messages.apiKeyLimit(MAX_API_KEYS));
      return { ...apiKeyView(row), key };
    },

    async revoke(userId: number, id: number) {
      if (!(await deps.repository.revoke(userId, id, deps.now()))) throw new NotFoundError();
    },

    /** The `Authorization: Bearer` header of a Feed API call → its client; 401 for no, unknown or revoked keys, 403 when suspended. */
    async authenticate(authorization: string | undefined): Promise<FeedCaller> {
      const key = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!key) throw new UnauthorizedError(messages.apiKeyMissing);
      const holder = await deps.repository.holderOf(hashOfKey(key));
      if (!holder || holder.revoked) throw new UnauthorizedError(messages.apiKeyUnknown);
      if (holder.suspended) throw new ForbiddenError(messages.accountSuspended);
      const at = deps.now();
      const last = Math.max(touchedAt.get(holder.keyId) ?? 0, holder.lastUsedAt?.getTime() ?? 0);
      if (at.getTime() - last >= TOUCH_EVERY_MS) {
        touchedAt.set(holder.keyId, at.getTime());
        await deps.repository.touch(holder.keyId, at);
      }
      return { keyId: holder.keyId, userId: holder.userId, staff: holder.role === 'staff' };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;

import { randomBytes } from 'node:crypto';
import type { StaffApiKey } from '@portal/shared';
import { ingestMessages } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import type { Audit } from '../audit/audit.service.ts';
import { hashOfKey } from '../feed/api-keys.service.ts';
import type { StaffKeyRow, StaffKeysRepository } from './staff-keys.repository.ts';

/** `stf_` and 43 characters: 32 random bytes as base64url. */
const KEY_PREFIX = 'stf_';
const SHOWN_CHARACTERS = 12;
/** A key's last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export type StaffKeyScope = StaffApiKey['scopes'][number];

const view = (row: StaffKeyRow): StaffApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as StaffKeyScope[],
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/**
 * Staff API keys, made as clients' Feed API keys are: random, stored as a SHA-256 hash, the whole key shown once,
 * revocable. Each holds scopes (`ingest` for the generic ingest API); a key works while its maker is staff.
 */
export function createStaffKeysService(deps: {
  repository: StaffKeysRepository;
  /** The user's role (auth's users), so a key stops working once its maker is no longer staff. */
  roleOf: (userId: number) => Promise<string | undefined>;
  db: Database;
  audit: Audit;
  now: () => Date;
}) {
  return {
    list: async () => (await deps.repository.list()).map(view),

    async create(staffId: number, name: string, scopes: StaffKeyScope[]) {
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await deps.db.transaction(async (tx) => {
        const created = await deps.repository.create(
          { name, prefix: key.slice(0, SHOWN_CHARACTERS), keyHash: hashOfKey(key), scopes, createdBy: staffId },
          tx,
        );
        await deps.audit.record(tx, {
          action: 'staff_api_key.create',
          object: { type: 'staff_api_key', id: created.id },
          after: { name, prefix: created.prefix, scopes },
        });
        return created;
      });
      return { ...view(row), key };
    },

    async revoke(id: number) {
      await deps.db.transaction(async (tx) => {
        if (!(await deps.repository.revoke(id, deps.now(), tx))) throw new NotFoundError();
        await deps.audit.record(tx, { action: 'staff_api_key.revoke', object: { type: 'staff_api_key', id } });
      });
    },

    /** The staff member a `Bearer` key acts for, when the key is active and holds `scope`; 401 or 403 otherwise. */
    async authenticate(authorization: string | undefined, scope: StaffKeyScope): Promise<{ keyId: number; staffId: number }> {
      const match = /^Bearer\s+(stf_[\w-]{20,100})$/i.exec(authorization ?? '');
      if (!match?.[1]) throw new UnauthorizedError(ingestMessages.keyRefused);
      const row = await deps.repository.active(hashOfKey(match[1]));
      if (!row || row.createdBy === null || (await deps.roleOf(row.createdBy)) !== 'staff')
        throw new UnauthorizedError(ingestMessages.keyRefused);
      if (!row.scopes.includes(scope)) throw new ForbiddenError(ingestMessages.keyRefused);
      const at = deps.now();
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await deps.repository.touch(row.id, at);
      return { keyId: row.id, staffId: row.createdBy };
    },
  };
}
export type StaffKeysService = ReturnType<typeof createStaffKeysService>;

import { randomBytes } from 'node:crypto';
import { MAX_OAUTH_CLIENTS, messages, type OAuthScope } from '@portal/shared';
import type { Change } from '../../lib/change-bus.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { safeEqual, sha256 } from '../../lib/tokens.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { ClientHolder, OauthClientRow, OauthClientsRepository } from './oauth-clients.repository.ts';

/** `rssc_` and 22 characters (128 random bits): public, but not guessable. */
const CLIENT_ID_PREFIX = 'rssc_';
/** `rsss_` and 43 characters (256 random bits). */
const SECRET_PREFIX = 'rsss_';
/** What a hash is compared with when no client has the id asked for, so an unknown id costs what a known one does. */
const NO_SECRET_HASH = sha256('no such client');
/**
 * A client's holder is kept this long (monotonic clock), so a busy token costs no query per call. Revoking a client,
 * rotating its secret or suspending its house forgets it on every instance at once (the change bus); the age bounds
 * what an instance that missed the message can keep.
 */
export const CLIENT_CACHE_MS = 5_000;

export const oauthClientView = (row: OauthClientRow) => ({
  id: row.id,
  name: row.name,
  client_id: row.clientId,
  scopes: row.scopes as OAuthScope[],
  created_at: row.createdAt.toISOString(),
  secret_created_at: row.secretCreatedAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

const newSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** A house's OAuth clients: made, listed, given a new secret and revoked on My Account; their holders for the token checks. */
export function createOauthClientsService(deps: {
  repository: OauthClientsRepository;
  announce: (change: Change) => Promise<void>;
  audit: Audit;
  now: () => Date;
  clock?: () => number;
}) {
  const clock = deps.clock ?? (() => performance.now());
  const holders = new Map<string, { holder: ClientHolder; storedAt: number }>();
  let generation = 0;

  /** A house's clients, or every client when `userId` is not given. */
  function forgetHere(userId?: number) {
    generation += 1;
    for (const [clientId, entry] of holders) if (userId === undefined || entry.holder.userId === userId) holders.delete(clientId);
  }

  async function changed(userId: number) {
    forgetHere(userId);
    await deps.announce({ kind: 'oauth-clients', userId });
  }

  return {
    list: async (userId: number) => (await deps.repository.list(userId)).map(oauthClientView),

    async create(userId: number, request: { name: string; scopes: readonly OAuthScope[] }) {
      const secret = newSecret();
      const row = await deps.repository.createWithin(
        userId,
        MAX_OAUTH_CLIENTS,
        {
          name: request.name,
          clientId: `${CLIENT_ID_PREFIX}${randomBytes(16).toString('base64url')}`,
          scopes: request.scopes,
          secretHash: sha256(secret),
        },
        (tx, created) =>
          deps.audit.record(tx, {
            action: 'oauth_client.create',
            object: { type: 'oauth_client', id: created.id },
            after: { name: request.name, client_id: created.clientId, scopes: request.scopes },
          }),
      );
      if (!row) throw ValidationError.field('name', messages.oauthClientLimit(MAX_OAUTH_CLIENTS));
      return { ...oauthClientView(row), client_secret: secret };
    },

    async rotateSecret(userId: number, id: number) {
      const secret = newSecret();
      const row = await deps.repository.replaceSecret(userId, id, sha256(secret), deps.now(), (tx, replaced) =>
        deps.audit.record(tx, {
          action: 'oauth_client.rotate_secret',
          object: { type: 'oauth_client', id },
          after: { secret_created_at: replaced.secretCreatedAt },
        }),
      );
      if (!row) throw new NotFoundError();
      await changed(userId);
      return { ...oauthClientView(row), client_secret: secret };
    },

    async revoke(userId: number, id: number) {
      const revoked = await deps.repository.revoke(userId, id, deps.now(), (tx) =>
        deps.audit.record(tx, { action: 'oauth_client.revoke', object: { type: 'oauth_client', id } }),
      );
      if (!revoked) throw new NotFoundError();
      await changed(userId);
    },

    forgetHere,

    /** The client with this id and secret, read from the database (never the cache: a new secret works at once); undefined when either is wrong or it is revoked. */
    async authenticate(clientId: string, secret: string): Promise<ClientHolder | undefined> {
      const holder = await deps.repository.holderOf(clientId);
      const matches = safeEqual(sha256(secret), holder?.secretHash ?? NO_SECRET_HASH);
      return holder && matches && !holder.revoked ? holder : undefined;
    },

    /** The client behind a token, kept for CLIENT_CACHE_MS. */
    async holderOf(clientId: string): Promise<ClientHolder | undefined> {
      const at = clock();
      const kept = holders.get(clientId);
      if (kept && at - kept.storedAt < CLIENT_CACHE_MS) return kept.holder;
      const lookedUpIn = generation;
      const holder = await deps.repository.holderOf(clientId);
      // Anything forgotten while the query ran may have changed what it read.
      if (holder && lookedUpIn === generation) {
        for (const [key, entry] of holders) if (at - entry.storedAt >= CLIENT_CACHE_MS) holders.delete(key);
        holders.set(clientId, { holder, storedAt: at });
      }
      return holder;
    },

    touch: (id: number, at: Date) => deps.repository.touch(id, at),
  };
}
export type OauthClientsService = ReturnType<typeof createOauthClientsService>;

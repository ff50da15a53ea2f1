import type { Database } from '../db/client.ts';
import type { SecretBox } from './secret-box.ts';
import type { SecretTokenHolder, SecretTokensRepository } from './secret-tokens.repository.ts';
import { randomToken, sha256 } from './tokens.ts';

/**
 * A secret address per person (RSS and Atom feeds, the Agenda's calendar): the token in the path is the credential
 * (feed readers and calendar applications send no headers), kept sealed so the person can be shown the address
 * again, and looked up by its SHA-256. Rotating replaces it, so the old address stops at once.
 */
export function createSecretAddresses(deps: {
  tokens: SecretTokensRepository;
  box: SecretBox;
  /** The rotation's audit row (the feed's or the calendar's), written in the transaction that replaces the token. */
  rotated: { db: Database; record: (tx: Database, userId: number) => Promise<void> };
}) {
  const sealed = (token: string) => ({ hash: sha256(token), sealed: deps.box.seal(token) });
  return {
    /** The person's token, made on the first call. */
    async tokenOf(userId: number): Promise<string> {
      const stored = await deps.tokens.sealedOf(userId);
      return deps.box.open(stored ?? (await deps.tokens.createOnce(userId, sealed(randomToken()))));
    },

    /** A new token in place of the old one, which no longer opens anything. */
    async rotate(userId: number): Promise<string> {
      const token = randomToken();
      await deps.rotated.db.transaction(async (tx) => {
        await deps.tokens.replace(userId, sealed(token), tx);
        await deps.rotated.record(tx, userId);
      });
      return token;
    },

    /** Whose address this token is, or undefined for a token no one holds (or held before a rotation). */
    holderOf: (token: string): Promise<SecretTokenHolder | undefined> => deps.tokens.holderOf(sha256(token)),
  };
}
export type SecretAddresses = ReturnType<typeof createSecretAddresses>;

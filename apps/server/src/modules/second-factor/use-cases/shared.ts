import { randomInt } from 'node:crypto';
import type { AuditAction } from '@portal/shared';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { AttemptLimiter } from '../../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { sha256 } from '../../../lib/tokens.ts';
import type { SecondFactorRepository } from '../second-factor.repository.ts';
import type { RelyingParty } from '../webauthn.ts';

/** The security events of two factors, as the audit trail names them. */
export type SecondFactorAction = Extract<
  AuditAction,
  | 'auth.factor_enroll'
  | 'auth.factor_remove'
  | 'auth.factor_use'
  | 'auth.factor_use_failed'
  | 'auth.recovery_use'
  | 'auth.recovery_codes_regenerate'
>;

/**
 * One security event: whose factor (`person`, who also acted unless `byAnother`: an administrator's reset, named by the request), and
 * what (`detail`: the method, a passkey's name, `locked` for a lock-out; never a code or secret).
 */
export type SecurityEvent = { action: SecondFactorAction; person: FactorPerson; byAnother?: true; detail: Record<string, unknown> };

/**
 * Where security events go: inside the transaction of the change when there is one (`tx`), so an event is kept
 * exactly when what it tells of is. A failed guess has no transaction of its own (nothing changed).
 */
export type SecurityEvents = (event: SecurityEvent, tx?: Database) => Promise<void>;

export type SecondFactorDeps = {
  db: Database;
  repository: SecondFactorRepository;
  box: SecretBox;
  bus: Pick<ChangeBus, 'announce'>;
  /** Wrong codes per person and method: 5 in 15 minutes lock that method, counted in the database (every instance). */
  guesses: AttemptLimiter;
  config: Pick<Config, 'publicUrl' | 'agencyName' | 'staffSecondFactor'>;
  rp: RelyingParty;
  events: SecurityEvents;
  now: () => Date;
};

/** Whose factor: the audit trail names them (a member's house is `houseId`, or their own id when null). */
export type FactorPerson = { id: number; email: string; role: 'client' | 'staff'; houseId: number | null };

/** The person whose factors these are, as the session knows them. */
export type FactorHolder = { id: number; email: string; fullName: string; role: 'client' | 'staff'; houseId: number; teamRole: string };

/** A recovery code as shown: 10 letters and digits in two groups, ~50 random bits ("k3m9p-x2t7q"). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Only the hash is kept; case, spaces and dashes as typed do not matter. */
export function recoveryCodeHash(code: string): string {
  return sha256(`recovery-code:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}

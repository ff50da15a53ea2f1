import type { profileUpdateFields } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { AttemptLimiter } from '../../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import type { JobQueue } from '../../../lib/job-queue.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { MediaLinks } from '../../../lib/media-links.ts';
import type { SmsSender } from '../../../lib/sms.ts';
import type { Storage } from '../../../lib/storage.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import type { Audit } from '../../audit/audit.service.ts';
import type { AuditActor } from '../../audit/audit-context.ts';
import type { SecondFactorService } from '../../second-factor/second-factor.service.ts';
import type { SociairService } from '../../sociair/sociair.service.ts';
import type { SubscriptionService } from '../../subscription/subscription.service.ts';
import type { accountMails } from '../auth.mails.ts';
import type { AuthRepository, LiveSession, SignedInUser, User } from '../auth.repository.ts';
import type { DevicesRepository } from '../devices.repository.ts';
import type { createSessionCache } from '../session-cache.ts';

export const PASSWORD_LINK_TTL_MS = 3_600_000;
export const REMEMBERED_IDLE_MS = 7 * 86_400_000;

export type AuthDeps = {
  db: Database;
  bus: Pick<ChangeBus, 'announce'>;
  repository: AuthRepository;
  devices: DevicesRepository;
  subscriptions: SubscriptionService;
  sociair: Pick<SociairService, 'stateOf'>;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  links: MediaLinks;
  jobs: Pick<JobQueue, 'enqueue'>;
  limiters: { loginByIp: AttemptLimiter; loginByAccount: AttemptLimiter; resetByIp: AttemptLimiter; resetMails: AttemptLimiter };
  config: Pick<Config, 'publicUrl' | 'agencyName' | 'session'>;
  /** The audit trail: sign-ins, failed ones, password changes and resets, sign-outs, suspensions. */
  audit: Audit;
  /** Second factors: the sign-in's second step and an administrator's reset. */
  secondFactors: Pick<SecondFactorService, 'startSignIn' | 'signInChallenge' | 'withProof' | 'spendChallenge' | 'markStepUp' | 'removeAll'>;
  now?: () => Date;
};

/** Who is calling: the address, the browser, and the request's logger (its lines carry the request id). */
export type Client = { ip: string; userAgent: string | undefined; log: FastifyBaseLogger };
export type Authenticated = { user: SignedInUser; session: LiveSession };

/** A user as the audit trail names them: a client's house is theirs, staff act for none. */
export const auditActorOf = (user: Pick<User, 'id' | 'email' | 'role' | 'houseId'>): AuditActor => ({
  id: user.id,
  email: user.email,
  role: user.role,
  houseId: user.role === 'staff' ? null : (user.houseId ?? user.id),
});
export type ProfileUpdate = z.output<typeof profileUpdateFields>;

/**
 * What the use cases share, built once by the service: its dependencies, its clock, the account mails and
 * the one session cache, so that what one use case forgets no other still answers from.
 */
export type AuthParts = Omit<AuthDeps, 'now'> & {
  now: () => Date;
  mails: ReturnType<typeof accountMails>;
  recentSessions: ReturnType<typeof createSessionCache<Authenticated>>;
};

/** A one-time link of the account: only the token's hash is stored; its end is whole seconds, as the verification link carries it. */
export async function issueLink(
  { repository, now }: Pick<AuthParts, 'repository' | 'now'>,
  tx: Database,
  userId: number,
  purpose: 'verify_email' | 'create_password',
  ttlMs: number,
) {
  const token = randomToken();
  const expiresAt = new Date(Math.floor((now().getTime() + ttlMs) / 1000) * 1000);
  await repository.insertLink(tx, { userId, purpose, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

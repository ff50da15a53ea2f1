import {
  type Calendar,
  type ChangeClientPasswordRequest,
  type CreatePasswordRequest,
  type Locale,
  type LoginRequest,
  messages,
  type profileUpdateFields,
  type RegisterFields,
  type UserProfile,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { type AttemptLimiter, countAttempt } from '../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { ConflictError, ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { SmsSender } from '../../lib/sms.ts';
import { type StagedFile, type Storage, saveWithPlacedFiles } from '../../lib/storage.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { presentDistrict } from '../places/place-names.ts';
import type { SociairService } from '../sociair/sociair.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { accountMails } from './auth.mails.ts';
import type { AuthRepository, LiveSession, NewUser, SignedInUser, User } from './auth.repository.ts';
import type { DevicesRepository } from './devices.repository.ts';
import { createScreens } from './screens.ts';
import { createSessionCache } from './session-cache.ts';

const VERIFY_LINK_TTL_MS = 48 * 3_600_000;
const PASSWORD_LINK_TTL_MS = 3_600_000;
const REMEMBERED_IDLE_MS = 7 * 86_400_000;
const TOUCH_EVERY_MS = 60_000;
const SESSION_CACHE_MS = 5_000;
/** Forgot-password work, done off the request so the answer takes as long for an unknown address. */
export const PASSWORD_RESET_QUEUE = 'password-reset';

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
  now?: () => Date;
};

/** Who is calling: the address, the browser, and the request's logger (its lines carry the request id). */
export type Client = { ip: string; userAgent: string | undefined; log: FastifyBaseLogger };
export type Authenticated = { user: SignedInUser; session: LiveSession };
export type ProfileUpdate = z.output<typeof profileUpdateFields>;

export function createAuthService(deps: AuthDeps) {
  const { repository, db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const mails = accountMails(config);
  const recentSessions = createSessionCache<Authenticated>({ ttlMs: SESSION_CACHE_MS });

  async function issueLink(tx: Database, userId: number, purpose: 'verify_email' | 'create_password', ttlMs: number) {
    const token = randomToken();
    const expiresAt = new Date(Math.floor((now().getTime() + ttlMs) / 1000) * 1000);
    await repository.insertLink(tx, { userId, purpose, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt };
  }

  async function mailPasswordLink(user: User) {
    await db.transaction(async (tx) => {
      const link = await issueLink(tx, user.id, 'create_password', PASSWORD_LINK_TTL_MS);
      await deps.mailer.send(mails.passwordReset(user, link.token), tx);
    });
  }

  /**
   * Stores a new password: every session and every outstanding link of the account (reset, verification)
   * ends with the old one. Answers the ids of the links it ended.
   */
  async function storePassword(tx: Database, userId: number, values: Pick<NewUser, 'passwordHash' | 'emailVerifiedAt'>) {
    const at = now();
    await repository.updateUser(tx, userId, { ...values, mustChangePassword: false, passwordChangedAt: at });
    await repository.revokeAllSessions(tx, userId, at);
    return repository.endOpenLinks(tx, userId, at);
  }

  async function lookUpSession(tokenHash: string, at: Date) {
    const lookedUpIn = recentSessions.generation();
    const found = await repository.findLiveSession(tokenHash, at);
    if (found) recentSessions.set(tokenHash, found, lookedUpIn);
    return found;
  }

  /** Checked on every request, cached or not, so both lifetimes end exactly on time. */
  function isLive({ session, user }: Authenticated, at: Date) {
    const idleLimit = session.rememberMe ? REMEMBERED_IDLE_MS : config.session.idleMs;
    const idleFor = at.getTime() - session.lastUsedAt.getTime();
    return idleFor <= idleLimit && session.expiresAt > at && !user.suspendedAt && !user.houseSuspendedAt && !user.removedAt;
  }

  const screens = createScreens({
    db,
    devices: deps.devices,
    subscriptions: deps.subscriptions,
    cutoffs: () => {
      const at = now();
      return {
        now: at,
        idleSince: new Date(at.getTime() - config.session.idleMs),
        rememberedIdleSince: new Date(at.getTime() - REMEMBERED_IDLE_MS),
      };
    },
    async forget(revoked, tx) {
      recentSessions.forget(revoked.tokenHash);
      await deps.bus.announce(tx, { kind: 'sessions', tokenHash: revoked.tokenHash });
    },
  });

  /** A create-password or invitation link that can still be used; a used or expired invitation is told apart. */
  async function usablePasswordLink(token: string) {
    const tokenHash = sha256(token);
    const link = await repository.findUsableLink(tokenHash, ['create_password', 'invitation'], now());
    if (link) return link;
    const spent = await repository.findLink(tokenHash);
    throw new ValidationError({}, spent?.purpose === 'invitation' ? messages.invitationInvalid : messages.linkInvalid);
  }

  /** Why an account whose password is right may still not sign in, or undefined when it may. */
  async function signInRefusal(user: User): Promise<string | undefined> {
    if (user.removedAt) return messages.memberRemovedSignIn;
    if (!user.emailVerifiedAt) return messages.unverified;
    if (user.suspendedAt) return user.houseId === null ? messages.accountSuspended : messages.memberSuspended;
    if (user.houseId !== null && (await repository.findUserById(user.houseId))?.suspendedAt) return messages.accountSuspended;
    return undefined;
  }

  return {
    /** What the change bus heard of sessions: forgets on this instance one token's, a user's, or (neither named) every one. */
    forgetSessionsHere(change: { userId?: number | undefined; tokenHash?: string | undefined } = {}) {
      if (change.tokenHash !== undefined) recentSessions.forget(change.tokenHash);
      if (change.userId !== undefined) recentSessions.forgetUser(change.userId);
      if (change.tokenHash === undefined && change.userId === undefined) recentSessions.forgetAll();
    },

    async register(fields: RegisterFields & { email: string }, logo: StagedFile): Promise<void> {
      const password = generatePassword();
      try {
        await saveWithPlacedFiles([logo], async () => {
          if (await repository.findUserByEmail(fields.email)) throw ValidationError.field('email', messages.emailTaken);
          const passwordHash = await hashPassword(password);
          await db.transaction(async (tx) => {
            const user = await repository.insertUser(tx, {
              fullName: fields.full_name,
              companyName: fields.company_name,
              email: fields.email,
              editorName: fields.editor_name,
              link: fields.link || null,
              mobileNo: fields.mobile_no,
              telNo: fields.tel_no,
              category: fields.category,
              registrationNo: fields.registration_no,
              contactPerson: fields.contact_person,
              logoPath: logo.relativePath,
              passwordHash,
              mustChangePassword: true,
            });
            const link = await issueLink(tx, user.id, 'verify_email', VERIFY_LINK_TTL_MS);
            await deps.mailer.send(mails.welcome(user, password, link), tx);
            await deps.sms.send({ to: user.mobileNo, text: mails.welcomeSms(password) }, tx);
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationError.field('email', messages.emailTaken);
        throw error;
      }
    },

    /** Marks the address verified and answers the token of the create-password step. */
    async verifyEmail(params: { user_id: number; slug: string; expires: number }): Promise<string> {
      const link = await repository.findUsableLink(sha256(params.slug), 'verify_email', now());
      const matches = link && link.userId === params.user_id && link.expiresAt.getTime() === params.expires * 1000;
      if (!link || !matches) throw new ValidationError({}, messages.verificationFailed);
      return db.transaction(async (tx) => {
        if (!(await repository.consumeLink(tx, link.id, now()))) throw new ValidationError({}, messages.verificationFailed);
        await repository.updateUser(tx, link.userId, { emailVerifiedAt: now() });
        const next = await issueLink(tx, link.userId, 'create_password', PASSWORD_LINK_TTL_MS);
        return next.token;
      });
    },

    async checkPasswordLink(token: string): Promise<void> {
      await usablePasswordLink(token);
    },

    /** Sets the password behind a create-password link; an invitation's link also makes its person a member. */
    async createPassword(token: string, body: CreatePasswordRequest): Promise<void> {
      const link = await usablePasswordLink(token);
      const refusal = link.purpose === 'invitation' ? messages.invitationInvalid : messages.linkInvalid;
      const passwordHash = await hashPassword(body.password);
      const user = await repository.findUserById(link.userId);
      const at = now();
      await db.transaction(async (tx) => {
        const ended = await storePassword(tx, link.userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? at });
        if (!ended.includes(link.id)) throw new ValidationError({}, refusal);
        // An invited colleague joins by setting a password, whether through the invitation or a reset link.
        if (user && !user.joinedAt) await repository.updateUser(tx, link.userId, { joinedAt: at });
        await deps.bus.announce(tx, { kind: 'sessions', userId: link.userId });
      });
      recentSessions.forgetUser(link.userId);
    },

    async login(body: LoginRequest & { email: string }, client: Client) {
      const accountKey = `${body.email}|${client.ip}`;
      const attempt = await countAttempt([
        [deps.limiters.loginByIp, client.ip],
        [deps.limiters.loginByAccount, accountKey],
      ]);
      if (!attempt) {
        client.log.warn({ ip: client.ip }, 'login rate limit reached');
        throw new TooManyRequestsError();
      }
      const user = await repository.findUserByEmail(body.email);
      const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        client.log.warn({ ip: client.ip, known: Boolean(user) }, 'login failed');
        throw new UnauthorizedError(messages.badCredentials, { email: [messages.badCredentials] });
      }
      // Only failures count, so a newsroom behind one address keeps signing in.
      await attempt.refund();
      const refusal = await signInRefusal(user);
      if (refusal) throw new ForbiddenError(refusal);
      await deps.limiters.loginByAccount.reset(accountKey);
      const holder = { id: user.id, role: user.role, houseId: user.houseId ?? user.id };
      deps.subscriptions.forgetHere(holder.houseId);
      const allowed = await screens.allowed(holder.houseId, now());
      const token = randomToken();
      const started = now();
      const lifetime = body.rememberMe ? config.session.rememberMeMs : config.session.absoluteMs;
      const expiresAt = new Date(started.getTime() + lifetime);
      await db.transaction(async (tx) => {
        await screens.claim(tx, holder, allowed, body.replace_session);
        await repository.insertSession(tx, {
          userId: user.id,
          tokenHash: sha256(token),
          rememberMe: Boolean(body.rememberMe),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 255),
          lastUsedAt: started,
          expiresAt,
        });
      });
      return {
        access_token: token,
        token_type: 'Bearer' as const,
        expires_at: expiresAt.toISOString(),
        new_token: user.mustChangePassword ? 0 : 1,
      };
    },

    /**
     * Answers the same whether or not the address is known; the address is looked up by a job.
     * Only the asking address is refused: past the per-address mail limit the answer stays the same and
     * no mail goes out, so a stranger cannot make the owner's own request fail.
     */
    async requestPasswordReset(email: string, client: Client): Promise<void> {
      if (!(await countAttempt([[deps.limiters.resetByIp, client.ip]]))) throw new TooManyRequestsError();
      if (!(await countAttempt([[deps.limiters.resetMails, email]]))) {
        client.log.info('password reset mail skipped: this address had enough of them this hour');
        return;
      }
      await deps.jobs.enqueue(PASSWORD_RESET_QUEUE, [{ data: { email } }]);
    },

    /** The job of a forgot-password request: a link by mail to an address that has a usable account. */
    async mailResetLinkTo(email: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user || user.suspendedAt || user.removedAt) return;
      await mailPasswordLink(user);
    },

    /** Staff resend the password mail; the per-address mail limit of the reset keeps a mailbox from being flooded. */
    async resendPasswordMail(user: User): Promise<void> {
      if (user.suspendedAt) throw new ConflictError(messages.accountSuspended);
      if (!(await countAttempt([[deps.limiters.resetMails, user.email]]))) throw new TooManyRequestsError();
      await mailPasswordLink(user);
    },

    /** The user and session behind a bearer token, or undefined when the token is unknown, revoked, idle too long or past its end. */
    async authenticate(token: string): Promise<Authenticated | undefined> {
      const at = now();
      const tokenHash = sha256(token);
      const found = recentSessions.get(tokenHash) ?? (await lookUpSession(tokenHash, at));
      if (!found || !isLive(found, at)) return undefined;
      if (at.getTime() - found.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await repository.touchSession(found.session.id, at);
        recentSessions.forget(tokenHash);
      }
      return found;
    },

    async logout(session: LiveSession): Promise<void> {
      await repository.revokeSession(session.id, now());
      recentSessions.forget(session.tokenHash);
      await deps.bus.announce(db, { kind: 'sessions', tokenHash: session.tokenHash });
    },

    async changePassword(user: SignedInUser, body: ChangeClientPasswordRequest): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, body.current_password))) {
        throw ValidationError.field('current_password', messages.currentPasswordWrong);
      }
      if (body.password === body.current_password) throw ValidationError.field('password', messages.passwordUnchanged);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await storePassword(tx, user.id, { passwordHash });
        await deps.bus.announce(tx, { kind: 'sessions', userId: user.id });
      });
      recentSessions.forgetUser(user.id);
    },

    /** The signed-in devices of one person or of a whole media house, and signing one out. */
    screens,

    /** The whole stored user, for My Account. */
    findUser: (id: number) => repository.findUserById(id),

    /**
     * Saves the profile of My Account and, when given, the new logo: in place before the row names it,
     * the old file removed once the row is saved. Cached sessions carry the name and logo, so they are dropped.
     */
    async updateProfile(userId: number, fields: ProfileUpdate, logo?: StagedFile): Promise<void> {
      const before = await repository.findUserById(userId);
      const save = () =>
        repository.updateUser(db, userId, {
          fullName: fields.full_name,
          companyName: fields.company_name,
          ...(fields.editor_name === undefined ? {} : { editorName: fields.editor_name }),
          ...(fields.link === undefined ? {} : { link: fields.link || null }),
          mobileNo: fields.mobile_no,
          telNo: fields.tel_no,
          category: fields.category,
          registrationNo: fields.registration_no,
          contactPerson: fields.contact_person,
          ...(logo ? { logoPath: logo.relativePath } : {}),
        });
      await (logo ? saveWithPlacedFiles([logo], save) : save());
      recentSessions.forgetUser(userId);
      await deps.bus.announce(db, { kind: 'sessions', userId });
      if (logo && before?.logoPath) await deps.storage.remove(before.logoPath);
    },

    /**
     * Staff suspend an account (every session ends at once) or let it sign in again. Suspending a media house's
     * own account ends its members' sessions too: they sign in through it.
     */
    async setSuspended(userId: number, suspended: boolean): Promise<void> {
      const at = now();
      await deps.db.transaction(async (tx) => {
        await deps.repository.updateUser(tx, userId, { suspendedAt: suspended ? at : null });
        if (suspended) await deps.repository.revokeHouseSessions(tx, userId, at);
        await deps.bus.announce(tx, { kind: 'sessions', userId });
      });
      recentSessions.forgetUser(userId);
    },

    async profile(user: SignedInUser): Promise<UserProfile> {
      const at = now();
      const [subscription, everSubscribed, social] = await Promise.all([
        deps.subscriptions.stateOf(user.houseId, at),
        deps.subscriptions.everSubscribed(user.houseId, at),
        deps.sociair.stateOf(user.houseId),
      ]);
      return {
        id: user.id,
        full_name: user.fullName,
        email: user.email,
        mobile_no: user.mobileNo,
        link: user.link,
        logo: user.logoPath ? deps.links.sign(user.logoPath) : null,
        role: user.role,
        roles: [user.role],
        team_role: user.teamRole,
        house_id: user.houseId,
        type: user.type,
        ...subscription,
        ever_subscribed: everSubscribed,
        notification: user.notification ? 1 : 0,
        new_token: user.mustChangePassword ? 0 : 1,
        is_changed: !user.mustChangePassword,
        ...social,
        calendar: user.calendar,
        home_district: presentDistrict(user.homeDistrictId),
      };
    },

    /** The person's own calendar; sessions carry it, so they are dropped like after a profile edit. */
    async setCalendar(userId: number, calendar: Calendar | null): Promise<void> {
      await repository.updateUser(db, userId, { calendar });
      recentSessions.forgetUser(userId);
      await deps.bus.announce(db, { kind: 'sessions', userId });
    },

    /** The person's own home district, or none; carried by sessions as the calendar is. */
    async setHomeDistrict(userId: number, districtId: number | null): Promise<void> {
      if (districtId !== null && !presentDistrict(districtId)) throw ValidationError.field('district_id', messages.placeUnknown);
      await repository.updateUser(db, userId, { homeDistrictId: districtId });
      recentSessions.forgetUser(userId);
      await deps.bus.announce(db, { kind: 'sessions', userId });
    },

    /** The language texts written for the person unasked follow (alert mails, downloads); sessions carry it too. */
    async setLocale(userId: number, locale: Locale): Promise<void> {
      await repository.updateUser(db, userId, { locale });
      recentSessions.forgetUser(userId);
      await deps.bus.announce(db, { kind: 'sessions', userId });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

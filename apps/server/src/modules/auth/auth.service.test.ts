import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AttemptLimiter, createMemoryAttemptStore } from '../../lib/attempt-limiter.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { AuthRepository, LiveSession, SignedInUser, User } from './auth.repository.ts';
import { type AuthDeps, createAuthService } from './auth.service.ts';

const MINUTE = 60_000;
const session = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE, rememberMeMs: 30 * 24 * 60 * MINUTE };
const start = new Date('2026-11-22T10:00:00Z').getTime();
const user: SignedInUser = {
  id: 7,
  type: 3,
  role: 'client',
  fullName: 'Himal Times',
  email: 'desk@himaltimes.com',
  link: null,
  mobileNo: '9801234567',
  logoPath: null,
  passwordHash: 'hash',
  mustChangePassword: false,
  suspendedAt: null,
  notification: true,
  houseId: 7,
  teamRole: 'owner',
  staffRoles: [],
  calendar: null,
  homeDistrictId: null,
  locale: 'en',
  removedAt: null,
  houseSuspendedAt: null,
};

/** The auth service over an in-memory session table, counting lookups so a test can tell a cached answer from a fresh one. */
function authOver(stored: Partial<LiveSession> = {}) {
  let clock = start;
  const row: LiveSession & { revokedAt: Date | null } = {
    id: 1,
    userId: user.id,
    tokenHash: sha256('token'),
    rememberMe: false,
    lastUsedAt: new Date(start),
    expiresAt: new Date(start + session.absoluteMs),
    revokedAt: null,
    ...stored,
  };
  let lookups = 0;
  let answered: Promise<void> = Promise.resolve();
  const repository = {
    /** Reads the row at once and answers once `answered` settles, like a query whose reply is slow. */
    async findLiveSession(tokenHash: string, now: Date) {
      lookups += 1;
      const live = tokenHash === row.tokenHash && !row.revokedAt && row.expiresAt > now;
      const found = live ? { session: { ...row }, user } : undefined;
      await answered;
      return found;
    },
    async touchSession(_id: number, now: Date) {
      row.lastUsedAt = now;
    },
    async revokeSession(_id: number, now: Date) {
      row.revokedAt = now;
    },
  } as Partial<AuthRepository> as AuthRepository;
  const auth = createAuthService({
    repository,
    bus: { announce: async () => undefined },
    config: { publicUrl: 'http://portal.test', agencyName: 'Agency', session },
    now: () => new Date(clock),
  } as Partial<AuthDeps> as AuthDeps);
  return {
    auth,
    row,
    lookups: () => lookups,
    advance: (ms: number) => {
      clock += ms;
    },
    slowReplies: () => {
      let reply = () => {};
      answered = new Promise((resolve) => {
        reply = resolve;
      });
      return () => reply();
    },
  };
}

describe('authenticate', () => {
  it('answers a token used a moment ago without a lookup', async () => {
    const t = authOver();
    expect((await t.auth.authenticate('token'))?.user.id).toBe(user.id);
    t.advance(1_000);
    expect((await t.auth.authenticate('token'))?.user.id).toBe(user.id);
    expect(t.lookups()).toBe(1);
  });

  it('ends a cached session at its absolute end to the millisecond', async () => {
    const t = authOver({ expiresAt: new Date(start + 2_000) });
    expect(await t.auth.authenticate('token')).toBeDefined();
    t.advance(1_999);
    expect(await t.auth.authenticate('token')).toBeDefined();
    t.advance(1);
    expect(await t.auth.authenticate('token')).toBeUndefined();
    expect(t.lookups()).toBe(1);
  });

  it('ends a cached session idle longer than the idle lifetime', async () => {
    const t = authOver();
    expect(await t.auth.authenticate('token')).toBeDefined();
    t.advance(session.idleMs + 1);
    expect(await t.auth.authenticate('token')).toBeUndefined();
    expect(t.lookups()).toBe(1);
  });

  it('looks the session up again once it was touched', async () => {
    const t = authOver({ lastUsedAt: new Date(start - 2 * MINUTE) });
    await t.auth.authenticate('token');
    expect(t.row.lastUsedAt.getTime()).toBe(start);
    const found = await t.auth.authenticate('token');
    expect(found?.session.lastUsedAt.getTime()).toBe(start);
    expect(t.lookups()).toBe(2);
  });

  it('looks every session up again once the change bus tells of a gap (what it missed is unknown)', async () => {
    const t = authOver();
    await t.auth.authenticate('token');
    await t.auth.authenticate('token');
    expect(t.lookups()).toBe(1);
    t.auth.forgetSessionsHere();
    await t.auth.authenticate('token');
    expect(t.lookups()).toBe(2);
  });

  it('answers 401 for a cached token at once after logout', async () => {
    const t = authOver();
    const found = await t.auth.authenticate('token');
    await t.auth.logout(found?.session as LiveSession);
    expect(await t.auth.authenticate('token')).toBeUndefined();
  });

  it('keeps no lookup that read the session before it was revoked', async () => {
    const t = authOver();
    const reply = t.slowReplies();
    const readBeforeLogout = t.auth.authenticate('token');
    await t.auth.logout(t.row);
    reply();
    expect(await readBeforeLogout).toBeDefined();
    expect(await t.auth.authenticate('token')).toBeUndefined();
  });
});

/** The auth service as forgot-password sees it: mails counted, its jobs run at once and awaited by the test. */
function resetOver() {
  const mailed: string[] = [];
  const tasks: Promise<void>[] = [];
  const attempts = createMemoryAttemptStore();
  const repository = {
    findUserByEmail: async (email: string) => ({ ...user, email, contactPerson: null, suspendedAt: null }) as unknown as User,
    insertLink: async () => {},
  } as Partial<AuthRepository> as AuthRepository;
  const auth = createAuthService({
    repository,
    db: { transaction: (work: (tx: unknown) => Promise<unknown>) => work({}) },
    mailer: { send: async (mail: { to: string }) => void mailed.push(mail.to) },
    jobs: {
      enqueue: async (_queue: string, jobs: { data: { email: string } }[]) => {
        for (const job of jobs) tasks.push(auth.mailResetLinkTo(job.data.email));
      },
    },
    limiters: {
      resetByIp: new AttemptLimiter({ name: 'reset-ip', max: 100, windowMs: 60 * MINUTE, store: attempts }),
      resetMails: new AttemptLimiter({ name: 'reset-mails', max: 3, windowMs: 60 * MINUTE, store: attempts }),
    },
    config: { publicUrl: 'http://portal.test', agencyName: 'Agency', session },
  } as unknown as AuthDeps);
  const client = (ip: string) => ({ ip, userAgent: undefined, log: { info() {}, warn() {} } as unknown as FastifyBaseLogger });
  return { auth, client, mailed, settled: () => Promise.all(tasks) };
}

describe('requestPasswordReset', () => {
  it('sends at most three mails an hour to one address, answering every request alike', async () => {
    const t = resetOver();
    for (let i = 0; i < 6; i++) await t.auth.requestPasswordReset('victim@example.com', t.client(`10.0.0.${i}`));
    await t.auth.requestPasswordReset('other@example.com', t.client('10.0.0.1'));
    await t.settled();
    expect(t.mailed.filter((to) => to === 'victim@example.com')).toHaveLength(3);
    expect(t.mailed).toContain('other@example.com');
  });
});

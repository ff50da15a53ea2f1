import { sha256 } from '../../../lib/tokens.ts';
import type { LiveSession } from '../auth.repository.ts';
import { type Authenticated, type AuthParts, REMEMBERED_IDLE_MS } from './shared.ts';

const TOUCH_EVERY_MS = 60_000;

/** The session behind each request, answered from the 5 s cache when it can be; signing out and suspension end them. */
export function createSessions(parts: Pick<AuthParts, 'db' | 'repository' | 'bus' | 'config' | 'recentSessions' | 'audit' | 'now'>) {
  const { repository, db, config, recentSessions, now } = parts;

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

  return {
    /** What the change bus heard of sessions: forgets on this instance one token's, a user's, or (neither named) every one. */
    forgetSessionsHere(change: { userId?: number | undefined; tokenHash?: string | undefined } = {}) {
      if (change.tokenHash !== undefined) recentSessions.forget(change.tokenHash);
      if (change.userId !== undefined) recentSessions.forgetUser(change.userId);
      if (change.tokenHash === undefined && change.userId === undefined) recentSessions.forgetAll();
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
      await parts.bus.announce(db, { kind: 'sessions', tokenHash: session.tokenHash });
    },

    /**
     * Staff suspend an account (every session ends at once) or let it sign in again. Suspending a media house's
     * own account ends its members' sessions too: they sign in through it.
     */
    async setSuspended(userId: number, suspended: boolean): Promise<void> {
      const at = now();
      const before = await repository.findUserById(userId);
      await db.transaction(async (tx) => {
        await repository.updateUser(tx, userId, { suspendedAt: suspended ? at : null });
        await parts.audit.record(tx, {
          action: suspended ? 'client.suspend' : 'client.reinstate',
          object: { type: before?.role === 'staff' ? 'staff' : 'user', id: userId },
          houseId: before?.role === 'staff' ? null : (before?.houseId ?? userId),
          before: { suspended_at: before?.suspendedAt ?? null },
          after: { suspended_at: suspended ? at : null },
        });
        if (suspended) await repository.revokeHouseSessions(tx, userId, at);
        await parts.bus.announce(tx, { kind: 'sessions', userId });
      });
      recentSessions.forgetUser(userId);
    },
  };
}

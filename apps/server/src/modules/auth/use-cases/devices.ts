import { createScreens } from '../screens.ts';
import { type AuthParts, REMEMBERED_IDLE_MS } from './shared.ts';

/**
 * The signed-in devices of one person or of a whole media house, and signing one out. A device is live by
 * the same lifetimes as its session, and one signed out is forgotten by every instance's session cache.
 */
export function createDevices(
  parts: Pick<AuthParts, 'db' | 'devices' | 'subscriptions' | 'bus' | 'config' | 'recentSessions' | 'audit' | 'now'>,
) {
  const { config, now } = parts;
  return createScreens({
    db: parts.db,
    devices: parts.devices,
    subscriptions: parts.subscriptions,
    cutoffs: () => {
      const at = now();
      return {
        now: at,
        idleSince: new Date(at.getTime() - config.session.idleMs),
        rememberedIdleSince: new Date(at.getTime() - REMEMBERED_IDLE_MS),
      };
    },
    async forget(revoked, tx) {
      parts.recentSessions.forget(revoked.tokenHash);
      await parts.bus.announce(tx, { kind: 'sessions', tokenHash: revoked.tokenHash });
      await parts.audit.record(tx, { action: 'auth.session_revoke', object: { type: 'user', id: revoked.userId } });
    },
  });
}

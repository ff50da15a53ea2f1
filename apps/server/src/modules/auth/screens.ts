import { type Device, messages } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { DeviceScope, DevicesRepository, LiveCutoffs } from './devices.repository.ts';

/** The sign-in that would take one screen more than the plan has: the answer lists the devices holding them. */
export class ScreensInUseError extends AppError {
  constructor(screens: number, devices: Device[]) {
    super(409, messages.screensInUse(screens), undefined, { screens, devices });
  }
}

/** Who holds a media house's screens, for the screens rule of a sign-in and the device lists. */
export type ScreenHolder = { id: number; role: 'client' | 'staff'; houseId: number };

type LiveDevice = Awaited<ReturnType<DevicesRepository['liveDevices']>>[number];

export function presentDevice(device: LiveDevice, currentSessionId?: number): Device {
  return {
    id: device.id,
    member: { id: device.userId, full_name: device.fullName },
    name: device.deviceName,
    ...describeUserAgent(device.userAgent),
    signed_in_at: device.createdAt.toISOString(),
    last_active_at: device.lastUsedAt.toISOString(),
    current: device.id === currentSessionId,
  };
}

/**
 * A plan's N screens are N signed-in devices at once across the media house. Staff hold no screens.
 * Without a running subscription a house keeps one screen, so its owner can sign in and pay.
 */
export function createScreens(deps: {
  db: Database;
  devices: DevicesRepository;
  subscriptions: Pick<SubscriptionService, 'stateOf'>;
  cutoffs: () => LiveCutoffs;
  /** Drops a revoked session from every instance's session cache. */
  forget: (revoked: { userId: number; tokenHash: string }, tx: Database) => Promise<void>;
}) {
  async function allowed(houseId: number, at: Date) {
    const state = await deps.subscriptions.stateOf(houseId, at);
    return Math.max(1, state.subscription?.no_of_screen ?? 1);
  }

  async function signOut(tx: Database, sessionId: number, scope: DeviceScope, at: Date) {
    const revoked = await deps.devices.revokeDevice(tx, sessionId, scope, at);
    if (revoked) await deps.forget(revoked, tx);
    return revoked;
  }

  return {
    allowed,

    /**
     * Inside the sign-in's transaction, before its session is stored: frees the device the person chose to
     * sign out, then refuses when every screen is still taken. The house's row is locked first, so of two
     * sign-ins racing for the last screen exactly one gets it.
     */
    async claim(tx: Database, holder: ScreenHolder, screens: number, replaceSessionId: number | undefined) {
      if (holder.role === 'staff') return;
      const cutoffs = deps.cutoffs();
      await deps.devices.lockHouse(tx, holder.houseId);
      const scope = { houseId: holder.houseId };
      if (replaceSessionId !== undefined) await signOut(tx, replaceSessionId, scope, cutoffs.now);
      const live = await deps.devices.liveDevices(tx, scope, cutoffs);
      if (live.length >= screens) {
        throw new ScreensInUseError(
          screens,
          live.map((device) => presentDevice(device)),
        );
      }
    },

    async list(scope: DeviceScope, currentSessionId?: number) {
      const live = await deps.devices.liveDevices(deps.db, scope, deps.cutoffs());
      return live.map((device) => presentDevice(device, currentSessionId));
    },

    /** Signs out one device of the scope (a person's own, or the owner's whole house). */
    async signOut(sessionId: number, scope: DeviceScope) {
      const at = deps.cutoffs().now;
      const revoked = await deps.db.transaction((tx) => signOut(tx, sessionId, scope, at));
      if (!revoked) throw new NotFoundError(messages.deviceNotFound);
    },

    /** Names a signed-in device of the scope (a person's own). */
    async rename(sessionId: number, scope: DeviceScope, name: string) {
      if (!(await deps.devices.renameDevice(sessionId, scope, name, deps.cutoffs()))) throw new NotFoundError(messages.deviceNotFound);
    },

    inUse: (houseId: number) => deps.devices.countLiveDevices({ houseId }, deps.cutoffs()),
  };
}
export type Screens = ReturnType<typeof createScreens>;

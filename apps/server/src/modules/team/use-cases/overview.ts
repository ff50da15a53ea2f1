import type { TeamOverview } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { TeamParts } from './shared.ts';

/** The Team screen: members, pending invitations, the house's screens in use and any ownership offer. */
export function createOverview({ repository, users, auth, now }: Pick<TeamParts, 'repository' | 'users' | 'auth' | 'now'>) {
  async function overviewOf(houseId: number, currentSessionId?: number): Promise<TeamOverview> {
    const [members, invitations, devices, allowed, offer] = await Promise.all([
      repository.members(houseId),
      repository.invitations(houseId),
      auth.screens.list({ houseId }, currentSessionId),
      auth.screens.allowed(houseId, now()),
      repository.offerOf(houseId),
    ]);
    const at = now();
    return {
      members: members.map((member) => ({
        id: member.id,
        full_name: member.fullName,
        email: member.email,
        role: member.teamRole,
        suspended: member.suspendedAt !== null,
        joined_at: (member.joinedAt ?? at).toISOString(),
        last_active_at: member.lastActiveAt ? new Date(member.lastActiveAt).toISOString() : null,
        devices: devices.filter((device) => device.member.id === member.id).length,
      })),
      invitations: invitations.map((invitation) => {
        const expiresAt = invitation.expiresAt ? new Date(invitation.expiresAt) : at;
        return {
          id: invitation.id,
          full_name: invitation.fullName,
          email: invitation.email,
          role: invitation.teamRole === 'owner' ? 'editor' : invitation.teamRole,
          invited_at: invitation.invitedAt.toISOString(),
          expires_at: expiresAt.toISOString(),
          expired: expiresAt <= at,
        };
      }),
      screens: { allowed, in_use: devices.length },
      ownership_offer: offer ? { to: { id: offer.toUserId, full_name: offer.fullName }, offered_at: offer.createdAt.toISOString() } : null,
    };
  }

  return {
    overview: (caller: Authenticated) => overviewOf(caller.user.houseId, caller.session.id),

    /** The staff console's view of a client's team; 404 for an id that is not a media house's own account. */
    async overviewForStaff(houseId: number): Promise<TeamOverview> {
      const house = await users.findUserById(houseId);
      if (house?.role !== 'client' || house.houseId !== null) throw new NotFoundError();
      return overviewOf(houseId);
    },
  };
}

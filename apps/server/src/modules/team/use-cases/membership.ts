import { type MemberProfileRequest, type MyMembership, messages } from '@portal/shared';
import { ConflictError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { announceSessions, houseName, houseOf, type TeamParts } from './shared.ts';

/** Every member's own place: their role, house and any ownership offer, and their own name and mobile number. */
export function createMembership(parts: Pick<TeamParts, 'db' | 'repository' | 'users' | 'auth' | 'bus'>) {
  return {
    async membership(caller: Authenticated): Promise<MyMembership> {
      const [house, offer] = await Promise.all([houseOf(parts, caller), parts.repository.offerOf(caller.user.houseId)]);
      const mine = offer && (offer.toUserId === caller.user.id || caller.user.teamRole === 'owner');
      const ownAccount = caller.user.id === house.id;
      return {
        role: caller.user.teamRole,
        profile: { full_name: caller.user.fullName, mobile_no: caller.user.mobileNo, own_account: ownAccount },
        house: { id: house.id, name: houseName(house) },
        ownership_offer: mine ? { to: { id: offer.toUserId, full_name: offer.fullName }, offered_at: offer.createdAt.toISOString() } : null,
      };
    },

    /** A member's own name and mobile number; the house's own account keeps editing its profile on My Account. */
    async updateProfile(caller: Authenticated, body: MemberProfileRequest): Promise<void> {
      if (caller.user.id === caller.user.houseId) throw new ConflictError(messages.memberProfileOnMyAccount);
      await parts.db.transaction(async (tx) => {
        await parts.users.updateUser(tx, caller.user.id, { fullName: body.full_name, mobileNo: body.mobile_no });
        await announceSessions(parts, tx, caller.user.id);
      });
      parts.auth.forgetSessionsHere({ userId: caller.user.id });
    },
  };
}

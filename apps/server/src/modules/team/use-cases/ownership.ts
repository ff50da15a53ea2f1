import { messages, type OfferOwnershipRequest } from '@portal/shared';
import { ConflictError, ValidationError } from '../../../lib/errors.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { announceSessions, houseName, houseOf, type TeamParts } from './shared.ts';

/** The owner offers ownership to a joined member, or takes the offer back; the member accepts it. */
export function createOwnership(parts: Pick<TeamParts, 'db' | 'repository' | 'users' | 'auth' | 'bus' | 'mailer' | 'mails' | 'audit'>) {
  const { db, repository, users } = parts;

  return {
    async offerOwnership(caller: Authenticated, body: OfferOwnershipRequest): Promise<string> {
      if (!(await verifyPassword(caller.user.passwordHash, body.password))) throw ValidationError.field('password', messages.passwordWrong);
      if (body.member_id === caller.user.id) throw ValidationError.field('member_id', messages.ownershipSelf);
      const person = await repository.personOf(caller.user.houseId, body.member_id);
      if (!person || person.removedAt) throw ValidationError.field('member_id', messages.notFound);
      if (!person.joinedAt || person.suspendedAt) throw ValidationError.field('member_id', messages.ownershipJoinedOnly);
      const house = await houseOf(parts, caller);
      await db.transaction(async (tx) => {
        await repository.putOffer(tx, { houseId: caller.user.houseId, fromUserId: caller.user.id, toUserId: person.id });
        await parts.audit.record(tx, {
          action: 'team.ownership_offer',
          object: { type: 'member', id: person.id },
          after: { to: person.email },
        });
        await parts.mailer.send(parts.mails.ownershipOffer(person, { owner: caller.user.fullName, house: houseName(house) }), tx);
      });
      return person.fullName;
    },

    async cancelOwnershipOffer(caller: Authenticated): Promise<void> {
      await db.transaction(async (tx) => {
        if (await repository.dropOffer(tx, caller.user.houseId)) {
          await parts.audit.record(tx, { action: 'team.ownership_cancel', object: { type: 'house', id: caller.user.houseId } });
        }
      });
    },

    /** The member the owner chose takes ownership; the owner becomes an editor. Both sessions learn their new role at once. */
    async acceptOwnership(caller: Authenticated): Promise<void> {
      const houseId = caller.user.houseId;
      const previous = await db.transaction(async (tx) => {
        const owner = await repository.ownerOf(houseId, tx);
        if (!(await repository.dropOffer(tx, houseId, caller.user.id)) || !owner) throw new ConflictError(messages.ownershipNoOffer);
        await users.updateUser(tx, owner.id, { teamRole: 'editor' });
        await users.updateUser(tx, caller.user.id, { teamRole: 'owner' });
        await parts.audit.record(tx, {
          action: 'team.ownership_accept',
          object: { type: 'house', id: houseId },
          before: { owner_id: owner.id, owner: owner.email },
          after: { owner_id: caller.user.id, owner: caller.user.email },
        });
        await announceSessions(parts, tx, owner.id);
        await announceSessions(parts, tx, caller.user.id);
        return owner;
      });
      parts.auth.forgetSessionsHere({ userId: previous.id });
      parts.auth.forgetSessionsHere({ userId: caller.user.id });
    },
  };
}

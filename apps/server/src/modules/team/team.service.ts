import {
  type ChangeRoleRequest,
  INVITATION_TTL_DAYS,
  type InviteMemberRequest,
  MAX_TEAM_MEMBERS,
  type MemberProfileRequest,
  type MyMembership,
  messages,
  type OfferOwnershipRequest,
  type TeamOverview,
} from '@portal/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { type AttemptLimiter, countAttempt } from '../../lib/attempt-limiter.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { Authenticated, AuthService } from '../auth/auth.service.ts';
import type { TeamRepository, TeamUser } from '../auth/team.repository.ts';
import { teamMails } from './team.mails.ts';

const DAY_MS = 86_400_000;

export type TeamDeps = {
  db: Database;
  repository: TeamRepository;
  users: Pick<AuthRepository, 'findUserByEmail' | 'findUserById' | 'insertUser' | 'updateUser' | 'insertLink' | 'revokeAllSessions'>;
  auth: Pick<AuthService, 'screens' | 'forgetSessionsHere'>;
  bus: Pick<ChangeBus, 'announce'>;
  mailer: Mailer;
  /** Invitation mails to one address: an owner's Resend cannot flood a mailbox. */
  invitationMails: AttemptLimiter;
  config: Pick<Config, 'publicUrl' | 'agencyName'>;
  now?: () => Date;
};

const houseName = (house: TeamUser) => house.companyName || house.fullName;

/**
 * A media house's team: the owner invites colleagues with a role, changes roles, removes members and
 * hands ownership over; every member sees their own place. The routes give the owner's calls to owners only
 * (plugins/access-policy.ts); each call here still checks that the person named belongs to the caller's house.
 */
export function createTeamService(deps: TeamDeps) {
  const { db, repository, users } = deps;
  const now = deps.now ?? (() => new Date());
  const mails = teamMails(deps.config);

  async function houseOf(caller: Authenticated) {
    const house = await users.findUserById(caller.user.houseId);
    if (!house) throw new NotFoundError();
    return house;
  }

  async function countInvitationMail(email: string) {
    if (!(await countAttempt([[deps.invitationMails, email]]))) throw new TooManyRequestsError(messages.invitationMailsLimited);
  }

  async function mailInvitation(tx: Database, person: TeamUser, inviter: Authenticated, house: TeamUser) {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS);
    await users.insertLink(tx, { userId: person.id, purpose: 'invitation', tokenHash: sha256(token), expiresAt });
    const from = { inviter: inviter.user.fullName, house: houseName(house), role: person.teamRole };
    await deps.mailer.send(mails.invitation(person, from, token, INVITATION_TTL_DAYS), tx);
  }

  /** Tells every instance that a person's sessions changed (role, removal), inside the writing transaction. */
  const announceSessions = (tx: Database, userId: number) => deps.bus.announce(tx, { kind: 'sessions', userId });

  async function joinedPerson(caller: Authenticated, userId: number) {
    const person = await repository.personOf(caller.user.houseId, userId);
    if (!person?.joinedAt || person.removedAt) throw new NotFoundError();
    return person;
  }

  async function pendingPerson(caller: Authenticated, userId: number) {
    const person = await repository.personOf(caller.user.houseId, userId);
    if (!person || person.joinedAt || person.removedAt) throw new NotFoundError();
    return person;
  }

  /** An address already in use: a colleague of this house (joined, invited or removed), or someone else's. */
  function refuseTaken(existing: TeamUser, houseId: number) {
    if ((existing.houseId ?? existing.id) !== houseId) throw ValidationError.field('email', messages.invitationOtherHouse);
    if (!existing.joinedAt) throw ValidationError.field('email', messages.invitationAlreadyPending);
    throw ValidationError.field('email', messages.invitationAlreadyMember);
  }

  async function overviewOf(houseId: number, currentSessionId?: number): Promise<TeamOverview> {
    const [members, invitations, devices, allowed, offer] = await Promise.all([
      repository.members(houseId),
      repository.invitations(houseId),
      deps.auth.screens.list({ houseId }, currentSessionId),
      deps.auth.screens.allowed(houseId, now()),
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

    async invite(caller: Authenticated, body: InviteMemberRequest): Promise<void> {
      const houseId = caller.user.houseId;
      const house = await houseOf(caller);
      const existing = await users.findUserByEmail(body.email);
      if (existing && !(existing.removedAt && existing.houseId === houseId)) refuseTaken(existing, houseId);
      await countInvitationMail(body.email);
      try {
        await db.transaction(async (tx) => {
          if ((await repository.countPeople(tx, houseId)) >= MAX_TEAM_MEMBERS) {
            throw ValidationError.field('email', messages.teamFull(MAX_TEAM_MEMBERS));
          }
          const values = { fullName: body.full_name, teamRole: body.role, invitedBy: caller.user.id, joinedAt: null, removedAt: null };
          let person: TeamUser;
          if (existing) {
            await users.updateUser(tx, existing.id, values);
            person = { ...existing, ...values };
          } else {
            const unusable = await hashPassword(generatePassword());
            person = await users.insertUser(tx, {
              ...values,
              email: body.email,
              houseId,
              passwordHash: unusable,
              mustChangePassword: true,
            });
          }
          await mailInvitation(tx, person, caller, house);
        });
      } catch (error) {
        // The same address invited twice at the same moment: one row wins, the other is told it is waiting.
        if (isUniqueViolation(error)) throw ValidationError.field('email', messages.invitationAlreadyPending);
        throw error;
      }
    },

    async resendInvitation(caller: Authenticated, userId: number): Promise<void> {
      const person = await pendingPerson(caller, userId);
      const house = await houseOf(caller);
      await countInvitationMail(person.email);
      await db.transaction(async (tx) => {
        await repository.endInvitationLinks(tx, person.id, now());
        await mailInvitation(tx, person, caller, house);
      });
    },

    async cancelInvitation(caller: Authenticated, userId: number): Promise<void> {
      const person = await pendingPerson(caller, userId);
      await db.transaction(async (tx) => {
        await repository.endInvitationLinks(tx, person.id, now());
        // A former member invited again goes back to removed (their name stays on what they did); a new address leaves no trace.
        if (person.passwordChangedAt) await users.updateUser(tx, person.id, { removedAt: now() });
        else if (!(await repository.deletePending(tx, caller.user.houseId, person.id))) throw new NotFoundError();
      });
    },

    async changeRole(caller: Authenticated, userId: number, body: ChangeRoleRequest): Promise<void> {
      const person = await joinedPerson(caller, userId);
      if (person.teamRole === 'owner') throw ValidationError.field('role', messages.ownerRoleFixed);
      await db.transaction(async (tx) => {
        await users.updateUser(tx, person.id, { teamRole: body.role });
        await announceSessions(tx, person.id);
      });
      deps.auth.forgetSessionsHere({ userId: person.id });
    },

    /** The member can no longer sign in and every session of theirs ends now; their name stays on what they did. */
    async remove(caller: Authenticated, userId: number): Promise<void> {
      const person = await joinedPerson(caller, userId);
      if (person.teamRole === 'owner') throw new ConflictError(messages.ownerCannotLeave);
      const at = now();
      await db.transaction(async (tx) => {
        await users.updateUser(tx, person.id, { removedAt: at });
        await users.revokeAllSessions(tx, person.id, at);
        await repository.dropOffer(tx, caller.user.houseId, person.id);
        await announceSessions(tx, person.id);
      });
      deps.auth.forgetSessionsHere({ userId: person.id });
    },

    async offerOwnership(caller: Authenticated, body: OfferOwnershipRequest): Promise<string> {
      if (!(await verifyPassword(caller.user.passwordHash, body.password))) throw ValidationError.field('password', messages.passwordWrong);
      if (body.member_id === caller.user.id) throw ValidationError.field('member_id', messages.ownershipSelf);
      const person = await repository.personOf(caller.user.houseId, body.member_id);
      if (!person || person.removedAt) throw ValidationError.field('member_id', messages.notFound);
      if (!person.joinedAt || person.suspendedAt) throw ValidationError.field('member_id', messages.ownershipJoinedOnly);
      const house = await houseOf(caller);
      await db.transaction(async (tx) => {
        await repository.putOffer(tx, { houseId: caller.user.houseId, fromUserId: caller.user.id, toUserId: person.id });
        await deps.mailer.send(mails.ownershipOffer(person, { owner: caller.user.fullName, house: houseName(house) }), tx);
      });
      return person.fullName;
    },

    async cancelOwnershipOffer(caller: Authenticated): Promise<void> {
      await db.transaction((tx) => repository.dropOffer(tx, caller.user.houseId));
    },

    async membership(caller: Authenticated): Promise<MyMembership> {
      const [house, offer] = await Promise.all([houseOf(caller), repository.offerOf(caller.user.houseId)]);
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
      await db.transaction(async (tx) => {
        await users.updateUser(tx, caller.user.id, { fullName: body.full_name, mobileNo: body.mobile_no });
        await announceSessions(tx, caller.user.id);
      });
      deps.auth.forgetSessionsHere({ userId: caller.user.id });
    },

    /** The member the owner chose takes ownership; the owner becomes an editor. Both sessions learn their new role at once. */
    async acceptOwnership(caller: Authenticated): Promise<void> {
      const houseId = caller.user.houseId;
      const previous = await db.transaction(async (tx) => {
        const owner = await repository.ownerOf(houseId, tx);
        if (!(await repository.dropOffer(tx, houseId, caller.user.id)) || !owner) throw new ConflictError(messages.ownershipNoOffer);
        await users.updateUser(tx, owner.id, { teamRole: 'editor' });
        await users.updateUser(tx, caller.user.id, { teamRole: 'owner' });
        await announceSessions(tx, owner.id);
        await announceSessions(tx, caller.user.id);
        return owner;
      });
      deps.auth.forgetSessionsHere({ userId: previous.id });
      deps.auth.forgetSessionsHere({ userId: caller.user.id });
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;

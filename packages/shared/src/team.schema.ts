import { z } from 'zod/mini';
import { messages } from './messages.ts';
import { emailRule, mobileRule, requiredText } from './rules.ts';
import { MEMBER_ROLES, TEAM_ROLES } from './team-roles.ts';

/**
 * Media-house teams. The registered account is the owner; colleagues join by invitation with a
 * role (the roles themselves: team-roles.ts). Written with `zod/mini` because the sign-in screen reads the
 * screens-in-use answer.
 */

/** Days an invitation link stays usable. */
export const INVITATION_TTL_DAYS = 7;
export const MAX_TEAM_MEMBERS = 100;
/** A device's name is a label for lists (the sign-in's device chooser, Team): short enough for one line on a phone. */
export const MAX_DEVICE_NAME_LENGTH = 40;

/** A browser signed in to the portal: one of the media house's screens. */
export const device = z.object({
  id: z.int(),
  member: z.object({ id: z.int(), full_name: z.string() }),
  /** What the person calls the device ("Newsroom PC"), or null until they name it. */
  name: z.nullable(z.string()),
  /** Read from the user agent, e.g. "Chrome 140"; "Unknown browser" when it tells nothing. */
  browser: z.string(),
  system: z.string(),
  signed_in_at: z.string(),
  last_active_at: z.string(),
  /** The device of the request that asked. */
  current: z.boolean(),
});
export type Device = z.infer<typeof device>;

/** PUT /api/client/devices/{id}/name: a person names one of their own signed-in devices. */
export const deviceNameRequest = z.object({ name: requiredText('Device name', MAX_DEVICE_NAME_LENGTH) });
export type DeviceNameRequest = z.infer<typeof deviceNameRequest>;

/** The 409 of a sign-in when every screen of the plan is in use: the sign-in screen offers to sign one out. */
export const screensInUseResponse = z.object({
  message: z.string(),
  data: z.object({ screens: z.int(), devices: z.array(device) }),
});
export type ScreensInUseResponse = z.infer<typeof screensInUseResponse>;

export const teamMember = z.object({
  id: z.int(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** The member's account is suspended by the agency. */
  suspended: z.boolean(),
  joined_at: z.string(),
  last_active_at: z.nullable(z.string()),
  devices: z.int(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamInvitation = z.object({
  id: z.int(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  invited_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

/** A hand-over of ownership the owner offered and the member has not yet accepted. */
export const ownershipOffer = z.object({
  to: z.object({ id: z.int(), full_name: z.string() }),
  offered_at: z.string(),
});

export const teamOverview = z.object({
  members: z.array(teamMember),
  invitations: z.array(teamInvitation),
  screens: z.object({ allowed: z.int(), in_use: z.int() }),
  ownership_offer: z.nullable(ownershipOffer),
});
export type TeamOverview = z.infer<typeof teamOverview>;

export const inviteMemberRequest = z.object({
  full_name: requiredText('Name', 100),
  email: emailRule,
  role: z.enum(MEMBER_ROLES, { error: messages.teamRoleRequired }),
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;

export const changeRoleRequest = z.object({ role: z.enum(MEMBER_ROLES, { error: messages.teamRoleRequired }) });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequest>;

/** The owner confirms a hand-over with their password; the member then accepts it. */
export const offerOwnershipRequest = z.object({
  member_id: z.int().check(z.positive()),
  password: z.string().check(z.minLength(1, messages.requiredField('Password'))),
});
export type OfferOwnershipRequest = z.infer<typeof offerOwnershipRequest>;

/** What a member learns of their own place in the media house (the profile carries it too). */
export const myMembership = z.object({
  role: z.enum(TEAM_ROLES),
  /** The person's own name and mobile number; `own_account`: they are the house's account, whose profile is on My Account. */
  profile: z.object({ full_name: z.string(), mobile_no: z.string(), own_account: z.boolean() }),
  house: z.object({ id: z.int(), name: z.string() }),
  ownership_offer: z.nullable(ownershipOffer),
});
export type MyMembership = z.infer<typeof myMembership>;

/** A member's own name and mobile number (the house's own account edits its profile on My Account). */
export const memberProfileRequest = z.object({ full_name: requiredText('Name', 100), mobile_no: mobileRule });
export type MemberProfileRequest = z.infer<typeof memberProfileRequest>;

import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, single } from '../envelopes.ts';
import {
  changeRoleRequest,
  device,
  deviceNameRequest,
  inviteMemberRequest,
  memberProfileRequest,
  myMembership,
  offerOwnershipRequest,
  teamOverview,
} from '../team.schema.ts';

const devices = single(z.array(device));

/** Media-house teams and screens: the owner's Team screen, every member's devices and membership, the console's view. */
export const teamContract = {
  /** The owner's Team screen: members, invitations, screens in use and a hand-over offered. */
  overview: route({ method: 'GET', path: '/api/client/team', access: 'owner', response: single(teamOverview) }),
  /** Answers 201. */
  invite: route({
    method: 'POST',
    path: '/api/client/team/invitations',
    access: 'owner',
    body: inviteMemberRequest,
    response: messageResponse,
  }),
  resendInvitation: route({
    method: 'POST',
    path: '/api/client/team/invitations/:id/resend',
    access: 'owner',
    params: idParams,
    response: messageResponse,
  }),
  cancelInvitation: route({
    method: 'DELETE',
    path: '/api/client/team/invitations/:id',
    access: 'owner',
    params: idParams,
    response: messageResponse,
  }),
  changeRole: route({
    method: 'PUT',
    path: '/api/client/team/members/:id',
    access: 'owner',
    params: idParams,
    body: changeRoleRequest,
    response: messageResponse,
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/client/team/members/:id',
    access: 'owner',
    params: idParams,
    response: messageResponse,
  }),
  offerOwnership: route({
    method: 'POST',
    path: '/api/client/team/ownership',
    access: 'owner',
    stepUp: true,
    body: offerOwnershipRequest,
    response: messageResponse,
  }),
  cancelOwnershipOffer: route({ method: 'DELETE', path: '/api/client/team/ownership', access: 'owner', response: messageResponse }),
  /** Every device of the media house signed in now. */
  houseDevices: route({ method: 'GET', path: '/api/client/team/devices', access: 'owner', response: devices }),
  signOutHouseDevice: route({
    method: 'DELETE',
    path: '/api/client/team/devices/:id',
    access: 'owner',
    params: idParams,
    response: messageResponse,
  }),
  /** The person's own devices signed in now. */
  myDevices: route({ method: 'GET', path: '/api/client/devices', access: 'member', response: devices }),
  signOutMyDevice: route({
    method: 'DELETE',
    path: '/api/client/devices/:id',
    access: 'member',
    params: idParams,
    response: messageResponse,
  }),
  renameMyDevice: route({
    method: 'PUT',
    path: '/api/client/devices/:id/name',
    access: 'member',
    params: idParams,
    body: deviceNameRequest,
    response: messageResponse,
  }),
  /** The person's place in the media house, and a hand-over of ownership offered to them. */
  membership: route({ method: 'GET', path: '/api/client/membership', access: 'member', response: single(myMembership) }),
  memberProfile: route({
    method: 'PUT',
    path: '/api/client/membership/profile',
    access: 'member',
    body: memberProfileRequest,
    response: messageResponse,
  }),
  acceptOwnership: route({
    method: 'POST',
    path: '/api/client/membership/accept-ownership',
    access: 'member',
    response: messageResponse,
  }),
  /** The staff console's view of a client's media house. */
  clientMembers: route({
    method: 'GET',
    path: '/api/v1/clients/:id/members',
    access: 'staff:clients',
    params: idParams,
    response: single(teamOverview),
  }),
};

import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, paged } from '../envelopes.ts';
import { savedIdResponse } from '../media-desk.schema.ts';
import { staffInviteForm, staffListQuery, staffMember, staffRolesForm } from '../staff-admin.schema.ts';

const staffAction = <const Path extends string>(path: Path, summary: string) =>
  route({ method: 'POST', path, access: 'staff:admin', params: idParams, response: messageResponse, summary });

/**
 * The agency's staff (model `staff`): administrators invite people by mail with their roles, change the roles,
 * suspend and reinstate, and sign a person out everywhere. The portal always keeps one active administrator.
 */
export const staffAdminContract = {
  list: route({ method: 'GET', path: '/api/v1/staff/all', access: 'staff:admin', query: staffListQuery, response: paged(staffMember) }),
  invite: route({
    method: 'POST',
    path: '/api/v1/staff',
    access: 'staff:admin',
    stepUp: true,
    body: staffInviteForm,
    response: savedIdResponse,
    summary: 'Invite a staff member by mail, with their roles',
  }),
  setRoles: route({
    method: 'PUT',
    path: '/api/v1/staff/:id/roles',
    access: 'staff:admin',
    stepUp: true,
    params: idParams,
    body: staffRolesForm,
    response: messageResponse,
    summary: "Replace a staff member's roles",
  }),
  suspend: { ...staffAction('/api/v1/staff/:id/suspend', 'Suspend a staff member: every session ends'), stepUp: true as const },
  reinstate: staffAction('/api/v1/staff/:id/reinstate', 'Let a suspended staff member sign in again'),
  signOut: staffAction('/api/v1/staff/:id/sign-out', 'End every session of a staff member'),
  resendInvitation: staffAction('/api/v1/staff/:id/invitation', 'Send a waiting invitation again (the old link stops working)'),
};

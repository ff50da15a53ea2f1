import { z } from 'zod';
import { route } from '../api-contract.ts';
import { messageResponse, pagingMeta, single, withMessage } from '../envelopes.ts';
import {
  sociairAccount,
  sociairConnectForm,
  sociairLoginForm,
  sociairProfile,
  sociairSaveAccountRequest,
  sociairStatusParams,
  sociairToggleParams,
  sociairToggleQuery,
  socialMediaToggleQuery,
} from '../sociair.schema.ts';

const sociair = '/api/auth/v2/client/sociair';
const accountAnswer = withMessage(sociairAccount);

/** Social automation (SPEC.md §7), plus the portal's own link steps: the owner's, within a plan that includes it. */
export const sociairContract = {
  account: route({ method: 'GET', path: `${sociair}/account`, access: 'owner', response: single(sociairAccount.nullable()) }),
  findTenant: route({ method: 'POST', path: `${sociair}/find-tenant`, access: 'owner', body: sociairConnectForm, response: accountAnswer }),
  login: route({ method: 'POST', path: `${sociair}/login`, access: 'owner', body: sociairLoginForm, response: accountAnswer }),
  saveAccount: route({
    method: 'POST',
    path: `${sociair}/save/account`,
    access: 'owner',
    body: sociairSaveAccountRequest,
    response: accountAnswer,
  }),
  unlink: route({ method: 'POST', path: `${sociair}/unlink`, access: 'owner', response: messageResponse }),
  logout: route({ method: 'POST', path: `${sociair}/logout`, access: 'owner', response: messageResponse }),
  /** The generic paged list of SPEC.md §7 names this model; the profile is one record with its lists. */
  profile: route({
    method: 'GET',
    path: `${sociair}/profile`,
    access: 'owner',
    response: z.object({ data: sociairProfile, meta: pagingMeta }),
  }),
  sync: route({ method: 'POST', path: `${sociair}/sync`, access: 'owner', response: withMessage(sociairProfile) }),
  /** Auto Post on or off (`auto_post` is the one name). */
  setStatus: route({
    method: 'POST',
    path: `${sociair}/change/status/:name`,
    access: 'owner',
    params: sociairStatusParams,
    query: sociairToggleQuery,
    response: messageResponse,
  }),
  setSocialMedia: route({
    method: 'POST',
    path: `${sociair}/set/social-media/:id`,
    access: 'owner',
    params: sociairToggleParams,
    query: socialMediaToggleQuery,
    response: messageResponse,
  }),
  /** "toogle" spelled so by SPEC.md §7. */
  toggleCategory: route({
    method: 'POST',
    path: `${sociair}/toogle/category/:id`,
    access: 'owner',
    params: sociairToggleParams,
    query: sociairToggleQuery,
    response: messageResponse,
  }),
};

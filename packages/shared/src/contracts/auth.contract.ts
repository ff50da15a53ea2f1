import { route } from '../api-contract.ts';
import {
  changeClientPasswordRequest,
  createPasswordRequest,
  emailRequest,
  linkTokenParams,
  loginRequest,
  loginResponse,
  verifyEmailParams,
  verifyEmailResponse,
} from '../auth.schema.ts';
import { messageResponse, single } from '../envelopes.ts';
import { calendarRequest, homeDistrictRequest, userProfile } from '../user.schema.ts';

/** Registration, sign-in, sessions and passwords, and the signed-in person's own profile. */
export const authContract = {
  login: route({ method: 'POST', path: '/api/auth/v2/login', access: 'guest', body: loginRequest, response: loginResponse }),
  register: route({
    method: 'POST',
    path: '/api/auth/v2/register',
    access: 'guest',
    multipart: true,
    description: 'Multipart: the text fields of the registration payload and a `logo` file (JPG or PNG, 5 MB).',
    response: messageResponse,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/v2/reset-password',
    access: 'guest',
    body: emailRequest,
    response: messageResponse,
  }),
  /** The link of the registration mail carries its own signature. */
  verifyEmail: route({
    method: 'GET',
    path: '/api/auth/v2/verify-email/:user_id/:slug/:expires',
    access: 'guest',
    params: verifyEmailParams,
    response: verifyEmailResponse,
  }),
  /** The create-password link's token, checked on entry. */
  isVerifiedLink: route({
    method: 'POST',
    path: '/api/auth/v2/is_verified_link/:user',
    access: 'guest',
    params: linkTokenParams,
    response: messageResponse,
  }),
  createPassword: route({
    method: 'POST',
    path: '/api/auth/v2/changePassword/:user',
    access: 'guest',
    params: linkTokenParams,
    body: createPasswordRequest,
    response: messageResponse,
  }),
  logout: route({ method: 'POST', path: '/api/auth/v2/logout', access: 'signed-in', response: messageResponse }),
  profile: route({ method: 'GET', path: '/api/auth/v2/profile', access: 'signed-in', response: single(userProfile) }),
  calendar: route({
    method: 'PUT',
    path: '/api/auth/v2/profile/calendar',
    access: 'signed-in',
    body: calendarRequest,
    response: messageResponse,
  }),
  homeDistrict: route({
    method: 'PUT',
    path: '/api/auth/v2/profile/home-district',
    access: 'signed-in',
    body: homeDistrictRequest,
    response: messageResponse,
  }),
  /** A signed-in person changes their own password (also a generated one they must change). */
  changePassword: route({
    method: 'POST',
    path: '/api/auth/v2/changeClientPassword',
    access: 'signed-in',
    body: changeClientPasswordRequest,
    response: messageResponse,
  }),
};

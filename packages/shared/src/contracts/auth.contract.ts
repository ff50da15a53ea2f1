import { z } from 'zod/mini';
import { userIdParams } from '../account.schema.ts';
import { route } from '../api-contract.ts';
import {
  changeClientPasswordRequest,
  createPasswordRequest,
  emailRequest,
  linkTokenParams,
  loginRequest,
  loginResponse,
  loginSecondFactorRequest,
  passkeyParams,
  passkeyRegistration,
  passkeyRename,
  recoveryCodesResponse,
  secondFactorStatus,
  sessionResponse,
  stepUpRequest,
  stepUpResponse,
  totpCode,
  totpSetupResponse,
  verifyEmailParams,
  verifyEmailResponse,
  webAuthnOptions,
} from '../auth.schema.ts';
import { messageResponse, single, withMessage } from '../envelopes.ts';
import { houseSecondFactorRule } from '../second-factor.schema.ts';
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

  /** The sign-in's second step: the challenge a correct password gave, and a code, recovery code or passkey. */
  loginSecondFactor: route({
    method: 'POST',
    path: '/api/auth/v2/login/second-factor',
    access: 'guest',
    body: loginSecondFactorRequest,
    response: sessionResponse,
  }),
  /** The WebAuthn options a step-up with a passkey signs. */
  stepUpPasskeyOptions: route({
    method: 'POST',
    path: '/api/auth/v2/step-up/passkey-options',
    access: 'signed-in',
    response: single(webAuthnOptions),
  }),
  /** A fresh second factor (or the password, for a person with none) opens the sensitive actions for 10 minutes. */
  stepUp: route({ method: 'POST', path: '/api/auth/v2/step-up', access: 'signed-in', body: stepUpRequest, response: stepUpResponse }),
  /** The signed-in person's factors (a person who must enrol reaches these, and nothing else but sign-out and the profile). */
  secondFactorStatus: route({
    method: 'GET',
    path: '/api/auth/v2/second-factor',
    access: 'signed-in',
    response: single(secondFactorStatus),
  }),
  totpSetup: route({
    method: 'POST',
    path: '/api/auth/v2/second-factor/totp/setup',
    access: 'signed-in',
    description: 'A new secret for an authenticator app, kept unconfirmed until a code of it is confirmed.',
    response: single(totpSetupResponse),
  }),
  totpConfirm: route({
    method: 'POST',
    path: '/api/auth/v2/second-factor/totp/confirm',
    access: 'signed-in',
    body: z.object({ code: totpCode }),
    response: withMessage(recoveryCodesResponse),
  }),
  totpDisable: route({
    method: 'DELETE',
    path: '/api/auth/v2/second-factor/totp',
    access: 'signed-in',
    stepUp: true,
    response: messageResponse,
  }),
  recoveryCodes: route({
    method: 'POST',
    path: '/api/auth/v2/second-factor/recovery-codes',
    access: 'signed-in',
    stepUp: true,
    response: withMessage(recoveryCodesResponse),
  }),
  passkeyOptions: route({
    method: 'POST',
    path: '/api/auth/v2/second-factor/passkeys/options',
    access: 'signed-in',
    response: single(webAuthnOptions),
  }),
  passkeyAdd: route({
    method: 'POST',
    path: '/api/auth/v2/second-factor/passkeys',
    access: 'signed-in',
    body: passkeyRegistration,
    response: withMessage(recoveryCodesResponse),
  }),
  passkeyRename: route({
    method: 'PUT',
    path: '/api/auth/v2/second-factor/passkeys/:id',
    access: 'signed-in',
    params: passkeyParams,
    body: passkeyRename,
    response: messageResponse,
  }),
  passkeyRemove: route({
    method: 'DELETE',
    path: '/api/auth/v2/second-factor/passkeys/:id',
    access: 'signed-in',
    stepUp: true,
    params: passkeyParams,
    response: messageResponse,
  }),
  /** The owner requires (or no longer requires) a second factor of every member of the house. */
  houseSecondFactorRule: route({
    method: 'PUT',
    path: '/api/auth/v2/house/second-factor',
    access: 'owner',
    stepUp: true,
    body: houseSecondFactorRule,
    response: messageResponse,
  }),
  /** A client or member lost every factor: the client desk removes them (logged); they sign in with the password and enrol again. */
  resetClientSecondFactors: route({
    method: 'DELETE',
    path: '/api/v1/second-factor/clients/:id',
    access: 'staff:clients',
    stepUp: true,
    params: userIdParams,
    response: messageResponse,
  }),
  /** The same for a staff member, by an administrator. */
  resetStaffSecondFactors: route({
    method: 'DELETE',
    path: '/api/v1/second-factor/staff/:id',
    access: 'staff:admin',
    stepUp: true,
    params: userIdParams,
    response: messageResponse,
  }),
};

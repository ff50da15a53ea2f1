import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Passkey } from './second-factor.repository.ts';

/**
 * The relying party is the portal's public address (PUBLIC_URL): its host is the RP id, its origin the only one a
 * passkey's signature is accepted from, so a passkey used on another site (a look-alike) is refused.
 */
export type RelyingParty = { id: string; origin: string; name: string };

export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
}

const TIMEOUT_MS = 5 * 60_000;
const descriptor = (key: Pick<Passkey, 'credentialId' | 'transports'>) => ({ id: key.credentialId, transports: key.transports });

export async function registrationOptions(rp: RelyingParty, user: { id: number; email: string; fullName: string }, existing: Passkey[]) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.map(descriptor),
    // Platform (Touch ID, Windows Hello, Android) and roaming (security keys) authenticators alike.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new credential when the browser's answer is for this challenge, origin and RP id; undefined otherwise. */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, expectedChallenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return undefined;
  }
}

export async function authenticationOptions(rp: RelyingParty, keys: Passkey[]) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map(descriptor),
    userVerification: 'preferred',
    timeout: TIMEOUT_MS,
  });
}

/** The passkey's new counter when the assertion is this key's, for this challenge, origin and RP id; undefined otherwise. */
export async function verifiedAssertion(rp: RelyingParty, response: unknown, expectedChallenge: string, key: Passkey) {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: Buffer.from(key.publicKey, 'base64url'),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}

import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is taken too (a phone's clock a little off, a code typed as it changed). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32 as the apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address the QR code holds: the agency as issuer, the person's e-mail as label. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret, period: PERIOD_SECONDS });
}

/** The time step a right code belongs to, or undefined for a wrong one (compared in constant time by otplib). */
export async function timeStepOf(secret: string, code: string, at: Date): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

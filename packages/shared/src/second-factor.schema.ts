import { z } from 'zod/mini';
import { messages } from './messages.ts';
import { anyPassword } from './rules.ts';

/**
 * Two factors: a TOTP app (RFC 6238) and/or passkeys (WebAuthn), with 10 single-use recovery codes.
 * The web's forms and the server's routes read the same schemas.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How long a verified factor (or, for a person with none, the password again) opens the sensitive actions. */
export const STEP_UP_MAX_AGE_MS = 10 * 60_000;
/** Recovery codes given at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Six digits, spaces allowed as an app shows them ("123 456"). */
export const totpCode = z
  .pipe(
    z.string().check(z.trim()),
    z.transform((value) => value.replace(/\s+/g, '')),
  )
  .check(z.regex(/^\d{6}$/, messages.totpCodeFormat));

/** A recovery code as it was shown ("abcde-fghij"); case and dashes do not matter. */
export const recoveryCode = z
  .string()
  .check(z.trim(), z.minLength(1, messages.recoveryCodeFormat), z.maxLength(40, messages.recoveryCodeFormat));

/** What a browser's WebAuthn call answered, as JSON (@simplewebauthn/browser); the server checks every part. */
export const webAuthnResponse = z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(1_024)), type: z.string() });

/** A proof of a second factor: a code of the app, a recovery code or a passkey's assertion. */
export const secondFactorProof = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({ method: z.literal('recovery'), code: recoveryCode }),
  z.object({ method: z.literal('passkey'), credential: webAuthnResponse }),
]);
export type SecondFactorProof = z.output<typeof secondFactorProof>;

/** Step-up: a factor, or the password for a person who has no factor at all. */
export const stepUpRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({ method: z.literal('recovery'), code: recoveryCode }),
  z.object({ method: z.literal('passkey'), credential: webAuthnResponse }),
  z.object({ method: z.literal('password'), password: anyPassword() }),
]);
export type StepUpRequest = z.input<typeof stepUpRequest>;
export type StepUpProof = z.output<typeof stepUpRequest>;

/** The sign-in's second step: the challenge the password step gave, and a proof. */
export const loginSecondFactorRequest = z.discriminatedUnion('method', [
  z.object({ challenge: z.string().check(z.minLength(1), z.maxLength(200)), method: z.literal('totp'), code: totpCode }),
  z.object({ challenge: z.string().check(z.minLength(1), z.maxLength(200)), method: z.literal('recovery'), code: recoveryCode }),
  z.object({ challenge: z.string().check(z.minLength(1), z.maxLength(200)), method: z.literal('passkey'), credential: webAuthnResponse }),
]);
export type LoginSecondFactorRequest = z.input<typeof loginSecondFactorRequest>;
export type LoginSecondFactorProof = z.output<typeof loginSecondFactorRequest>;

/** WebAuthn options for the browser (@simplewebauthn/browser's optionsJSON), made by the server. */
export const webAuthnOptions = z.record(z.string(), z.unknown());

/** What a correct password answers a person with a second factor: no session yet, a challenge for the second step. */
export const secondFactorChallenge = z.object({
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  expires_at: z.string(),
  /** Present when the person has a passkey: what the browser signs. */
  passkey_options: z.optional(webAuthnOptions),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

export const passkeySummary = z.object({
  id: z.int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** The Security card: what the person has, whether they must have one, and (for an owner) the house's rule. */
export const secondFactorStatus = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeySummary),
  recovery_codes_left: z.int(),
  /** Why a factor is required of this person (staff in production, or their house's rule), or null. */
  required: z.nullable(z.enum(['staff', 'house'])),
  /** The person must enrol before anything else. */
  pending: z.boolean(),
  /** Whether the person's media house requires two factors of every member. */
  house_requires: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

export const totpSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth:// address the QR code holds. */
  uri: z.string(),
});

/** Recovery codes, shown once; null when the person already had some. */
export const recoveryCodesResponse = z.object({ recovery_codes: z.nullable(z.array(z.string())) });

export const passkeyName = z
  .string()
  .check(z.trim(), z.minLength(1, messages.requiredField('Name')), z.maxLength(60, messages.maxLength(60)));
export const passkeyRegistration = z.object({ name: passkeyName, credential: webAuthnResponse });
export type PasskeyRegistration = z.input<typeof passkeyRegistration>;
export const passkeyRename = z.object({ name: passkeyName });
export const passkeyParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });

export const houseSecondFactorRule = z.object({ required: z.boolean() });
export const stepUpResponse = z.object({ message: z.string(), data: z.object({ until: z.string() }) });

import { z } from 'zod/mini';
import { CLIENT_USER_TYPE, REGISTER_CATEGORIES } from './constants.ts';
import { messages } from './messages.ts';
import {
  anyPassword,
  emailRule,
  mobileRule,
  optionalText,
  passwordRule,
  requiredText,
  telephoneRule,
  uploadFile,
  urlRule,
} from './rules.ts';
import { secondFactorChallenge } from './second-factor.schema.ts';

export * from './second-factor.schema.ts';

export const loginRequest = z.object({
  email: emailRule,
  password: anyPassword(),
  rememberMe: z._default(z.optional(z.boolean()), false),
  /** A device of the media house to sign out so this one takes its screen (after a 409 "screens in use"). */
  replace_session: z.optional(z.int().check(z.positive(), z.maximum(2_147_483_647))),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** A new session: what sign-in answers (at once, or after the second factor). */
export const sessionGrant = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  new_token: z.int(),
});
export type SessionGrant = z.infer<typeof sessionGrant>;

/**
 * A person without a second factor gets the session at once (the shape the WordPress plugin reads); one with a
 * factor gets `second_factor`, a challenge for POST /api/auth/v2/login/second-factor.
 */
export const loginResponse = z.object({
  message: z.string(),
  data: z.union([sessionGrant, z.object({ second_factor: secondFactorChallenge })]),
});
export type LoginResponse = z.infer<typeof loginResponse>;
export const sessionResponse = z.object({ message: z.string(), data: sessionGrant });

/** Text fields of the multipart registration (SPEC.md §3 "Registration payload"); the logo is a file part. */
export const registerFields = z.object({
  full_name: requiredText('Media name'),
  company_name: requiredText('Company name'),
  email: emailRule,
  editor_name: requiredText('Editor name'),
  link: z.optional(z.union([z.literal(''), urlRule])),
  mobile_no: mobileRule,
  category: z.enum(REGISTER_CATEGORIES, { error: messages.categorySelect }),
  registration_no: requiredText('Registration number'),
  contact_person: requiredText('Contact person'),
  tel_no: telephoneRule,
  type: z._default(z.optional(z.pipe(z.coerce.number(), z.literal(CLIENT_USER_TYPE))), CLIENT_USER_TYPE),
});
export type RegisterFields = z.input<typeof registerFields>;

export const emailRequest = z.object({ email: emailRule });
export type EmailRequest = z.infer<typeof emailRequest>;

export const verifyEmailParams = z.object({
  user_id: z.coerce.number().check(z.int(), z.positive()),
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
  expires: z.coerce.number().check(z.int(), z.positive()),
});

/** The create-password link's opaque token travels as {user} (SPEC.md §7 is_verified_link/{user}). */
export const linkTokenParams = z.object({ user: z.string().check(z.minLength(16), z.maxLength(200)) });

export const verifyEmailResponse = z.object({
  message: z.string(),
  data: z.object({ user: z.string() }),
});

export const createPasswordRequest = z
  .object({
    password: passwordRule,
    confirm_password: z
      .string({ error: messages.requiredField('Confirm password') })
      .check(z.minLength(1, messages.requiredField('Confirm password'))),
  })
  .check(
    z.refine((body) => body.password === body.confirm_password, {
      message: messages.confirmPasswordMismatch,
      path: ['confirm_password'],
    }),
  );
export type CreatePasswordRequest = z.infer<typeof createPasswordRequest>;

export const changeClientPasswordRequest = z
  .object({
    current_password: anyPassword('Current password'),
    password: passwordRule,
    password_confirmation: z
      .string({ error: messages.requiredField('Password confirmation') })
      .check(z.minLength(1, messages.requiredField('Password confirmation'))),
  })
  .check(
    z.refine((body) => body.password === body.password_confirmation, {
      message: messages.passwordsMismatch,
      path: ['password_confirmation'],
    }),
  );
export type ChangeClientPasswordRequest = z.infer<typeof changeClientPasswordRequest>;

export const profileUpdateFields = z.extend(
  z.pick(registerFields, {
    full_name: true,
    company_name: true,
    editor_name: true,
    link: true,
    mobile_no: true,
    category: true,
    registration_no: true,
    contact_person: true,
    tel_no: true,
  }),
  { editor_name: optionalText() },
);
export type ProfileUpdateFields = z.input<typeof profileUpdateFields>;

/** The register form in the browser: the text fields plus the logo file. */
export const registerForm = z.extend(registerFields, { logo: uploadFile('Logo') });
export type RegisterForm = z.input<typeof registerForm>;

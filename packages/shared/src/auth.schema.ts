import { z } from 'zod';
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

export const loginRequest = z.object({
  email: emailRule,
  password: anyPassword(),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  message: z.string(),
  data: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string(),
    new_token: z.number().int(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Text fields of the multipart registration (SPEC.md §3 "Registration payload"); the logo is a file part. */
export const registerFields = z.object({
  full_name: requiredText('Media name'),
  company_name: requiredText('Company name'),
  email: emailRule,
  editor_name: requiredText('Editor name'),
  link: z.union([z.literal(''), urlRule]).optional(),
  mobile_no: mobileRule,
  category: z.enum(REGISTER_CATEGORIES, { error: messages.categorySelect }),
  registration_no: requiredText('Registration number'),
  contact_person: requiredText('Contact person'),
  tel_no: telephoneRule,
  type: z.coerce.number().pipe(z.literal(CLIENT_USER_TYPE)).optional().default(CLIENT_USER_TYPE),
});
export type RegisterFields = z.input<typeof registerFields>;

export const emailRequest = z.object({ email: emailRule });
export type EmailRequest = z.infer<typeof emailRequest>;

export const verifyEmailParams = z.object({
  user_id: z.coerce.number().int().positive(),
  slug: z.string().min(1).max(200),
  expires: z.coerce.number().int().positive(),
});

/** The create-password link's opaque token travels as {user} (SPEC.md §7 is_verified_link/{user}). */
export const linkTokenParams = z.object({ user: z.string().min(16).max(200) });

export const verifyEmailResponse = z.object({
  message: z.string(),
  data: z.object({ user: z.string() }),
});

export const createPasswordRequest = z
  .object({
    password: passwordRule,
    confirm_password: z.string({ error: messages.requiredField('Confirm password') }).min(1, messages.requiredField('Confirm password')),
  })
  .refine((body) => body.password === body.confirm_password, {
    message: messages.confirmPasswordMismatch,
    path: ['confirm_password'],
  });
export type CreatePasswordRequest = z.infer<typeof createPasswordRequest>;

export const changeClientPasswordRequest = z
  .object({
    current_password: anyPassword('Current password'),
    password: passwordRule,
    password_confirmation: z
      .string({ error: messages.requiredField('Password confirmation') })
      .min(1, messages.requiredField('Password confirmation')),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: messages.passwordsMismatch,
    path: ['password_confirmation'],
  });
export type ChangeClientPasswordRequest = z.infer<typeof changeClientPasswordRequest>;

export const profileUpdateFields = registerFields
  .pick({
    full_name: true,
    company_name: true,
    editor_name: true,
    link: true,
    mobile_no: true,
    category: true,
    registration_no: true,
    contact_person: true,
    tel_no: true,
  })
  .extend({ editor_name: optionalText() });
export type ProfileUpdateFields = z.input<typeof profileUpdateFields>;

/** The register form in the browser: the text fields plus the logo file. */
export const registerForm = registerFields.extend({ logo: uploadFile('Logo') });
export type RegisterForm = z.input<typeof registerForm>;

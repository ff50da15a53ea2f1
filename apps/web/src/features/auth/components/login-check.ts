import { type LoginRequest, loginRequest } from '@portal/shared';

export type LoginField = 'email' | 'password';
export type LoginFieldErrors = Partial<Record<LoginField, string>>;
export type LoginCheck = { ok: true; request: LoginRequest } | { ok: false; errors: LoginFieldErrors };

/**
 * The login form's check by the shared schema, the first message per field. A chunk of its own,
 * fetched when typing starts: zod is not part of the sign-in screen's first download.
 */
export function checkLogin(values: LoginRequest): LoginCheck {
  const result = loginRequest.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

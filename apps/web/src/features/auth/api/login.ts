import { endpoints, type LoginRequest } from '@portal/shared';
import { call } from '../../../lib/api-call.ts';

export const login = (body: LoginRequest) => call(endpoints.auth.login, { body, notify: false });

/** Signs in and answers the user's profile; the session's code (TanStack Query) is fetched once the password is accepted. */
export async function signIn(body: LoginRequest) {
  const answer = await login(body);
  const { startSession } = await import('../../../lib/auth.ts');
  return startSession(answer.data.access_token);
}

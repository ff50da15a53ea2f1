import { apiRoutes, type LoginRequest, type LoginResponse } from '@portal/shared';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) => api<LoginResponse>(apiRoutes.auth.login, { body, notify: false });

/** Signs in and answers the user's profile; the session's code (TanStack Query) is fetched once the password is accepted. */
export async function signIn(body: LoginRequest) {
  const answer = await login(body);
  const { startSession } = await import('../../../lib/auth.ts');
  return startSession(answer.data.access_token);
}

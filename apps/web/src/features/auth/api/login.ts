import { endpoints, type LoginRequest, type LoginSecondFactorRequest, type SecondFactorChallenge } from '@portal/shared';
import { call } from '../../../lib/api-call.ts';

export const login = (body: LoginRequest) => call(endpoints.auth.login, { body, notify: false });

/** A signed-in person's profile, or the second step a person with a second factor has still to take. */
export type SignInOutcome =
  | { user: Awaited<ReturnType<typeof import('../../../lib/auth.ts').startSession>>; secondFactor?: never }
  | { secondFactor: SecondFactorChallenge; user?: never };

async function started(token: string) {
  const { startSession } = await import('../../../lib/auth.ts');
  return startSession(token);
}

/** Signs in and answers the user's profile (the session's code is fetched once the password is accepted), or the second step. */
export async function signIn(body: LoginRequest): Promise<SignInOutcome> {
  const answer = await login(body);
  if ('second_factor' in answer.data) return { secondFactor: answer.data.second_factor };
  return { user: await started(answer.data.access_token) };
}

/** The second step: the challenge of the password step with a code, a recovery code or a passkey's answer. */
export async function finishSignIn(body: LoginSecondFactorRequest) {
  const answer = await call(endpoints.auth.loginSecondFactor, { body, notify: false });
  return started(answer.data.access_token);
}
